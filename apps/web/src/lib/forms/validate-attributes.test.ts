import { CommentRequest } from '@escudo/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { textsFrom, type Texts } from '../../testing/failures'
import type { Language } from '../i18n'
import { issueKey, validateAttributes } from './validate-attributes'

const EN = {
  validation: {
    comment: { required: 'Write the comment.', tooLong: 'Too long.' },
    password: { common: 'Too common.' },
  },
}
const PT = { validation: { comment: { required: 'Escreva o comentário.' } } }

let texts: Texts
const validateIn = async (language: Language, body: string) => {
  const { t, i18n } = await texts(language)
  return validateAttributes(CommentRequest, 'comments', { body }, t, i18n, { aliases: { body: 'comment' } })
}

beforeAll(async () => {
  texts = await textsFrom(EN, PT)
})

describe('validateAttributes', () => {
  it('accepts what the schema accepts', async () => {
    expect(await validateIn('en', 'Uma luva excelente.')).toEqual({})
  })

  it('asks for an empty field in the reader’s language, under the field’s alias', async () => {
    expect(await validateIn('pt-BR', '   ')).toEqual({ body: 'Escreva o comentário.' })
    expect(await validateIn('en', '')).toEqual({ body: 'Write the comment.' })
  })

  it('gives Portuguese readers the schema’s own words, English readers a translation', async () => {
    const long = 'x'.repeat(5000)
    const [issue] = CommentRequest.safeParse({ data: { type: 'comments', attributes: { body: long } } })
      .error!.issues
    expect((await validateIn('pt-BR', long)).body).toBe(issue!.message)
    expect((await validateIn('en', long)).body).toBe('Too long.')
  })

  it('gives English readers the schema’s own English where the field has no text for the problem', async () => {
    const body = 'Uma luva\u0007 boa.'
    expect((await validateIn('pt-BR', body)).body).toBe('O comentário tem caracteres que não são permitidos.')
    expect((await validateIn('en', body)).body).toBe('The comment has characters that are not allowed.')
  })
})

describe('issueKey', () => {
  it('names the kind of problem, a refinement first (it may ask for a field left empty)', () => {
    const refinements = { password: 'validation.password.common' }
    expect(issueKey('note', { code: 'too_big' }, 'x')).toBe('validation.note.tooLong')
    expect(issueKey('note', { code: 'too_small' }, 'x')).toBe('validation.note.tooShort')
    expect(issueKey('note', { code: 'too_small' }, ' ')).toBe('validation.note.required')
    expect(issueKey('note', { code: 'custom' }, 'x')).toBe('validation.note.invalid')
    expect(issueKey('password', { code: 'custom' }, '', refinements)).toBe('validation.password.common')
  })
})

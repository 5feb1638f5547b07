import { beforeAll, describe, expect, it } from 'vitest'
import { apiError, apiFailure, describerOf, textsFrom, type Texts } from '../../testing/failures'
import type { Language } from '../i18n'
import { attributePath, type FailureOptions } from './describe-failure'

// Texts of no feature: each option is seen at work on its own.
const EN = {
  errors: {
    network: 'No connection.',
    unknown: 'It failed.',
    server: 'Server fault.',
    summary: 'Check the fields.',
    notFound: 'Not found.',
    rateLimited_one: 'Wait {{count}} minute.',
    rateLimited_other: 'Wait {{count}} minutes.',
    taken: 'Taken.',
    gone: 'Gone.',
    price: 'Bad price.',
    codes: { too_long: 'Too long.' },
  },
}

let texts: Texts
const describeIn = (language: Language, failure: unknown, options?: FailureOptions) =>
  describerOf(texts, options)(language, failure)

beforeAll(async () => {
  // Few Portuguese texts are needed: a pt-BR reader reads the server's own details.
  texts = await textsFrom(EN, { errors: { summary: 'Confira os campos.' } })
})

describe('describeFailure', () => {
  it('says nothing without a failure, and tells an unanswered request from an unreadable answer', async () => {
    expect(await describeIn('en', undefined)).toEqual({ fields: {}, message: null, codes: [] })
    expect((await describeIn('en', apiFailure('FETCH_ERROR'))).message).toBe('No connection.')
    expect((await describeIn('en', { name: 'TypeError' })).message).toBe('No connection.')
    expect((await describeIn('en', apiFailure('CUSTOM_ERROR'))).message).toBe('It failed.')
  })

  it('puts pointers on their fields: the server’s words in Portuguese, a translation in English', async () => {
    const failure = apiFailure(
      422,
      apiError('too_long', 'O nome é longo demais.', '/data/attributes/name'),
      apiError('too_long', 'O nome tem outro problema.', '/data/attributes/name'),
      apiError('unknown_option', 'Opção desconhecida: "x".', '/data/attributes/tags/0'),
    )
    const options = { translations: ({ code }: { code: string }) => [`errors.codes.${code}`] }
    expect(await describeIn('pt-BR', failure, options)).toEqual({
      fields: { name: 'O nome é longo demais.', tags: 'Opção desconhecida: "x".' },
      message: 'Confira os campos.',
      codes: ['too_long', 'too_long', 'unknown_option'],
    })
    // A code with no text of its own falls back to the status's message.
    expect((await describeIn('en', failure, options)).fields).toEqual({
      name: 'Too long.',
      tags: 'It failed.',
    })
  })

  it("shows an English reader the server's own words when the API wrote them in the reader's language", async () => {
    const failure = apiFailure(
      422,
      apiError('validation_failed', 'The address 10.0.0.8 is not public.', '/data/attributes/url'),
    )
    const options = { translations: () => ['errors.codes.too_long'], detailInEveryLanguage: true }
    expect((await describeIn('en', failure, options)).fields).toEqual({
      url: 'The address 10.0.0.8 is not public.',
    })
  })

  it('explains a failure on no field by its status', async () => {
    const statusMessages = { 404: 'errors.notFound' }
    expect((await describeIn('en', apiFailure(503), { statusMessages })).message).toBe('Server fault.')
    expect((await describeIn('en', apiFailure(400), { statusMessages })).message).toBe('It failed.')
    expect((await describeIn('en', apiFailure(404), { statusMessages })).message).toBe('Not found.')
    const limited = { ...apiFailure(429, apiError('rate_limited', 'Calma.')), retryAfter: 150 }
    const message = (await describeIn('pt-BR', limited, { statusMessages: { 429: 'errors.rateLimited' } }))
      .message
    expect(message).toBe('Wait 3 minutes.')
  })

  it('keys nested fields by path, and leaves other statuses’ pointers to the form message', async () => {
    const options: FailureOptions = {
      fieldOf: attributePath,
      fieldStatuses: [422],
      unplaced: true,
      translations: (_error, field) => (field ? ['errors.price'] : []),
      statusMessages: { 404: 'errors.notFound' },
    }
    const price = apiError('invalid', 'Preço inválido.', '/data/attributes/lines/0/unitPriceCents')
    expect((await describeIn('en', apiFailure(422, price), options)).fields).toEqual({
      'lines.0.unitPriceCents': 'Bad price.',
    })
    const gone = apiError('not_found', 'Orçamento não encontrado.', '/data/attributes/estimate')
    expect(await describeIn('pt-BR', apiFailure(404, gone), options)).toMatchObject({
      fields: {},
      message: 'Orçamento não encontrado.',
    })
    expect((await describeIn('en', apiFailure(404, gone), options)).message).toBe('Not found.')
  })

  it('ignores errors on no field unless asked, and then keeps the first', async () => {
    const failure = apiFailure(400, apiError('a', 'Primeiro.'), apiError('b', 'Segundo.'))
    expect((await describeIn('pt-BR', failure)).message).toBe('It failed.')
    expect((await describeIn('pt-BR', failure, { unplaced: true })).message).toBe('Primeiro.')
  })

  it('gives known codes their field or message, or leaves them to the caller', async () => {
    const options: FailureOptions = {
      codedFields: { email_taken: ['email', 'errors.taken'] },
      codedMessages: { gone: 'errors.gone', stale_version: null },
    }
    const taken = apiFailure(409, apiError('email_taken', 'Em uso.', '/data/attributes/address'))
    expect(await describeIn('pt-BR', taken, options)).toMatchObject({
      fields: { email: 'Taken.' },
      message: 'Confira os campos.',
    })
    expect((await describeIn('pt-BR', apiFailure(410, apiError('gone', 'Já era.')), options)).message).toBe(
      'Gone.',
    )
    const stale = apiFailure(409, apiError('stale_version', 'Alterado.', '/data/attributes/version'))
    expect(await describeIn('en', stale, options)).toEqual({
      fields: {},
      message: null,
      codes: ['stale_version'],
    })
  })
})

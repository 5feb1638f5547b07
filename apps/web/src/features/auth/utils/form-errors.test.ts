import {
  CompanyName,
  Cnpj,
  CurrentPassword,
  Email,
  Password,
  PersonName,
  Phone,
  UpdateMeRequest,
} from '@escudo/contracts'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '../../../locales/en/auth.json'
import pt from '../../../locales/pt-BR/auth.json'
import { initI18n } from '../../../lib/i18n'
import { apiError, apiFailure } from '../../../testing/failures'
import { describeFailure, issueKey } from '../../../lib/forms'
import { authFailures, authValidation } from './form-errors'

type Schema = { safeParse: (value: unknown) => { error?: { issues: { code: string; message: string }[] } } }
const keyOf = (field: string, issue: { code: string }, value: unknown) =>
  issueKey(field, issue, value, authValidation.refinements)

const lookup = (bundle: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle)

// Non-empty bad values for each field: their pt-BR text must be the schema's own message.
const CASES: [field: string, schema: Schema, value: string][] = [
  ['name', PersonName, 'A'],
  ['name', PersonName, 'x'.repeat(121)],
  ['name', PersonName, 'Ana\u0000'],
  ['email', Email, 'a@'],
  ['email', Email, 'not-an-email'],
  ['email', Email, `${'a'.repeat(250)}@x.com`],
  ['password', Password, 'short'],
  ['password', Password, 'x'.repeat(201)],
  ['password', Password, 'qwertyuiop'],
  ['currentPassword', CurrentPassword, 'x'.repeat(201)],
  ['company', CompanyName, 'A'],
  ['company', CompanyName, 'x'.repeat(161)],
  ['cnpj', Cnpj, '11222333000100'],
  ['phone', Phone, '12345'],
]

describe('translated validation messages', () => {
  it.each(CASES)('%s: the pt-BR text is the contract message (%#)', (field, schema, value) => {
    const issue = schema.safeParse(value).error?.issues[0]
    expect(issue).toBeDefined()
    expect(lookup(pt, keyOf(field, issue!, value))).toBe(issue!.message)
    expect(typeof lookup(en, keyOf(field, issue!, value))).toBe('string')
  })

  it('maps the refinement that asks for the current password', () => {
    const result = UpdateMeRequest.safeParse({
      data: { type: 'users', attributes: { password: 'uma senha nova e longa' } },
    })
    const issue = result.error!.issues[0]!
    expect(lookup(pt, keyOf('currentPassword', issue, undefined))).toBe(issue.message)
  })

  it('has the same keys in both languages (but the zero forms only Portuguese needs)', () => {
    const keys = (node: unknown, prefix = ''): string[] =>
      typeof node === 'object' && node
        ? Object.entries(node)
            .filter(([key]) => !key.endsWith('_zero'))
            .flatMap(([key, value]) => keys(value, `${prefix}${key}.`))
        : [prefix]
    expect(keys(en).sort()).toEqual(keys(pt).sort())
  })
})

describe('describeFailure', () => {
  beforeAll(async () => {
    await initI18n(i18next)
    await i18next.loadNamespaces('auth')
  })

  it('puts 422 pointers on their fields and summarises', async () => {
    await i18next.changeLanguage('en')
    const t = i18next.getFixedT('en', 'auth')
    const failure = describeFailure(
      {
        status: 422,
        errors: [
          {
            status: '422',
            code: 'validation_failed',
            title: 'Invalid attribute',
            detail: 'O CNPJ não é válido: confira os números.',
            source: { pointer: '/data/attributes/cnpj' },
          },
          {
            status: '422',
            code: 'validation_failed',
            title: 'Invalid attribute',
            detail: 'Something the client does not know',
            source: { pointer: '/data/attributes/phone' },
          },
        ],
      },
      t,
      i18next,
      authFailures,
    )
    expect(failure.fields).toEqual({
      cnpj: 'This CNPJ is not valid: check the digits.',
      phone: 'Check this field.',
    })
    expect(failure.message).toBe('Fix the highlighted fields.')
  })

  it('explains server and network failures', async () => {
    await i18next.changeLanguage('pt-BR')
    const t = i18next.getFixedT('pt-BR', 'auth')
    expect(describeFailure({ status: 500, errors: [] }, t, i18next, authFailures).message).toBe(
      'Algo deu errado do nosso lado. Tente de novo em instantes.',
    )
    expect(describeFailure({ status: 'FETCH_ERROR', errors: [] }, t, i18next, authFailures).message).toMatch(
      /conexão/,
    )
    expect(
      describeFailure({ status: 429, errors: [], retryAfter: 30 }, t, i18next, authFailures).message,
    ).toBe('Muitas tentativas. Tente de novo em 1 minuto.')
  })

  it('says a busy server is a matter of seconds, not a fault', async () => {
    await i18next.changeLanguage('pt-BR')
    const t = i18next.getFixedT('pt-BR', 'auth')
    const busy = {
      status: 503,
      errors: [{ status: '503', code: 'busy', title: 'Busy', detail: 'Too many sign-ins at once' }],
    }
    expect(describeFailure(busy, t, i18next, authFailures).message).toBe(
      'Muitas pessoas estão entrando agora. Tente de novo em alguns segundos.',
    )
  })

  it('puts a taken email and a wrong password on their fields, and bad credentials on the form', async () => {
    await i18next.changeLanguage('en')
    const t = i18next.getFixedT('en', 'auth')
    const taken = apiFailure(
      409,
      apiError('email_taken', 'Já existe uma conta.', '/data/attributes/email'),
      apiError('wrong_current_password', 'Senha atual incorreta.'),
    )
    expect(describeFailure(taken, t, i18next, authFailures)).toEqual({
      fields: {
        email: 'This email already has an account. Sign in or reset the password.',
        currentPassword: 'The current password is not right.',
      },
      message: 'Fix the highlighted fields.',
      codes: ['email_taken', 'wrong_current_password'],
    })
    const refused = apiFailure(401, apiError('invalid_credentials', 'E-mail ou senha incorretos.'))
    expect(describeFailure(refused, t, i18next, authFailures).message).toBe('Wrong email or password.')
    // The session's own failures: an answer that could not be read is no network problem.
    expect(describeFailure(apiFailure('CUSTOM_ERROR'), t, i18next, authFailures).message).toBe(
      'This could not be completed. Try again.',
    )
  })
})

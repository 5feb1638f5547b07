import { fireEvent, screen, waitFor } from '@testing-library/react'
import { isValidCnpj, normalizeCnpj } from '@escudo/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authAnswer, errorAnswer, installFakeApi, type FakeRequest } from '../../../../testing/fake-api'
import { renderApp } from '../../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

const TAKEN = 'ana@example.com'
const availability = (request: FakeRequest) => ({
  status: 200,
  body: { meta: { available: request.query.get('email') !== TAKEN } },
})

const field = (label: RegExp) => screen.getByLabelText(label)
/** What a screen reader reads after the field's name: its hint and error. */
const description = (label: RegExp) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } })

async function fillRequired(email: string) {
  await screen.findByRole('heading', { level: 1, name: 'Criar conta' })
  type(/^Nome completo/, 'Ana Souza')
  type(/^E-mail/, email)
  type(/^Senha/, 'uma senha bem longa')
}

describe('register page', () => {
  it('says an email is taken while typing, before any submit, and does not submit it', async () => {
    const fake = installFakeApi({ 'GET /api/v1/auth/email-availability': availability })
    const { store } = await renderApp('/cadastro')
    await fillRequired(TAKEN)

    await waitFor(() => expect(description(/^E-mail/)).toBe('Este e-mail já tem uma conta.'), {
      timeout: 2000,
    })
    expect(field(/^E-mail/).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toBeDefined()
    expect(store.getState().session.mailValid).toBe(false)
    // Debounced: one check for the finished address, none per keystroke.
    expect(fake.callsTo('GET /api/v1/auth/email-availability')).toHaveLength(1)

    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
    await waitFor(() => expect(document.activeElement).toBe(field(/^E-mail/)))
    expect(fake.callsTo('POST /api/v1/auth/register')).toHaveLength(0)
  })

  it('says a free email is available', async () => {
    installFakeApi({ 'GET /api/v1/auth/email-availability': availability })
    const { store } = await renderApp('/cadastro')
    await fillRequired('nova@example.com')
    await waitFor(() => expect(description(/^E-mail/)).toBe('E-mail disponível.'), { timeout: 2000 })
    expect(store.getState().session.mailValid).toBe(true)
  })

  it('applies the password rules of the server (length, common passwords)', async () => {
    installFakeApi({ 'GET /api/v1/auth/email-availability': availability })
    await renderApp('/cadastro')
    await fillRequired('nova@example.com')
    type(/^Senha/, 'curta')
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
    expect(await screen.findByText('A senha precisa ter pelo menos 10 caracteres.')).toBeDefined()

    type(/^Senha/, 'qwertyuiop')
    fireEvent.blur(field(/^Senha/))
    expect(
      await screen.findByText('Esta senha é muito comum. Escolha outra, mais difícil de adivinhar.'),
    ).toBeDefined()
  })

  it('checks the optional CNPJ and phone, and formats them when the field is left', async () => {
    installFakeApi({ 'GET /api/v1/auth/email-availability': availability })
    await renderApp('/cadastro')
    await fillRequired('nova@example.com')
    type(/^CNPJ/, '11222333000100')
    fireEvent.blur(field(/^CNPJ/))
    expect(await screen.findByText('O CNPJ não é válido: confira os números.')).toBeDefined()
    type(/^Telefone/, '11987654321')
    fireEvent.blur(field(/^Telefone/))
    await waitFor(() => expect((field(/^Telefone/) as HTMLInputElement).value).toBe('(11) 98765-4321'))
  })

  it('shows a 409 from the server on the email field', async () => {
    installFakeApi({
      // The check said free, but someone registered it meanwhile.
      'GET /api/v1/auth/email-availability': { status: 200, body: { meta: { available: true } } },
      'POST /api/v1/auth/register': errorAnswer(409, [
        {
          code: 'email_taken',
          detail: 'Este e-mail já tem uma conta. Entre ou redefina a senha.',
          source: { pointer: '/data/attributes/email' },
        },
      ]),
    })
    const { store } = await renderApp('/cadastro')
    await fillRequired('nova@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
    expect(await screen.findByText('Este e-mail já tem uma conta. Entre ou redefina a senha.')).toBeDefined()
    expect(screen.getByRole('alert').textContent).toBe('Corrija os campos destacados.')
    expect(store.getState().session).toMatchObject({ registerFailed: true, registerSucceeded: false })
  })

  it('maps 422 field errors of the server onto their fields', async () => {
    installFakeApi({
      'GET /api/v1/auth/email-availability': { status: 200, body: { meta: { available: true } } },
      'POST /api/v1/auth/register': errorAnswer(422, [
        {
          code: 'validation_failed',
          detail: 'O nome tem caracteres que não são permitidos.',
          source: { pointer: '/data/attributes/name' },
        },
      ]),
    })
    await renderApp('/cadastro')
    await fillRequired('nova@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
    expect(await screen.findByText('O nome tem caracteres que não são permitidos.')).toBeDefined()
    await waitFor(() => expect(document.activeElement).toBe(field(/^Nome completo/)))
  })

  it('creates the account with normalised values and the chosen language, and signs in', async () => {
    const fake = installFakeApi({
      'GET /api/v1/auth/email-availability': { status: 200, body: { meta: { available: true } } },
      'POST /api/v1/auth/register': authAnswer({ name: 'Ana Souza' }, 201),
    })
    const { store, location } = await renderApp('/cadastro')
    await fillRequired('Nova@Example.com')
    type(/^Empresa/, 'Metalúrgica Souza')
    type(/^CNPJ/, '11.222.333/0001-81')
    type(/^Telefone/, '(11) 98765-4321')
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeDefined()
    expect(location()).toBe('/minha-conta')
    expect(fake.callsTo('POST /api/v1/auth/register')[0]?.body).toEqual({
      data: {
        type: 'users',
        attributes: {
          name: 'Ana Souza',
          email: 'nova@example.com',
          password: 'uma senha bem longa',
          company: 'Metalúrgica Souza',
          cnpj: '11222333000181',
          phone: '+5511987654321',
          locale: 'pt-BR',
        },
      },
    })
    expect(store.getState().session).toMatchObject({ status: 'authenticated', registerSucceeded: true })
  })
})

describe("the CNPJ field's hint", () => {
  it.each([
    ['/cadastro', 'pt-BR', /^CNPJ/, /14 números \(ou letras\)/, /com ou sem pontuação/],
    [
      '/en/cadastro',
      'en',
      /^CNPJ \(company tax ID\)/,
      /14 digits \(or letters\)/,
      /with or without punctuation/,
    ],
  ] as const)(
    'at %s gives examples that are what it says: 14 letters or digits, punctuation optional',
    async (path, language, label, count, punctuation) => {
      installFakeApi()
      await renderApp(path, { language })
      await screen.findByRole('button', { name: language === 'en' ? 'Create account' : 'Criar conta' })
      const hint = description(label)
      expect(hint).toMatch(count)
      expect(hint).toMatch(punctuation)
      const examples = hint.match(/[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}/g) ?? []
      expect(examples.length).toBeGreaterThan(0)
      for (const example of examples) {
        expect(normalizeCnpj(example)).toHaveLength(14)
        expect(isValidCnpj(normalizeCnpj(example))).toBe(true)
      }
    },
  )
})

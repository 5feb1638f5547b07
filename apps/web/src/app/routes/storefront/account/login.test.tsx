import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../../lib/session/refresh-token-storage'
import { authAnswer, errorAnswer, installFakeApi, networkDown } from '../../../../testing/fake-api'
import { renderApp } from '../../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

async function fillLogin(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/^E-mail/), { target: { value: email } })
  fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }))
}

describe('login page', () => {
  it('checks the fields with the contract schema before calling the server', async () => {
    const fake = installFakeApi()
    await renderApp('/entrar')
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar' }))
    expect(await screen.findByText('Informe o e-mail.')).toBeDefined()
    expect(screen.getByText('Informe a senha.')).toBeDefined()
    expect(document.activeElement).toBe(screen.getByLabelText(/^E-mail/))
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true')
    expect(fake.calls).toHaveLength(0)
  })

  it('shows the error of wrong credentials and keeps it in the session state', async () => {
    installFakeApi({
      'POST /api/v1/auth/login': errorAnswer(401, [
        { code: 'invalid_credentials', detail: 'E-mail ou senha incorretos.' },
      ]),
    })
    const { store } = await renderApp('/entrar')
    await fillLogin('ana@example.com', 'wrong password')
    expect((await screen.findByRole('alert')).textContent).toContain('E-mail ou senha incorretos.')
    expect(store.getState().session.error?.errors[0]?.code).toBe('invalid_credentials')
    expect(store.getState().session.user).toBeNull()
  })

  it('signs in and returns to the page in ?next=, with the user menu in the header', async () => {
    const fake = installFakeApi({ 'POST /api/v1/auth/login': authAnswer({ name: 'Ana Souza' }) })
    const { store, location } = await renderApp('/entrar?next=%2Fminha-conta')
    // Each page names the tab as the rest of the storefront does (lib/page-title.tsx).
    await waitFor(() => expect(document.title).toBe('Entrar · Escudo EPI'))
    await fillLogin(' Ana@Example.com ', 'a good passphrase')

    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeDefined()
    expect(location()).toBe('/minha-conta')
    await waitFor(() => expect(document.title).toBe('Minha conta · Escudo EPI'))
    expect(fake.calls[0]?.body).toEqual({
      data: { type: 'sessions', attributes: { email: 'ana@example.com', password: 'a good passphrase' } },
    })
    expect(store.getState().session.status).toBe('authenticated')
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe(store.getState().session.refreshToken)
    expect(await screen.findByRole('button', { name: 'Conta de Ana Souza' })).toBeDefined()
  })

  it('never follows a ?next= to another site', async () => {
    installFakeApi({ 'POST /api/v1/auth/login': authAnswer() })
    const { location } = await renderApp('/entrar?next=https%3A%2F%2Fevil.example%2F')
    await fillLogin('ana@example.com', 'a good passphrase')
    await waitFor(() => expect(location()).toBe('/minha-conta'))
  })

  it('tells how long to wait when rate-limited', async () => {
    installFakeApi({
      'POST /api/v1/auth/login': errorAnswer(
        429,
        [{ code: 'rate_limited', detail: 'Muitas tentativas. Tente de novo em 15 minutos.' }],
        { 'retry-after': '840' },
      ),
    })
    await renderApp('/entrar')
    await fillLogin('ana@example.com', 'whatever it is')
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Muitas tentativas. Tente de novo em 14 minutos.',
    )
  })

  it('says so when the server cannot be reached', async () => {
    installFakeApi({ 'POST /api/v1/auth/login': networkDown })
    await renderApp('/entrar')
    await fillLogin('ana@example.com', 'whatever it is')
    expect((await screen.findByRole('alert')).textContent).toMatch(/Não conseguimos falar com o servidor/)
  })

  it('shows the server messages in English too', async () => {
    installFakeApi({
      'POST /api/v1/auth/login': errorAnswer(422, [
        {
          code: 'validation_failed',
          detail: 'O e-mail não é válido.',
          source: { pointer: '/data/attributes/email' },
        },
      ]),
    })
    await renderApp('/en/entrar', { language: 'en' })
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'ana@example.com' } })
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'whatever it is' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('This is not a valid email.')).toBeDefined()
    expect(screen.getByRole('alert').textContent).toBe('Fix the highlighted fields.')
  })
})

describe('where signing in lands', () => {
  it('takes staff to the back office, even from a storefront page', async () => {
    installFakeApi({ 'POST /api/v1/auth/login': authAnswer({ name: 'Bia Staff', role: 'admin' }) })
    const { location } = await renderApp('/entrar?next=%2Fprodutos')
    await fillLogin('bia@example.com', 'a good passphrase')
    await waitFor(() => expect(location()).toBe('/admin'))
  })

  it('takes staff to the back-office page they were heading to', async () => {
    installFakeApi({ 'POST /api/v1/auth/login': authAnswer({ name: 'Bia Staff', role: 'admin' }) })
    const { location } = await renderApp('/entrar?next=%2Fadmin%2Fprodutos%3Fpage%3D2')
    await fillLogin('bia@example.com', 'a good passphrase')
    await waitFor(() => expect(location()).toBe('/admin/produtos?page=2'))
  })

  it('takes a customer where they were going', async () => {
    installFakeApi({ 'POST /api/v1/auth/login': authAnswer({ name: 'Ana Souza' }) })
    const { location } = await renderApp('/entrar?next=%2Forcamento')
    await fillLogin('ana@example.com', 'a good passphrase')
    await waitFor(() => expect(location()).toBe('/orcamento'))
  })

  it("gives a customer's menu their quotes and favourites", async () => {
    installFakeApi({ 'POST /api/v1/auth/login': authAnswer({ name: 'Ana Souza' }) })
    await renderApp('/entrar')
    await fillLogin('ana@example.com', 'a good passphrase')
    fireEvent.click(await screen.findByRole('button', { name: 'Conta de Ana Souza' }))
    const items = (await screen.findAllByRole('menuitem')).map((item) => [
      item.textContent,
      item.getAttribute('href'),
    ])
    expect(items).toEqual([
      ['Minha conta', '/minha-conta'],
      ['Meus orçamentos', '/minha-conta/orcamentos'],
      ['Meus favoritos', '/favoritos'],
      ['Sair', null],
    ])
  })
})

describe('pages that need a session', () => {
  it('send a visitor to the login with the way back in ?next=', async () => {
    installFakeApi()
    const { location } = await renderApp('/minha-conta')
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeDefined()
    expect(location()).toBe('/entrar?next=%2Fminha-conta')
  })

  it('open after a reload when the stored session is restored', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
    installFakeApi({ 'POST /api/v1/auth/refresh': authAnswer({ name: 'Bia Lima' }) })
    const { location } = await renderApp('/minha-conta')
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeDefined()
    expect(screen.getByText(/Olá, Bia Lima/)).toBeDefined()
    expect(location()).toBe('/minha-conta')
  })

  it('say the session expired when the stored one is refused', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-revoked')
    installFakeApi({
      'POST /api/v1/auth/refresh': errorAnswer(401, [{ code: 'invalid_token', detail: 'Sessão inválida.' }]),
    })
    await renderApp('/minha-conta')
    expect(await screen.findByText('Sua sessão expirou. Entre de novo para continuar.')).toBeDefined()
  })
})

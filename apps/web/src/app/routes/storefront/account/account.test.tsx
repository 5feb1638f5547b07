import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { acceptInvitationApi } from '../../../../features/auth/api/accept-invitation'
import { logoutApi } from '../../../../features/auth/api/logout'
import { restoreSession } from '../../../../lib/session/refresh-session'
import { REFRESH_TOKEN_KEY } from '../../../../lib/session/refresh-token-storage'
import { sessionEnded } from '../../../../lib/session/session-slice'
import { authAnswer, errorAnswer, installFakeApi, type FakeRequest } from '../../../../testing/fake-api'
import { renderApp } from '../../../../testing/render-app'
import { createTestStore } from '../../../../testing/store'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Signed in through a stored session, on the account page. */
async function openAccount(routes: Parameters<typeof installFakeApi>[0] = {}) {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
  const fake = installFakeApi({
    'POST /api/v1/auth/refresh': authAnswer({
      name: 'Ana Souza',
      phone: '+5511987654321',
      cnpj: '11222333000181',
    }),
    ...routes,
  })
  const app = await renderApp('/minha-conta')
  await screen.findByRole('heading', { level: 1, name: 'Minha conta' })
  return { fake, ...app }
}

const section = (name: string) => screen.getByRole('region', { name })

describe('account page', () => {
  it('shows the profile with CNPJ and phone formatted, and saves changes', async () => {
    const patched = authAnswer({ name: 'Ana S. Souza', company: 'Metalúrgica Souza' }).body as {
      data: unknown
    }
    const { fake, store } = await openAccount({
      'PATCH /api/v1/me': { status: 200, body: { data: patched.data } },
    })
    const profile = within(section('Dados pessoais e da empresa'))
    expect((profile.getByLabelText(/^CNPJ/) as HTMLInputElement).value).toBe('11.222.333/0001-81')
    expect((profile.getByLabelText(/^Telefone/) as HTMLInputElement).value).toBe('(11) 98765-4321')

    fireEvent.change(profile.getByLabelText(/^Nome completo/), { target: { value: 'Ana S. Souza' } })
    fireEvent.change(profile.getByLabelText(/^Empresa/), { target: { value: 'Metalúrgica Souza' } })
    fireEvent.click(profile.getByRole('button', { name: 'Salvar alterações' }))

    expect(await profile.findByText('Dados salvos.')).toBeDefined()
    const request = fake.callsTo('PATCH /api/v1/me')[0] as FakeRequest
    expect(request.headers.get('authorization')).toBe(`Bearer ${store.getState().session.accessToken}`)
    expect(request.body).toEqual({
      data: {
        type: 'users',
        attributes: {
          name: 'Ana S. Souza',
          company: 'Metalúrgica Souza',
          cnpj: '11222333000181',
          phone: '+5511987654321',
          locale: 'pt-BR',
        },
      },
    })
    expect(store.getState().session.user?.name).toBe('Ana S. Souza')
  })

  it('changes the password and keeps the new token pair the server answers', async () => {
    const renewed = authAnswer()
    const { fake, store } = await openAccount({ 'PATCH /api/v1/me': renewed })
    const password = within(section('Trocar senha'))
    fireEvent.change(password.getByLabelText(/^Senha atual/), { target: { value: 'a senha antiga' } })
    fireEvent.change(password.getByLabelText(/^Nova senha/), { target: { value: 'uma senha nova e longa' } })
    fireEvent.click(password.getByRole('button', { name: 'Trocar senha' }))

    expect(await password.findByText('Senha alterada. As outras sessões foram encerradas.')).toBeDefined()
    expect(fake.callsTo('PATCH /api/v1/me')[0]?.body).toEqual({
      data: {
        type: 'users',
        attributes: { currentPassword: 'a senha antiga', password: 'uma senha nova e longa' },
      },
    })
    const { meta } = renewed.body as { meta: { accessToken: string; refreshToken: string } }
    expect(store.getState().session).toMatchObject({
      accessToken: meta.accessToken,
      refreshToken: meta.refreshToken,
    })
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe(meta.refreshToken)
  })

  it('shows a wrong current password on its field', async () => {
    await openAccount({
      'PATCH /api/v1/me': errorAnswer(422, [
        {
          code: 'wrong_current_password',
          detail: 'A senha atual não confere.',
          source: { pointer: '/data/attributes/currentPassword' },
        },
      ]),
    })
    const password = within(section('Trocar senha'))
    fireEvent.change(password.getByLabelText(/^Senha atual/), { target: { value: 'errada' } })
    fireEvent.change(password.getByLabelText(/^Nova senha/), { target: { value: 'uma senha nova e longa' } })
    fireEvent.click(password.getByRole('button', { name: 'Trocar senha' }))
    expect(await password.findByText('A senha atual não confere.')).toBeDefined()
    await waitFor(() => expect(document.activeElement).toBe(password.getByLabelText(/^Senha atual/)))
  })

  it('signs out: the server revokes the token, the state and storage are cleared, and home opens', async () => {
    const { fake, store, location } = await openAccount({ 'POST /api/v1/auth/logout': { status: 204 } })
    const { refreshToken } = store.getState().session
    fireEvent.click(within(section('Sair')).getByRole('button', { name: 'Sair da conta' }))

    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'))
    expect(fake.callsTo('POST /api/v1/auth/logout')[0]?.body).toEqual({
      data: { type: 'sessions', attributes: { refreshToken } },
    })
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull()
    expect(store.getState().session).toMatchObject({ user: null, accessToken: null, expired: false })
    await waitFor(() => expect(location()).toBe('/'))
    expect(await screen.findByText('Você saiu da sua conta.')).toBeDefined()
    // The button that had the focus is gone: the header's "Entrar" link takes it.
    // The header's own "Entrar" (the phone menu, closed, has another).
    const headerLogin = () =>
      screen.getAllByRole('link', { name: 'Entrar' }).find((link) => !link.closest('details'))
    await waitFor(() => expect(document.activeElement).toBe(headerLogin()))
  })

  it('signed out in another tab: the page goes home, not to the login (no race with the sign-out)', async () => {
    const { location } = await openAccount({ 'POST /api/v1/auth/logout': { status: 204 } })
    // The other tab's sign-out arrives through lib/session/session-channel.ts, with no navigation of its own.
    const otherTab = createTestStore()
    await restoreSession(otherTab)
    await otherTab.dispatch(logoutApi.endpoints.logout.initiate())
    await waitFor(() => expect(location()).toBe('/'))
  })

  it('someone else signed in in another tab (invitation accepted): the page shows them, not Ana', async () => {
    const { fake } = await openAccount({
      'POST /api/v1/auth/invitations': authAnswer({ id: 'user-2', name: 'Bia Lima', role: 'sales' }),
    })
    const name = () => within(section('Dados pessoais e da empresa')).getByLabelText(/^Nome completo/)
    expect((name() as HTMLInputElement).value).toBe('Ana Souza')
    const otherTab = createTestStore()
    await restoreSession(otherTab)
    fake.on('POST /api/v1/auth/refresh', () => authAnswer({ id: 'user-2', name: 'Bia Lima', role: 'sales' }))
    await otherTab.dispatch(
      acceptInvitationApi.endpoints.acceptInvitation.initiate({
        token: 'convite',
        password: 'uma senha longa',
      }),
    )
    await waitFor(() => expect((name() as HTMLInputElement).value).toBe('Bia Lima'))
  })

  it('a refused refresh on the page sends to the login with the way back', async () => {
    const { store, location } = await openAccount()
    act(() => store.dispatch(sessionEnded({ expired: true })))
    await waitFor(() => expect(location()).toBe('/entrar?next=%2Fminha-conta'))
  })

  it('opening the page after signing out asks to sign in again', async () => {
    const { store, router, location } = await openAccount({ 'POST /api/v1/auth/logout': { status: 204 } })
    fireEvent.click(within(section('Sair')).getByRole('button', { name: 'Sair da conta' }))
    await waitFor(() => expect(location()).toBe('/'))
    expect(store.getState().session.signedOut).toBe(true)
    await act(() => router.navigate('/minha-conta'))
    await waitFor(() => expect(location()).toBe('/entrar?next=%2Fminha-conta'))
  })
})

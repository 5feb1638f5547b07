import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../../lib/session/refresh-token-storage'
import { authAnswer, errorAnswer, installFakeApi } from '../../../../testing/fake-api'
import { renderApp } from '../../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const ACCEPT = 'POST /api/v1/auth/invitations'

async function choosePassword(password: string) {
  fireEvent.change(await screen.findByLabelText(/^Senha/), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Criar senha e entrar' }))
}

describe('accept staff invitation page', { timeout: 20_000 }, () => {
  it('creates the password, signs the new staff member in and opens the back office', async () => {
    const fake = installFakeApi({
      [ACCEPT]: authAnswer({ name: 'Carla Dias', email: 'carla@escudo.example', role: 'catalogue' }, 201),
      'GET /api/v1/admin/overview': errorAnswer(503, [{ code: 'unavailable', detail: 'Indisponível.' }]),
    })
    const { location, store } = await renderApp('/convite?token=invite-token')
    expect(await screen.findByText(/Pelo menos 10 caracteres/)).toBeDefined()
    await choosePassword('uma senha nova e longa')

    await waitFor(() => expect(location()).toBe('/admin'))
    expect(fake.callsTo(ACCEPT)[0]?.body).toEqual({
      data: {
        type: 'invitation-acceptances',
        attributes: { token: 'invite-token', password: 'uma senha nova e longa' },
      },
    })
    expect(store.getState().session.user?.role).toBe('catalogue')
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe(store.getState().session.refreshToken)
    // In the back office, with the catalogue's menu.
    const nav = await screen.findByRole('navigation', { name: 'Menu do back office' })
    expect(within(nav).getByRole('link', { name: 'Produtos' })).toBeDefined()
  })

  it("ends the browser's earlier session on the server and shows the new account", async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
    const staff = authAnswer({ name: 'Carla Dias', email: 'carla@escudo.example', role: 'admin' }, 201)
    ;(staff.body as { data: { id: string } }).data.id = 'staff-7'
    const fake = installFakeApi({
      'POST /api/v1/auth/refresh': authAnswer({ name: 'Ana Souza', role: 'customer' }),
      [ACCEPT]: staff,
      'GET /api/v1/admin/overview': errorAnswer(503, [{ code: 'unavailable', detail: 'Indisponível.' }]),
    })
    const { location, store } = await renderApp('/convite?token=invite-token')
    await waitFor(() => expect(store.getState().session.user?.name).toBe('Ana Souza'))
    const customerToken = store.getState().session.refreshToken
    await choosePassword('uma senha nova e longa')

    await waitFor(() => expect(location()).toBe('/admin'))
    expect(fake.callsTo(ACCEPT)[0]?.body).toMatchObject({
      data: { attributes: { token: 'invite-token', previousRefreshToken: customerToken } },
    })
    expect(store.getState().session.user).toMatchObject({ id: 'staff-7', name: 'Carla Dias' })
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe(store.getState().session.refreshToken)
    expect(store.getState().session.refreshToken).not.toBe(customerToken)
  })

  it('explains an invalid, used or expired link and what to do, without the form', async () => {
    installFakeApi({
      [ACCEPT]: errorAnswer(422, [
        {
          code: 'invalid_invitation',
          detail:
            'Este convite é inválido, já foi usado, foi cancelado ou expirou. Peça um novo a um administrador.',
          source: { pointer: '/data/attributes/token' },
        },
      ]),
    })
    const { location } = await renderApp('/convite?token=used-token')
    await choosePassword('uma senha nova e longa')

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/inválido, já foi usado, foi cancelado ou expirou/)
    expect(alert.textContent).toMatch(/Peça um novo convite ao administrador/)
    expect(within(alert).getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe(
      '/entrar?next=%2Fadmin',
    )
    expect(screen.queryByLabelText(/^Senha/)).toBeNull()
    expect(location()).toBe('/convite?token=used-token')
  })

  it('explains a link without a token, without asking the server', async () => {
    const fake = installFakeApi()
    await renderApp('/convite')
    expect((await screen.findByRole('alert')).textContent).toMatch(/Link incompleto/)
    expect(screen.queryByLabelText(/^Senha/)).toBeNull()
    expect(fake.calls).toHaveLength(0)
  })

  it('refuses a common password with the registration rules, before asking the server', async () => {
    const fake = installFakeApi()
    await renderApp('/en/convite?token=invite-token', { language: 'en' })
    fireEvent.change(await screen.findByLabelText(/^Password/), { target: { value: '1234567890' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create password and sign in' }))
    expect(
      await screen.findByText('This password is too common. Pick one that is harder to guess.'),
    ).toBeDefined()
    expect(fake.calls).toHaveLength(0)
  })
})

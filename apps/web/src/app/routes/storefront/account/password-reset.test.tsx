import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorAnswer, installFakeApi } from '../../../../testing/fake-api'
import { renderApp } from '../../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

const ACCEPTED = {
  status: 202,
  body: {
    meta: {
      message: 'Se houver uma conta com este e-mail, vamos enviar a ele um link para criar uma nova senha.',
    },
  },
}

describe('forgot password page', () => {
  it('always answers with the same message', async () => {
    const fake = installFakeApi({ 'POST /api/v1/auth/forgot-password': ACCEPTED })
    await renderApp('/esqueci-a-senha')
    fireEvent.change(await screen.findByLabelText(/^E-mail/), { target: { value: 'ana@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }))
    expect(
      (await screen.findByText(/Se houver uma conta com este e-mail/)).closest('[role=status]'),
    ).not.toBeNull()
    expect(fake.calls[0]?.body).toEqual({
      data: { type: 'password-resets', attributes: { email: 'ana@example.com' } },
    })
  })
})

describe('reset password page', () => {
  it('explains a link without a token and offers a new one, without a form', async () => {
    const fake = installFakeApi()
    await renderApp('/redefinir-senha')
    expect((await screen.findByRole('alert')).textContent).toMatch(/Link incompleto/)
    expect(screen.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).toBe(
      '/esqueci-a-senha',
    )
    expect(screen.queryByLabelText(/^Nova senha/)).toBeNull()
    expect(fake.calls).toHaveLength(0)
  })

  it('shows an invalid or expired token refused by the server, with a way to ask for a new link', async () => {
    const fake = installFakeApi({
      'POST /api/v1/auth/reset-password': errorAnswer(422, [
        {
          code: 'invalid_reset_token',
          detail: 'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo.',
          source: { pointer: '/data/attributes/token' },
        },
      ]),
    })
    const { store } = await renderApp('/redefinir-senha?token=used-token')
    fireEvent.change(await screen.findByLabelText(/^Nova senha/), {
      target: { value: 'uma senha nova e longa' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/inválido, já foi usado ou expirou/)
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toBeDefined()
    expect(fake.calls[0]?.body).toEqual({
      data: {
        type: 'password-resets',
        attributes: { token: 'used-token', password: 'uma senha nova e longa' },
      },
    })
    expect(store.getState().session.error?.errors[0]?.code).toBe('invalid_reset_token')
  })

  it('sets the new password and points to the login', async () => {
    installFakeApi({ 'POST /api/v1/auth/reset-password': { status: 204 } })
    await renderApp('/redefinir-senha?token=good-token')
    fireEvent.change(await screen.findByLabelText(/^Nova senha/), {
      target: { value: 'uma senha nova e longa' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }))
    expect((await screen.findByText(/Sua senha foi alterada/)).closest('[role=status]')).not.toBeNull()
    const main = screen.getByRole('main')
    expect(within(main).getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar')
  })

  it('refuses a common password before asking the server', async () => {
    const fake = installFakeApi()
    await renderApp('/redefinir-senha?token=good-token')
    fireEvent.change(await screen.findByLabelText(/^Nova senha/), { target: { value: '1234567890' } })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }))
    expect(
      await screen.findByText('Esta senha é muito comum. Escolha outra, mais difícil de adivinhar.'),
    ).toBeDefined()
    expect(fake.calls).toHaveLength(0)
  })
})

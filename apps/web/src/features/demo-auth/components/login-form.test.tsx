import { createDemoApi, installDemoApi, type LoginBody } from '@escudo/demo-api'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import axios from 'axios'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { LoginForm } from './login-form'

function setUp() {
  const http = axios.create()
  installDemoApi(http, createDemoApi(), { delayMs: 0 })
  const onLoggedIn = vi.fn<(session: LoginBody) => void>()
  return { http, onLoggedIn }
}

describe('LoginForm', () => {
  it('shows the documented error next to the e-mail field', async () => {
    const { http, onLoggedIn } = setUp()
    await renderWithProviders(<LoginForm registerHref="/r" onLoggedIn={onLoggedIn} />, {
      http,
      namespaces: ['dashboard'],
      route: '/dashboard/login',
    })
    fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'wrong' } })
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    const email = screen.getByRole('textbox', { name: /E-mail/ })
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('E-mail ou senha inválidos')).toBeDefined()
    expect(onLoggedIn).not.toHaveBeenCalled()
  })

  it('hands over the session of a valid login', async () => {
    const { http, onLoggedIn } = setUp()
    await renderWithProviders(<LoginForm registerHref="/r" onLoggedIn={onLoggedIn} />, {
      http,
      namespaces: ['dashboard'],
      route: '/dashboard/login',
    })
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), {
      target: { value: 'client@demo.com' },
    })
    fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'client' } })
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce())
    const session = onLoggedIn.mock.calls[0]![0]
    expect(session.userData.role).toBe('client')
    expect(session.refreshToken).toBeTruthy()
  })
})

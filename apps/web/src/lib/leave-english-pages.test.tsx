import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from './session/refresh-token-storage'
import { authAnswer, installFakeApi } from '../testing/fake-api'
import { renderApp } from '../testing/render-app'

const goTo = vi.hoisted(() => vi.fn())
vi.mock('./go-to', () => ({ goTo }))

beforeEach(() => {
  goTo.mockReset()
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
})

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const signedInAs = (role: 'admin' | 'customer') =>
  installFakeApi({ 'POST /api/v1/auth/refresh': authAnswer({ name: 'Bia Souza', role }) })

// Decision 032: the back office and the dashboard have no English addresses.
describe('leaving the English pages for the back office', { timeout: 20_000 }, () => {
  it('opens /admin, not /en/admin, when an English page sends staff there', async () => {
    signedInAs('admin')
    // Signed in already: the sign-in page sends them on to `?next=`.
    const { location } = await renderApp('/en/entrar?next=%2Fadmin%2Fprodutos%3Fpage%3D2', { language: 'en' })
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/admin/produtos?page=2'))
    // The English router never went there: the address bar does not show /en/admin.
    expect(location()).toBe('/en/entrar?next=%2Fadmin%2Fprodutos%3Fpage%3D2')
  })

  it('stays client-side from a Portuguese page', async () => {
    signedInAs('admin')
    const { location } = await renderApp('/entrar?next=%2Fadmin')
    await waitFor(() => expect(location()).toBe('/admin'))
    expect(goTo).not.toHaveBeenCalled()
  })

  it("links staff, and only staff, to the back office's one address from the account menu", async () => {
    signedInAs('admin')
    const { unmount } = await renderApp('/en/contato', { language: 'en' })
    fireEvent.click(await screen.findByRole('button', { name: "Bia Souza's account" }))
    const item = await screen.findByRole('menuitem', { name: 'Back office' })
    expect(item.getAttribute('href')).toBe('/admin')
    unmount()

    signedInAs('customer')
    await renderApp('/en/contato', { language: 'en' })
    fireEvent.click(await screen.findByRole('button', { name: "Bia Souza's account" }))
    expect(await screen.findByRole('menuitem', { name: 'My account' })).toBeDefined()
    expect(screen.queryByRole('menuitem', { name: 'Back office' })).toBeNull()
  })
})

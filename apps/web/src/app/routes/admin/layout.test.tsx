import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, installFakeApi } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('back office shell', () => {
  it('sends a visitor who is not signed in to the storefront login, coming back afterwards', async () => {
    installFakeApi()
    const { location } = await renderApp('/admin/produtos?page=2')
    await waitFor(() =>
      expect(location()).toBe(`/entrar?next=${encodeURIComponent('/admin/produtos?page=2')}`),
    )
  })

  it('tells a signed-in customer they have no access, without the back office menu', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
    installFakeApi({ 'POST /api/v1/auth/refresh': authAnswer({ name: 'Ana Souza', role: 'customer' }) })
    await renderApp('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sem acesso ao back office' })).toBeDefined()
    expect(screen.queryByRole('navigation', { name: 'Menu do back office' })).toBeNull()
  })

  it('shows staff every section of the back office and their menu', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
    installFakeApi({ 'POST /api/v1/auth/refresh': authAnswer({ name: 'Bia Staff', role: 'admin' }) })
    await renderApp('/admin', { language: 'en' })
    const nav = await screen.findByRole('navigation', { name: 'Back office menu' })
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['Overview', '/admin'],
      ['Products', '/admin/produtos'],
      ['Filters and categories', '/admin/filtros'],
      ['Banners', '/admin/banners'],
      ['Highlights', '/admin/destaques'],
      ['Estimates', '/admin/orcamentos'],
      ['Comments', '/admin/comentarios'],
      ['Contact messages', '/admin/contatos'],
      ['Customers', '/admin/clientes'],
      ['Emails', '/admin/emails'],
    ])
    expect(screen.getByRole('button', { name: 'Account menu of Bia Staff' })).toBeDefined()
  })

  it('names every tab in one style, catalogue and operations screens alike: page · Back office · brand', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
    installFakeApi({ 'POST /api/v1/auth/refresh': authAnswer({ name: 'Bia Staff', role: 'admin' }) })
    const { router } = await renderApp('/admin/banners')
    await waitFor(() => expect(document.title).toBe('Banners · Back office · Escudo EPI'))
    await act(() => router.navigate('/admin/comentarios'))
    await waitFor(() => expect(document.title).toBe('Comentários · Back office · Escudo EPI'))
  })
})

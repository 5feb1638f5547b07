import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { catalogRoutes, homeRoutes } from '../../../features/catalog/testing/fake-catalog'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, installFakeApi } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'
import layout from './layout.module.css'

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Menu do site' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('phone menu', { timeout: 20_000 }, () => {
  it('opens from the header with every destination, and Escape or a link closes it', async () => {
    installFakeApi(catalogRoutes)
    const { router } = await renderApp('/contato')
    const button = await screen.findByText('Menu', { selector: 'summary' })
    const menu = button.closest('details')!
    expect(menu.open).toBe(false)
    fireEvent.click(button)
    expect(menu.open).toBe(true)
    expect(menuLinks()).toEqual([
      ['Início', '/'],
      ['Produtos', '/produtos'],
      ['Favoritos', '/favoritos'],
      ['Lista de orçamento', '/orcamento'],
      ['Consulta CA', '/consulta-ca'],
      ['Onde comprar', '/onde-comprar'],
      ['Contato', '/contato'],
      ['Entrar', '/entrar'],
    ])
    const current = within(menu).getByRole('link', { name: 'Contato' })
    expect(current.getAttribute('aria-current')).toBe('page')

    fireEvent.keyDown(current, { key: 'Escape' })
    expect(menu.open).toBe(false)
    expect(document.activeElement).toBe(button)

    fireEvent.click(button)
    await act(() => router.navigate('/produtos'))
    expect(menu.open).toBe(false)
  })

  it('leads a signed-in customer to the account and the estimates', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'stored-refresh')
    installFakeApi({ ...catalogRoutes, 'POST /api/v1/auth/refresh': authAnswer({ name: 'Ana Souza' }) })
    await renderApp('/contato')
    await screen.findByRole('button', { name: /Ana/ })
    const links = menuLinks()
    expect(links).toContainEqual(['Meus orçamentos', '/minha-conta/orcamentos'])
    expect(links.at(-1)).toEqual(['Minha conta', '/minha-conta'])
  })
})

describe('one search box on a phone', { timeout: 20_000 }, () => {
  const headerSearch = async () =>
    within(await screen.findByRole('banner')).getByRole('search', { name: 'Busca no site' }).parentElement!

  it.each(['/', '/produtos'])(
    "hides the header's box on a phone at %s, which has a search box of its own",
    async (path) => {
      installFakeApi({ ...catalogRoutes, ...homeRoutes })
      await renderApp(path)
      // The class that hides it below 48em (layout.module.css); jsdom applies no media queries.
      expect((await headerSearch()).className).toBe(layout.searchBesidePage)
    },
  )

  it("keeps the header's box on the other pages", async () => {
    installFakeApi(catalogRoutes)
    await renderApp('/contato')
    expect((await headerSearch()).className).toBe(layout.search)
  })
})

import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../testing/render'
import { useUrlLanguage } from './use-url-language'

const goTo = vi.hoisted(() => vi.fn())
vi.mock('./go-to', () => ({ goTo }))

afterEach(() => {
  goTo.mockReset()
  document.cookie = 'escudo_language=; path=/; max-age=0'
})

function StorefrontPage() {
  useUrlLanguage()
  return <p>página</p>
}

/* Decision 041: the language the reader chose is the one they read, on every storefront address. */
describe('useUrlLanguage', () => {
  it("opens the chosen language's address when a client-side move reaches a storefront page in the other one", async () => {
    // E.g. from the back office (one address, its texts in the choice) to a product page, or after signing out.
    document.cookie = 'escudo_language=en; path=/'
    await renderWithProviders(<StorefrontPage />, { route: '/produtos/luva-x?ref=admin#ca' })
    expect(goTo).toHaveBeenCalledWith('/en/produtos/luva-x?ref=admin#ca')

    goTo.mockReset()
    document.cookie = 'escudo_language=pt-BR; path=/'
    await renderWithProviders(<StorefrontPage />, { route: '/en/orcamento', language: 'en' })
    expect(goTo).toHaveBeenCalledWith('/orcamento')
  })

  it("stays, in the address's language, when it is the chosen one or the reader never chose", async () => {
    document.cookie = 'escudo_language=en; path=/'
    const { i18n } = await renderWithProviders(<StorefrontPage />, { route: '/en/entrar', language: 'en' })
    expect(screen.getByText('página')).toBeDefined()
    expect(i18n.language).toBe('en')

    document.cookie = 'escudo_language=; path=/; max-age=0'
    const portuguese = await renderWithProviders(<StorefrontPage />, { route: '/entrar' })
    expect(portuguese.i18n.language).toBe('pt-BR')
    expect(goTo).not.toHaveBeenCalled()
  })
})

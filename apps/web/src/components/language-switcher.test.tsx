import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../testing/render'
import { LanguageSwitcher } from './language-switcher'

const goTo = vi.hoisted(() => vi.fn())
vi.mock('../lib/go-to', () => ({ goTo }))

afterEach(() => {
  goTo.mockReset()
  document.cookie = 'escudo_language=; path=/; max-age=0'
})

describe('LanguageSwitcher', () => {
  it("on the storefront, opens the same page at the other language's address and remembers the choice", async () => {
    const { i18n } = await renderWithProviders(<LanguageSwitcher />, {
      route: '/produtos?filter[categories]=luvas&q=nitrilo',
    })
    expect(i18n.language).toBe('pt-BR')
    expect(screen.getByRole('radiogroup', { name: 'Idioma' })).toBeDefined()

    fireEvent.click(screen.getByRole('radio', { name: 'English' }))

    expect(goTo).toHaveBeenCalledWith('/en/produtos?filter[categories]=luvas&q=nitrilo')
    expect(document.cookie).toContain('escudo_language=en')
    expect(localStorage.getItem('escudo.language')).toBe('en')
    // The page itself does not change language: the English one does.
    expect(i18n.language).toBe('pt-BR')
  })

  it('on an English page, goes back to the Portuguese address', async () => {
    await renderWithProviders(<LanguageSwitcher />, { route: '/en/produtos/luva-x', language: 'en' })
    fireEvent.click(screen.getByRole('radio', { name: 'Português' }))
    expect(goTo).toHaveBeenCalledWith('/produtos/luva-x')
    expect(document.cookie).toContain('escudo_language=pt-BR')
  })

  it('in the back office, switches the texts in place and remembers the choice', async () => {
    const { i18n } = await renderWithProviders(<LanguageSwitcher />, { route: '/admin/produtos' })
    fireEvent.click(screen.getByRole('radio', { name: 'English' }))
    // Switching loads the English texts first, so it completes asynchronously.
    await waitFor(() => expect(i18n.language).toBe('en'))
    expect(goTo).not.toHaveBeenCalled()
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem('escudo.language')).toBe('en')
    expect(await screen.findByRole('radiogroup', { name: 'Language' })).toBeDefined()
  })

  it('starts in the remembered language', async () => {
    localStorage.setItem('escudo.language', 'en')
    const { i18n } = await renderWithProviders(<LanguageSwitcher />, { route: '/admin' })
    expect(i18n.language).toBe('en')
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true)
  })

  it('ignores a stored value that is not a supported language', async () => {
    localStorage.setItem('escudo.language', 'fr')
    const { i18n } = await renderWithProviders(<LanguageSwitcher />, { route: '/admin' })
    expect(i18n.language).toBe('pt-BR')
  })
})

import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../testing/render'
import { LanguageSuggestion } from './language-suggestion'

afterEach(() => {
  document.cookie = 'escudo_language=; path=/; max-age=0'
  localStorage.clear()
})

describe('LanguageSuggestion', () => {
  it('tells a reader who chose English, in English, that the Portuguese page has an English address', async () => {
    document.cookie = 'escudo_language=en; path=/'
    await renderWithProviders(<LanguageSuggestion />, { route: '/produtos/luva-x?utm_source=email' })
    const link = await screen.findByRole('link', { name: 'Read it in English' })
    expect(link.getAttribute('href')).toBe('/en/produtos/luva-x?utm_source=email')
    expect(
      screen
        .getByText(/This page is available in English/)
        .closest('[lang]')
        ?.getAttribute('lang'),
    ).toBe('en')

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Read it in English' })).toBeNull())
    expect(localStorage.getItem('escudo.language-suggestion')).toBe('dismissed')
  })

  it('suggests Portuguese on an English page to a reader who chose Portuguese', async () => {
    document.cookie = 'escudo_language=pt-BR; path=/'
    await renderWithProviders(<LanguageSuggestion />, { route: '/en/contato', language: 'en' })
    const link = await screen.findByRole('link', { name: 'Ver em português' })
    expect(link.getAttribute('href')).toBe('/contato')
  })

  it.each([
    ['no choice', undefined, false],
    ['the page in the chosen language', 'pt-BR', false],
    ['dismissed', 'en', true],
  ])('says nothing with %s', async (_, chosen, dismissed) => {
    if (chosen) document.cookie = `escudo_language=${chosen}; path=/`
    if (dismissed) localStorage.setItem('escudo.language-suggestion', 'dismissed')
    await renderWithProviders(<LanguageSuggestion />, { route: '/produtos' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByRole('link')).toBeNull()
  })
})

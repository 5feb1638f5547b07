import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../testing/render'
import { LanguageSwitcher } from './language-switcher'

describe('LanguageSwitcher', () => {
  it('starts in Portuguese and switches to English, remembering the choice', async () => {
    const { i18n } = await renderWithProviders(<LanguageSwitcher />)
    expect(i18n.language).toBe('pt-BR')
    expect(screen.getByRole('radiogroup', { name: 'Idioma' })).toBeDefined()

    fireEvent.click(screen.getByRole('radio', { name: 'English' }))

    // Switching loads the English texts first, so it completes asynchronously.
    await waitFor(() => expect(i18n.language).toBe('en'))
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem('escudo.language')).toBe('en')
    expect(await screen.findByRole('radiogroup', { name: 'Language' })).toBeDefined()
  })

  it('starts in the remembered language', async () => {
    localStorage.setItem('escudo.language', 'en')
    const { i18n } = await renderWithProviders(<LanguageSwitcher />)
    expect(i18n.language).toBe('en')
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true)
  })

  it('ignores a stored value that is not a supported language', async () => {
    localStorage.setItem('escudo.language', 'fr')
    const { i18n } = await renderWithProviders(<LanguageSwitcher />)
    expect(i18n.language).toBe('pt-BR')
  })
})

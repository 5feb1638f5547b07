import { afterEach, describe, expect, it } from 'vitest'
import { chosenLanguage, LANGUAGE_COOKIE, languageOfCookie, rememberLanguage } from './i18n'

const STORAGE_KEY = 'escudo.language'

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`
  localStorage.clear()
})

describe('languageOfCookie', () => {
  it('reads the language cookie among others, and falls back to pt-BR', () => {
    expect(languageOfCookie(`a=1; ${LANGUAGE_COOKIE}=en; b=2`)).toBe('en')
    expect(languageOfCookie(`${LANGUAGE_COOKIE}=fr`)).toBe('pt-BR')
    expect(languageOfCookie(`${LANGUAGE_COOKIE}=%E0%A4%A`)).toBe('pt-BR')
    expect(languageOfCookie(undefined)).toBe('pt-BR')
  })
})

describe('chosenLanguage', () => {
  it("is the cookie's choice, else the one this browser kept before the cookie existed, else none", () => {
    expect(chosenLanguage()).toBeNull()
    localStorage.setItem(STORAGE_KEY, 'en')
    expect(chosenLanguage()).toBe('en')
    document.cookie = `${LANGUAGE_COOKIE}=pt-BR; path=/`
    expect(chosenLanguage()).toBe('pt-BR')
  })

  it('ignores a stored value that is not a language', () => {
    localStorage.setItem(STORAGE_KEY, 'fr')
    expect(chosenLanguage()).toBeNull()
  })

  it('is what rememberLanguage kept, in the cookie and the storage', () => {
    rememberLanguage('en')
    expect(languageOfCookie(document.cookie)).toBe('en')
    expect(localStorage.getItem(STORAGE_KEY)).toBe('en')
    expect(chosenLanguage()).toBe('en')
  })
})

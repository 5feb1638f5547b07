import { afterEach, describe, expect, it } from 'vitest'
import { LANGUAGE_COOKIE, languageOfCookie, languageToRestore, type ServerTexts } from './i18n'

const STORAGE_KEY = 'escudo.language'
const renderedIn = (language: ServerTexts['language']): ServerTexts => ({ language, resources: {} })

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

describe('languageToRestore', () => {
  it('restores English chosen before the cookie existed on a page the server rendered in Portuguese', () => {
    localStorage.setItem(STORAGE_KEY, 'en')
    expect(languageToRestore(renderedIn('pt-BR'))).toBe('en')
  })

  it('leaves the page alone when the cookie already told the server, or the languages agree', () => {
    localStorage.setItem(STORAGE_KEY, 'en')
    expect(languageToRestore(renderedIn('en'))).toBeNull()
    document.cookie = `${LANGUAGE_COOKIE}=pt-BR; path=/`
    expect(languageToRestore(renderedIn('pt-BR'))).toBeNull()
  })

  it('has nothing to restore without a choice, a valid one, or a server-rendered page', () => {
    expect(languageToRestore(renderedIn('pt-BR'))).toBeNull()
    localStorage.setItem(STORAGE_KEY, 'fr')
    expect(languageToRestore(renderedIn('pt-BR'))).toBeNull()
    localStorage.setItem(STORAGE_KEY, 'en')
    expect(languageToRestore(undefined)).toBeNull()
  })
})

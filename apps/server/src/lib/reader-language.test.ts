import { describe, expect, it } from 'vitest'
import { askedLanguage, readerLanguage } from './reader-language'

describe('the language an error is answered in', () => {
  it('is what Accept-Language asks for among ours: English only when preferred to Portuguese', () => {
    for (const header of [
      'en',
      'en-US',
      'en-GB,en;q=0.9',
      'en-US,en;q=0.9,pt-BR;q=0.8',
      'pt;q=0.5,en',
      'en, pt',
    ])
      expect(askedLanguage(header), header).toBe('en')
    for (const header of ['pt-BR', 'pt-BR,pt;q=0.9,en;q=0.8', 'pt, en', 'fr,pt;q=0.1', 'en;q=0,pt'])
      expect(askedLanguage(header), header).toBe('pt-BR')
    for (const header of [undefined, '', 'fr', 'en;q=0', '*', 'en;q=x'])
      expect(askedLanguage(header), header).toBeUndefined()
  })

  it('is the language the interface asks for, then the signed-in reader’s own, then pt-BR', () => {
    // The web app sends the language its interface shows: a reader whose account says pt-BR reading in English.
    expect(readerLanguage('pt-BR', 'en')).toBe('en')
    expect(readerLanguage('en', 'pt-BR')).toBe('pt-BR')
    // A client that names no language of ours (curl, an integration) gets the account's.
    expect(readerLanguage('en', undefined)).toBe('en')
    expect(readerLanguage('en', 'fr')).toBe('en')
    expect(readerLanguage(undefined, 'en-US')).toBe('en')
    expect(readerLanguage(undefined, undefined)).toBe('pt-BR')
  })
})

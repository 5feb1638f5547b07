import { describe, expect, it } from 'vitest'
import { answerIn, keepTranslation, l, negotiateLanguage } from './text'

describe('negotiateLanguage', () => {
  it.each([
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT,en;q=0.5', 'pt-BR'],
    ['en', 'en'],
    ['en-US,en;q=0.9,pt-BR;q=0.8', 'en'],
    ['de-DE,pt-BR;q=0.7,en;q=0.6', 'pt-BR'],
    ['en;q=0.4, pt-BR;q=0.9', 'pt-BR'],
    ['PT-br', 'pt-BR'],
  ])('reads %s as %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language)
  })

  it.each([undefined, '', 'fr-FR', 'pt;q=0', '*', 42])(
    'falls back to English for %j, the language of the contract',
    (header) => {
      expect(negotiateLanguage(header)).toBe('en')
    },
  )
})

describe('answerIn', () => {
  const data = {
    title: l('Luvas', 'Gloves'),
    nested: [{ name: l('Óculos', 'Glasses'), price: 3 }],
    note: 'as typed',
  }

  it('replaces every translated text, however deep, by its string in the language', () => {
    expect(answerIn(data, 'pt-BR')).toEqual({
      title: 'Luvas',
      nested: [{ name: 'Óculos', price: 3 }],
      note: 'as typed',
    })
    expect(answerIn(data, 'en')).toEqual({
      title: 'Gloves',
      nested: [{ name: 'Glasses', price: 3 }],
      note: 'as typed',
    })
  })

  it('answers a copy: changing it leaves the stored data alone', () => {
    const answer = answerIn(data, 'en') as { nested: { price: number }[] }
    answer.nested[0]!.price = 99
    expect(data.nested[0]!.price).toBe(3)
  })
})

describe('keepTranslation', () => {
  const title = l('Luvas', 'Gloves')

  it('keeps both languages when the text comes back as it was shown', () => {
    expect(keepTranslation(title, 'Luvas', 'pt-BR')).toBe(title)
    expect(keepTranslation(title, 'Gloves', 'en')).toBe(title)
  })

  it('takes what the user wrote when it changed', () => {
    expect(keepTranslation(title, 'Luvas nitrílicas', 'pt-BR')).toBe('Luvas nitrílicas')
    // The English text sent back by a Portuguese reader is an edit, not the same text.
    expect(keepTranslation(title, 'Gloves', 'pt-BR')).toBe('Gloves')
    expect(keepTranslation('typed', 'typed again', 'en')).toBe('typed again')
  })
})

import { ProductInputFields, en388Problem } from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import {
  CUT_LEVEL_GROUP,
  cutLevelFor,
  cutOptionsFor,
  isDerivedCutOption,
  withDerivedCutChanges,
  withDerivedCutOptions,
} from '../../src/catalog/cut-options'
import { buildDemoCatalog } from '../../src/seed/demo-catalog'

describe('cutOptionsFor: the cut options from the EN 388:2016 code and the ANSI/ISEA 105 level', () => {
  it.each([
    ['4X43C', null, 'c'],
    ['4X43CP', null, 'c'],
    ['2X31A', 'A1', 'a'],
    ['4X44F', 'A8', 'f'],
    ['4x43d', null, 'd'],
    [' 4X43B ', null, 'b'],
  ])('takes the ISO cut letter of %s (ANSI %s) → %s', (en388, ansi, level) => {
    expect(cutOptionsFor(en388, ansi)).toEqual({ riskTypes: [`corte-${level}`], cutLevel: [level] })
  })

  it('prefers the ISO letter over the ANSI level when both are given', () => {
    expect(cutLevelFor('4X44E', 'A6')).toBe('e')
    expect(cutLevelFor('4X43C', 'A9')).toBe('c')
  })

  it.each([
    ['A1', 'a'],
    ['A2', 'b'],
    ['A3', 'c'],
    ['A4', 'd'],
    ['A5', 'e'],
    ['A6', 'f'],
    ['A7', 'f'],
    ['A8', 'f'],
    ['A9', 'f'],
  ])('maps ANSI %s to ISO %s when the ISO letter is X or absent', (ansi, level) => {
    expect(cutLevelFor('4542X', ansi)).toBe(level)
    expect(cutLevelFor(null, ansi)).toBe(level)
    expect(cutLevelFor(undefined, ansi.toLowerCase())).toBe(level)
  })

  it('does not derive a level from the coup digit, nor from nothing', () => {
    expect(cutOptionsFor('2541X', null)).toEqual({ riskTypes: [], cutLevel: [] })
    expect(cutOptionsFor('4X43X', null)).toEqual({ riskTypes: [], cutLevel: [] })
    expect(cutOptionsFor(null, null)).toEqual({ riskTypes: [], cutLevel: [] })
    expect(cutOptionsFor('', '')).toEqual({ riskTypes: [], cutLevel: [] })
    expect(cutOptionsFor('4X43C', 'A0')).toEqual({ riskTypes: ['corte-c'], cutLevel: ['c'] })
    expect(cutOptionsFor('4X43X', 'B3')).toEqual({ riskTypes: [], cutLevel: [] })
  })
})

describe('withDerivedCutOptions: both groups overwritten from the codes', () => {
  const glove = {
    category: 'luva-de-seguranca',
    en388: '4X43D',
    ansiCutLevel: null,
    riskTypes: ['corte-a', 'abrasao-rasgo', 'corte-f', 'corte-max'],
    secondary: { 'glove.size': ['8'], [CUT_LEVEL_GROUP]: ['b'] },
  }

  it('replaces hand-picked cut options, keeping the others in order', () => {
    expect(withDerivedCutOptions(glove)).toEqual({
      riskTypes: ['abrasao-rasgo', 'corte-max', 'corte-d'],
      secondary: { 'glove.size': ['8'], [CUT_LEVEL_GROUP]: ['d'] },
    })
  })

  it('removes them when the product is not cut-rated', () => {
    expect(withDerivedCutOptions({ ...glove, en388: '4141X' })).toEqual({
      riskTypes: ['abrasao-rasgo', 'corte-max'],
      secondary: { 'glove.size': ['8'] },
    })
  })

  it('sets the glove filter only on gloves', () => {
    expect(withDerivedCutOptions({ ...glove, category: 'mangote', secondary: {} })).toEqual({
      riskTypes: ['abrasao-rasgo', 'corte-max', 'corte-d'],
      secondary: {},
    })
  })

  it('derives a partial update from the saved product when it touches a code or a cut group', () => {
    expect(withDerivedCutChanges(glove, { en388: '4X44E' })).toEqual({
      en388: '4X44E',
      riskTypes: ['abrasao-rasgo', 'corte-max', 'corte-e'],
      secondary: { 'glove.size': ['8'], [CUT_LEVEL_GROUP]: ['e'] },
    })
    expect(withDerivedCutChanges(glove, { riskTypes: ['corte-a'] })).toMatchObject({ riskTypes: ['corte-d'] })
    expect(withDerivedCutChanges(glove, { name: 'Outra' })).toEqual({ name: 'Outra' })
  })

  it('marks the derived options for bulk actions', () => {
    expect(isDerivedCutOption('riskTypes', 'corte-c')).toBe(true)
    expect(isDerivedCutOption('riskTypes', 'corte-max')).toBe(false)
    expect(isDerivedCutOption(CUT_LEVEL_GROUP, 'c')).toBe(true)
    expect(isDerivedCutOption('segments', 'corte-c')).toBe(false)
  })

  it('holds for every product of the demo catalogue', () => {
    for (const { product } of buildDemoCatalog(new Date('2026-01-01'))) {
      const fields = {
        category: product.category,
        en388: product.en388 ?? null,
        ansiCutLevel: product.ansiCutLevel ?? null,
        riskTypes: product.riskTypes ?? [],
        secondary: product.secondary ?? {},
      }
      expect(withDerivedCutOptions(fields), product.reference).toEqual({
        riskTypes: fields.riskTypes,
        secondary: fields.secondary,
      })
      if (product.en388) expect(en388Problem(product.en388), product.reference).toBeUndefined()
    }
  })
})

describe('EN 388:2016 codes on write', () => {
  const parse = (code: string) => ProductInputFields.shape.en388.safeParse(code)

  it.each(['4X43C', '4X43CP', '4X43CD', '0000A', 'XXXXX', '4544F', '2x31a', ' 4X43C '])(
    'accepts %s',
    (code) => {
      expect(parse(code).success).toBe(true)
    },
  )

  it.each([
    ['4X43', 'são 5, ou 6 com P'],
    ['4X43CPP', 'são 5, ou 6 com P'],
    ['5X43C', '1º caractere (abrasão) é "5"; use 0 a 4 ou X'],
    ['4643C', '2º caractere (corte por lâmina (coup)) é "6"; use 0 a 5 ou X'],
    ['4X53C', '3º caractere (rasgo) é "5"; use 0 a 4 ou X'],
    ['4X4AC', '4º caractere (perfuração) é "A"; use 0 a 4 ou X'],
    ['4X43G', '5º caractere (corte ISO 13997) é "G"; use uma letra de A a F ou X'],
    ['4X434', '5º caractere (corte ISO 13997) é "4"'],
    ['4X43CQ', '6º caractere (impacto) é "Q"; use P ou D, ou omita-o'],
  ])('refuses %s saying what is wrong', (code, message) => {
    const result = parse(code)
    expect(result.success).toBe(false)
    expect(result.error!.issues[0]!.message).toContain(message)
  })
})

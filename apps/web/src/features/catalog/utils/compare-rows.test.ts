import { describe, expect, it } from 'vitest'
import { compareRows, visibleRows, type ComparedProduct } from './compare-rows'
import { slugsOfSearch } from './compare-url'

const glove = (overrides: Partial<ComparedProduct> = {}): ComparedProduct => ({
  slug: 'luva-a',
  name: 'Luva A',
  caNumber: '12345',
  caValidUntil: '2028-12-31',
  caState: 'valido',
  caRegistry: { status: 'valido', situation: 'VÁLIDO' },
  en388: '4X43C',
  ansiCutLevel: 'A3',
  materials: ['nylon', 'nitrilica'],
  secondary: { 'glove.coating': ['nitrilica'] },
  sizes: ['8', '9', '10'],
  norms: ['EN 388:2016'],
  certificates: ['ca'],
  category: 'luva-de-seguranca',
  ...overrides,
})

const row = (rows: ReturnType<typeof compareRows>, key: string) => rows.find((each) => each.key === key)

describe('compareRows', () => {
  it('splits the EN 388 code into its positions and marks only the rows that differ', () => {
    const rows = compareRows([glove(), glove({ slug: 'luva-b', en388: '4543D', caNumber: '54321' })])
    expect(row(rows, 'en388')).toMatchObject({ cells: [['4X43C'], ['4543D']], differs: true })
    expect(row(rows, 'abrasion')).toMatchObject({ cells: [['4'], ['4']], differs: false })
    expect(row(rows, 'cut')).toMatchObject({ cells: [['X'], ['5']], differs: true })
    expect(row(rows, 'tear')).toMatchObject({ differs: false })
    expect(row(rows, 'puncture')).toMatchObject({ differs: false })
    expect(row(rows, 'tdmCut')).toMatchObject({ cells: [['C'], ['D']], differs: true })
    expect(row(rows, 'caNumber')?.differs).toBe(true)
    expect(row(rows, 'sizes')?.differs).toBe(false)
    expect(row(rows, 'coating')).toMatchObject({ cells: [['nitrilica'], ['nitrilica']], differs: false })
  })

  it('treats lists as sets: the same materials in another order do not differ', () => {
    const rows = compareRows([glove(), glove({ materials: ['nitrilica', 'nylon'] })])
    expect(row(rows, 'materials')?.differs).toBe(false)
  })

  it('a value one product lacks differs; rows no product has are left out', () => {
    const rows = compareRows([glove({ ansiCutLevel: null }), glove()])
    expect(row(rows, 'ansiCutLevel')).toMatchObject({ cells: [null, ['A3']], differs: true })
    const noGloves = compareRows([
      glove({ en388: null, ansiCutLevel: null, secondary: {} }),
      glove({ en388: null, ansiCutLevel: null, secondary: {} }),
    ])
    expect(noGloves.map((each) => each.key)).not.toContain('en388')
    expect(noGloves.map((each) => each.key)).not.toContain('cut')
    expect(noGloves.map((each) => each.key)).not.toContain('coating')
  })

  it('an unavailable product is an empty column that does not count as a difference', () => {
    const rows = compareRows([glove(), undefined, glove()])
    expect(row(rows, 'caNumber')).toMatchObject({ cells: [['12345'], null, ['12345']], differs: false })
    expect(rows.some((each) => each.differs)).toBe(false)
  })

  it('shows another registry situation in its own words', () => {
    const rows = compareRows([
      glove(),
      glove({ caState: 'invalido', caRegistry: { status: 'outro', situation: 'CANCELADO' } }),
    ])
    expect(row(rows, 'caRegistry')).toMatchObject({
      cells: [['valido'], ['outro', 'CANCELADO']],
      differs: true,
    })
    expect(row(rows, 'caState')?.differs).toBe(true)
  })

  it('"differences only" keeps the differing rows', () => {
    const rows = compareRows([glove(), glove({ sizes: ['7'] })])
    expect(visibleRows(rows, true).map((each) => each.key)).toEqual(['sizes'])
    expect(visibleRows(rows, false)).toBe(rows)
  })
})

describe('compareRows: chemical resistance (issue 38)', () => {
  const acetone = { cas: '67-64-1', name: 'Acetona', nameEn: 'Acetone', letter: 'B' }
  const soda = {
    cas: '1310-73-2',
    name: 'Hidróxido de sódio 40 %',
    nameEn: 'Sodium hydroxide 40 %',
    letter: 'K',
  }
  const oil = { cas: '8042-47-5', name: 'Óleo mineral', nameEn: null, letter: null }

  it('adds the type and a row per chemical either glove was tested against, letters first; untested is a value', () => {
    const rows = compareRows([
      glove({
        en374Type: 'B',
        chemicalResistance: [
          { ...soda, level: 6 },
          { ...oil, level: 3 },
          { ...acetone, level: 0 },
        ],
      }),
      glove({ en374Type: 'C', chemicalResistance: [{ ...soda, level: 6 }] }),
      glove(),
    ])
    expect(row(rows, 'en374Type')).toMatchObject({ cells: [['B'], ['C'], null], differs: true })
    const chemicals = rows.filter((each) => each.key === 'chemical')
    expect(chemicals.map((each) => each.chemical?.cas)).toEqual([acetone.cas, soda.cas, oil.cas])
    expect(chemicals.map((each) => [each.cells, each.differs])).toEqual([
      [[['0'], ['untested'], ['untested']], true],
      [[['6'], ['6'], ['untested']], true],
      [[['3'], ['untested'], ['untested']], true],
    ])
    // The chemical rows come right after the type.
    const at = rows.findIndex((each) => each.key === 'en374Type')
    expect(rows.slice(at + 1, at + 4).every((each) => each.key === 'chemical')).toBe(true)
  })

  it('two gloves with the same level against a chemical do not differ there; no results, no chemical rows', () => {
    const same = compareRows([
      glove({ chemicalResistance: [{ ...soda, level: 4 }] }),
      glove({ chemicalResistance: [{ ...soda, level: 4 }] }),
    ])
    expect(same.find((each) => each.key === 'chemical')).toMatchObject({ differs: false })
    expect(compareRows([glove(), glove()]).some((each) => each.key === 'chemical')).toBe(false)
  })
})

describe('slugsOfSearch', () => {
  it('reads up to four distinct slugs from ?p=', () => {
    expect(slugsOfSearch('?p=a,b,,a, c ,d,e')).toEqual(['a', 'b', 'c', 'd'])
    expect(slugsOfSearch('')).toEqual([])
  })
})

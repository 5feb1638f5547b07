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

describe('slugsOfSearch', () => {
  it('reads up to four distinct slugs from ?p=', () => {
    expect(slugsOfSearch('?p=a,b,,a, c ,d,e')).toEqual(['a', 'b', 'c', 'd'])
    expect(slugsOfSearch('')).toEqual([])
  })
})

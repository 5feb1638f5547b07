import { describe, expect, it } from 'vitest'
import { MemoryIndex } from './memory-index'
import { productMaker } from './testing'

const taxonomy = [
  {
    id: 'segments',
    options: [
      { id: 'frigorifico', titles: ['Frigorífico', 'Cold storage'] },
      { id: 'vidreiro', titles: ['Vidreiro', 'Glass'] },
    ],
  },
]

const product = productMaker()

const nitrile = product({
  name: 'Luva Nitrílica Verde',
  description: 'Proteção contra óleos.',
  nameEn: 'Green Nitrile Gloves',
  descriptionEn: 'Protection against oils.',
  popularity: 1,
})
const glasses = product({ name: 'Óculos de Proteção Incolor', summary: 'Lente antiembaçante.' })
const kevlarName = product({ name: 'Mangote Kevlar', popularity: 1 })
const kevlarText = product({
  name: 'Luva Térmica',
  description: 'Fios de kevlar na palma.',
  nameEn: 'Heat Glove',
  shortDescriptionEn: 'Cut resistant, with kevlar yarn in the palm.',
  popularity: 999,
})
const cold = product({ name: 'Macacão Térmico', options: { segments: ['frigorifico'] } })
const code = product({ name: 'Cinturão Paraquedista', reference: 'EP-AC-1094', caNumber: '31234' })
const others = Array.from({ length: 30 }, () =>
  product({ description: 'Inclui os códigos EP-AC-1095 e 31235.' }),
)

const catalogue = [nitrile, glasses, kevlarName, kevlarText, cold, code, ...others]
const built = (products = catalogue) => {
  const index = new MemoryIndex(taxonomy)
  index.load(products)
  return index
}
/** As the build worker hands an index over: a snapshot, cloned with its buffers transferred, restored. */
const moved = (products = catalogue) => {
  const { snapshot, transfer } = built(products).snapshot()
  return MemoryIndex.restore(structuredClone(snapshot, { transfer }))
}

describe.each([
  ['built in place', built()],
  ['moved from another thread', moved()],
])('text search (%s)', (_, index) => {
  const find = (q: string, language?: 'en') =>
    index
      .search({ q, filters: {}, isLancamento: false, sort: 'relevance', offset: 0, limit: 50, language })
      .hits.map((hit) => hit.id)

  it('stems plurals: "luvas" finds "luva"', () => {
    expect(find('luvas')).toEqual(expect.arrayContaining([nitrile.id, kevlarText.id]))
  })

  it('folds accents both ways: "protecao" finds "proteção", "OCULOS" finds "Óculos"', () => {
    expect(find('protecao')).toEqual(expect.arrayContaining([nitrile.id, glasses.id]))
    expect(find('OCULOS')).toEqual([glasses.id])
    expect(find('proteções')).toEqual(expect.arrayContaining([nitrile.id, glasses.id]))
  })

  it('tolerates typos: "nitrilca" finds "nitrílica"', () => {
    expect(find('nitrilca')).toEqual([nitrile.id])
    expect(find('luva nitrilca')).toEqual([nitrile.id])
  })

  it('matches the word being typed as a prefix', () => {
    expect(find('paraque')).toEqual([code.id])
    expect(find('luva nitr')).toEqual([nitrile.id])
  })

  it('needs every word: "luva kevlar" is the glove, not the sleeve', () => {
    expect(find('luva kevlar')).toEqual([kevlarText.id])
  })

  it('ranks a name match above a description match, whatever the popularity', () => {
    expect(find('kevlar')).toEqual([kevlarName.id, kevlarText.id])
  })

  it('searches the titles of the options of a product, in both languages', () => {
    expect(find('frigorifico')).toEqual([cold.id])
    expect(find('cold storage')).toEqual([cold.id])
  })

  it('puts the product with an exact reference or CA number first', () => {
    for (const query of [
      'EP-AC-1094',
      'ep ac 1094',
      'eplv1094'.replace('lv', 'ac'),
      '31234',
      'CA 31234',
      'CA-31234',
    ]) {
      expect(find(query)[0]).toBe(code.id)
    }
  })

  it('ignores a query with nothing searchable, and finds nothing for gibberish', () => {
    expect(find('!!! ???').length).toBe(36)
    expect(find('xyzzyqwv')).toEqual([])
  })

  describe('in English (lang=en)', () => {
    const findEn = (q: string) => find(q, 'en')

    it('stems English words: "gloves" finds "Glove", "glove" finds "Gloves", "resistance" finds "resistant"', () => {
      expect(findEn('gloves')).toEqual(expect.arrayContaining([nitrile.id, kevlarText.id]))
      expect(findEn('glove').sort()).toEqual([nitrile.id, kevlarText.id].sort())
      expect(findEn('cut resistance')).toEqual([kevlarText.id])
      expect(findEn('cut-resistant gloves')).toEqual([kevlarText.id])
      expect(findEn('protecting oil')).toEqual([nitrile.id])
    })

    it('keeps prefixes and typos, English option titles, codes and untranslated names', () => {
      expect(findEn('nitr')).toEqual([nitrile.id])
      expect(findEn('nitrle gloves')).toEqual([nitrile.id])
      expect(findEn('cold storage')).toEqual([cold.id])
      expect(findEn('CA 31234')[0]).toBe(code.id)
      expect(findEn('paraquedista')).toEqual([code.id])
    })

    it('leaves the Portuguese search as it was: English words are not Portuguese terms', () => {
      expect(find('gloves')).toEqual([])
    })

    it('tries a query in Portuguese when no product answers it in English, and only then', () => {
      // A buyer on an English page types the Portuguese words they know.
      expect(findEn('luva kevlar')).toEqual(find('luva kevlar'))
      expect(findEn('luva kevlar')).toEqual([kevlarText.id])
      // English answers win: "glove" keeps its English results alone.
      expect(findEn('glove').sort()).toEqual([nitrile.id, kevlarText.id].sort())
      // Nothing in either language stays nothing (never the whole catalogue).
      expect(findEn('xyzzyqwv')).toEqual([])
    })
  })

  it('keeps finding after writes', () => {
    index.upsert({ ...glasses, name: 'Óculos Ampla Visão' })
    expect(find('ampla')).toEqual([glasses.id])
    expect(find('incolor')).toEqual([])
    index.remove(glasses.id)
    expect(find('ampla')).toEqual([])
    expect(find('31234')[0]).toBe(code.id)
    index.remove(code.id)
    expect(find('31234')).not.toContain(code.id)
    expect(find('EP-AC-1094')).not.toContain(code.id)
    index.upsert(code)
    expect(find('CA 31234')[0]).toBe(code.id)
  })

  it('finds codes first seen after the build, whole and as prefixes beside the ones built with', () => {
    const later = product({ name: 'Mangote Raspa', reference: 'EP-ZZ-7777', caNumber: '31236' })
    index.upsert(later)
    expect(find('EP-ZZ-7777')[0]).toBe(later.id)
    expect(find('epzz77')).toEqual([later.id])
    expect(find('CA 31236')[0]).toBe(later.id)
    // "3123" opens the CA numbers built with (31234 in a code, 31235 in descriptions) and the new one.
    expect(find('3123')).toEqual(expect.arrayContaining([code.id, others[0]!.id, later.id]))
    index.remove(later.id)
    expect(find('epzz7777')).toEqual([])
  })

  it("matches an option's titles on the products that have it, below a name match, after writes too", () => {
    const glassName = product({ name: 'Luva Vidreiro' })
    const glassOption = product({ name: 'Luva Lisa', options: { segments: ['vidreiro'] }, popularity: 1e6 })
    index.upsert(glassName)
    index.upsert(glassOption)
    expect(find('vidreiro')).toEqual([glassName.id, glassOption.id])
    expect(find('glass', 'en')).toEqual([glassOption.id])
    index.upsert({ ...glassOption, options: {} })
    expect(find('vidreiro')).toEqual([glassName.id])
    index.remove(glassName.id)
    index.remove(glassOption.id)
  })
})

// Both languages' searches read one shared index of the codes' terms (CodeIndex): a change of a product's
// codes must reach both, and a term a product has in its name and its codes keeps the name's rank. Without
// `others`, whose Portuguese descriptions quote codes, both languages find exactly the same products.
describe.each([
  ['built in place', built],
  ['moved from another thread', moved],
])('codes in both languages (%s)', (_, make) => {
  const index = make(catalogue.filter((item) => !others.includes(item)))
  const find = (q: string, language?: 'en') =>
    index
      .search({ q, filters: {}, isLancamento: false, sort: 'relevance', offset: 0, limit: 50, language })
      .hits.map((hit) => hit.id)
  const codeQueries = (reference: string, caNumber: string) => [
    reference,
    reference.replaceAll('-', ''),
    reference.slice(0, -1),
    caNumber,
    `CA ${caNumber}`,
    `ca${caNumber}`,
  ]

  it('finds a product by its reference and CA number in English exactly as in Portuguese, after a change of them', () => {
    for (const query of codeQueries(code.reference, code.caNumber)) {
      expect(find(query)[0]).toBe(code.id)
      expect(find(query, 'en')).toEqual(find(query))
    }
    const changed = { ...code, reference: 'EP-AC-2094', caNumber: '51234' }
    index.upsert(changed)
    for (const query of codeQueries(changed.reference, changed.caNumber)) {
      expect(find(query)[0]).toBe(code.id)
      expect(find(query, 'en')).toEqual(find(query))
    }
    for (const query of ['EP-AC-1094', 'epac1094', '31234', 'CA 31234']) {
      expect(find(query)).not.toContain(code.id)
      expect(find(query, 'en')).not.toContain(code.id)
    }
    index.remove(code.id)
    for (const language of [undefined, 'en'] as const) expect(find('CA 51234', language)).toEqual([])
  })

  it('ranks a product with a code in its name above one with it in its codes only, in both languages', () => {
    const named = product({ name: 'Cinto 5566', reference: 'XX-5566', popularity: 1 })
    const coded = product({ name: 'Bolsa', reference: 'YY-5566', popularity: 1e6 })
    index.upsert(named)
    index.upsert(coded)
    for (const language of [undefined, 'en'] as const)
      expect(find('5566', language)).toEqual([named.id, coded.id])
  })
})

import { describe, expect, it } from 'vitest'
import { MemoryIndex } from './memory-index'
import { PORTUGUESE } from './text/normalize'
import { MAX_VARIANTS, sameSearchTerms, Synonyms } from './text/synonyms'
import { productMaker } from './testing'
import type { SearchQuery } from './types'

const product = productMaker()
const catalogue = [
  product({ id: 'bota', name: 'Bota de Segurança Couro', nameEn: 'Leather Safety Boot' }),
  product({
    id: 'botina',
    name: 'Botina Elástica',
    description: 'Calçado leve.',
    nameEn: 'Elastic Work Boot',
  }),
  product({
    id: 'respirador',
    name: 'Respirador Semifacial',
    description: 'Filtro classe P2.',
    nameEn: 'Half Mask Respirator',
  }),
  product({ id: 'pff2', name: 'Máscara PFF2 Dobrável', nameEn: 'Foldable FFP2 Mask' }),
  product({ id: 'abafador', name: 'Abafador Concha', nameEn: 'Earmuff' }),
  product({
    id: 'descricao',
    name: 'Kit Obra',
    description: 'Inclui um protetor auricular de espuma.',
    nameEn: 'Site Kit',
  }),
]

const index = (sets: Parameters<MemoryIndex['setSynonyms']>[0] = []) => {
  const built = new MemoryIndex([])
  built.load(catalogue)
  built.setSynonyms(sets)
  return built
}
const ids = (built: MemoryIndex, q: string, language?: SearchQuery['language']) =>
  built
    .search({ q, filters: {}, isLancamento: false, sort: 'relevance', offset: 0, limit: 20, language })
    .hits.map((hit) => hit.id)

describe('synonyms in the memory index', () => {
  const sets = [
    { language: 'pt-BR' as const, terms: ['botina', 'bota de segurança'], oneWay: false },
    { language: 'pt-BR' as const, terms: ['PFF2', 'respirador'], oneWay: true },
    { language: 'pt-BR' as const, terms: ['abafador', 'protetor auricular'], oneWay: false },
    { language: 'en' as const, terms: ['earmuff', 'ear defender'], oneWay: false },
  ]

  it('finds each term of an equivalent set by the others, the words typed first', () => {
    const plain = index()
    expect(ids(plain, 'botinas')).toEqual(['botina'])
    const taught = index(sets)
    // Plural and accents: the set's terms are analysed as the query is.
    expect(ids(taught, 'Botinas')).toEqual(['botina', 'bota'])
    expect(ids(taught, 'botas de seguranca')).toEqual(['bota', 'botina'])
    // The synonym's name match outranks the typed word's description match.
    expect(ids(taught, 'abafador')).toEqual(['abafador', 'descricao'])
    expect(ids(taught, 'protetor auricular')).toEqual(['abafador', 'descricao'])
  })

  it('applies a one-way set from its first term only', () => {
    const taught = index(sets)
    expect(ids(taught, 'pff2')).toEqual(['pff2', 'respirador'])
    expect(ids(taught, 'respirador')).toEqual(['respirador'])
  })

  it('keeps the other words of the query, and each language its own sets', () => {
    const taught = index(sets)
    expect(ids(taught, 'botina couro')).toEqual(['bota'])
    expect(ids(taught, 'botina elastica')).toEqual(['botina'])
    expect(ids(taught, 'ear defender', 'en')).toEqual(['abafador'])
    expect(ids(index(), 'ear defender', 'en')).toEqual([])
    // An English set does not apply to Portuguese searches.
    expect(ids(taught, 'ear defender')).toEqual([])
  })

  it('replaces the sets whole, and says nothing more once they are gone', () => {
    const taught = index(sets)
    taught.setSynonyms([])
    expect(ids(taught, 'botinas')).toEqual(['botina'])
    expect(ids(taught, 'pff2')).toEqual(['pff2'])
  })

  it('bounds the variants of a query with many triggers', () => {
    const many = new Synonyms(
      [{ language: 'pt-BR', terms: ['luva', 'guante', 'manopla', 'mitene', 'dedeira'], oneWay: false }],
      PORTUGUESE,
    )
    const variants = many.variants(['luva', 'luva', 'luva'])
    expect(variants).toHaveLength(MAX_VARIANTS)
    expect(variants[0]!.map((word) => word.word)).toEqual(['luva', 'luva', 'luva'])
    // The last word typed matches as a prefix; a synonym put in its place does not.
    expect(variants[0]!.at(-1)!.prefix).toBe(true)
    expect(variants[1]!.at(-1)!.prefix).toBe(false)
  })

  it('tells which terms the search reads alike', () => {
    expect(
      sameSearchTerms(['botina', 'Botinas', 'bota de segurança', 'botas segurança'], PORTUGUESE),
    ).toEqual([
      [1, 0],
      [3, 2],
    ])
  })
})

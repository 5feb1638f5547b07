import type { ProductSort } from '@escudo/contracts'
import type { JsonWriter } from '../../lib/json-writer'
import type { ChemicalNames, IndexedChemical } from './chemical-levels'
import type { AppliedRule, SearchRule } from './rules'
import type { SynonymSet } from './text/synonyms'

export type { SynonymSet } from './text/synonyms'

/**
 * A filter group as the index sees it: ids in display order, titles for the text index (the Portuguese
 * title, then the English one: Portuguese searches find both, English searches the English one).
 */
export type TaxonomyGroup = {
  id: string
  options: { id: string; titles: string[] }[]
}

/** What the index keeps of a product: what it filters, sorts and searches on, and what it returns. */
export type IndexedProduct = {
  id: string
  slug: string
  reference: string
  caNumber: string
  name: string
  summary: string
  description: string
  /** The English texts (issue 22), null when not translated. */
  nameEn?: string | null
  shortDescriptionEn?: string | null
  descriptionEn?: string | null
  /** Group id → option ids, primary and secondary groups alike. */
  options: Record<string, string[]>
  isLancamento: boolean
  /** The product can be quoted (`canBeQuoted`: its CA is not `invalido`): the `caValido` facet. */
  caValid: boolean
  popularity: number
  createdAt: number
  published: boolean
  /** Its chemical resistance results (issue 38), for `filter[chemicals]`; absent or empty: none. */
  chemicals?: readonly IndexedChemical[]
  /** The product as the list returns it (a serialized JSON:API resource), so a page never reads the database. */
  document: string
}

export type SearchQuery = {
  q?: string | undefined
  filters: Partial<Record<string, string[]>>
  isLancamento: boolean
  /** Only products whose CA is valid. */
  caValido?: boolean | undefined
  sort: ProductSort
  offset: number
  limit: number
  /** The page's language: `en` searches the English texts with English stemming; Portuguese by default. */
  language?: 'pt-BR' | 'en' | undefined
  /**
   * CAS numbers (issue 38): only products whose result reaches `minLevel` against every one; a constraint on
   * every group's counts, like the search text, not a facet group.
   */
  chemicals?: readonly string[] | undefined
  /** The level each of `chemicals` needs (0–6); default 1. */
  minLevel?: number | undefined
  /** false skips the facet counts (home page blocks need none). */
  facets?: boolean
  /**
   * The search rule to apply with `q` (issue 36): null for none; absent, the index looks up the rules in force
   * for the query (a preview passes the rule being edited, or null for the results without one).
   */
  rule?: AppliedRule | null | undefined
}

export type ChemicalCount = { cas: string; count: number } & (
  ChemicalNames | { [K in keyof ChemicalNames]: null }
)

/** A product found: its id and its serialized resource (UTF-8 JSON). */
export type Hit = { id: string; document: Buffer }

export type SearchResult = {
  total: number
  hits: Hit[]
  /**
   * When a text query found nothing, the closest query that finds something with the same filters ("você
   * quis dizer"), as a buyer would type it; null otherwise.
   */
  didYouMean?: string | null
  /** The path of this site a search rule sends the buyer to (issue 36); null otherwise. */
  redirect?: string | null
  /**
   * With `chemicals`: each one's names (null when no product is tested against it) and how many products the
   * rest of the query finds reach the level against it alone.
   */
  chemicals?: ChemicalCount[]
  /** Group id (and `isLancamento`, `caValido`) → every option with its disjunctive count, in taxonomy order. */
  facets: Record<string, { id: string; count: number }[]>
  /** Writes `facets` as JSON, when the engine can do it faster than building the objects. */
  writeFacets?: (out: JsonWriter) => void
}

/**
 * What the catalogue needs from a search engine. The in-memory index implements it; Meilisearch or
 * OpenSearch could, behind the same calls (see docs/decisions/005-catalog-search.md).
 */
export interface CatalogSearch {
  /** Reloads everything from the database (at start, and to recover from drift). */
  rebuild(): Promise<{ products: number; ms: number }>
  /** Adds or replaces a product after a write; unpublished products stop being found. */
  upsert(product: IndexedProduct): void
  remove(id: string): void
  /** Replaces the synonym sets the searches apply (issue 36): at query time, nothing is re-indexed. */
  setSynonyms(sets: readonly SynonymSet[]): void
  /** Replaces the search rules (issue 36): looked up per query, in force between their dates. */
  setRules(rules: readonly SearchRule[]): void
  /** The rule in force for a query now, if any (a map look-up; the page of a search redirects with it). */
  ruleFor(language: 'pt-BR' | 'en', q: string): AppliedRule | undefined
  search(query: SearchQuery): SearchResult
  /** A published product by id or slug. */
  get(idOrSlug: string): Hit | undefined
  /** Published products among `ids`, in the order given; `quotable`: only those that can be quoted. */
  documents(ids: string[], only?: { quotable?: boolean }): Hit[]
  /** Whether a published product can be quoted (`canBeQuoted`); false when it is not published. */
  quotable(id: string): boolean
  stats(): { products: number; buildMs: number }
  /**
   * A number that changes whenever any answer may change (a write, a rebuild): what was answered at
   * one version stays right while the version stays the same.
   */
  version(): number
}

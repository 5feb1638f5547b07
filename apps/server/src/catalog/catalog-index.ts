import type { Database } from '../db/client'
import { buildIndex, type BuildMode } from './build-index'
import { MemoryIndex } from './search/memory-index'
import { type SearchRule, SearchRules } from './search/rules'
import { loadSearchRules } from './search-rule-list'
import type { CatalogSearch, IndexedProduct, SynonymSet } from './search/types'
import { loadSynonymSets } from './synonym-sets'

type Write = { upsert: IndexedProduct } | { remove: string }

/**
 * The catalogue search of one process: a MemoryIndex built from the database. A rebuild makes a new
 * index (on a worker thread for a large catalogue, see build-index.ts) and swaps it in; writes that
 * arrive while it loads are replayed on it, so none is lost. The synonym sets (issue 36) are read with each
 * rebuild and replaced whole by `setSynonyms` (change kind `search-settings`); so are the search rules
 * (`setRules`), kept here since they act on whichever index is current.
 */
export function createCatalogIndex(
  db: Database,
  options: { build?: BuildMode; now?: () => Date } = {},
): CatalogSearch {
  let current = new MemoryIndex([])
  let buildMs = 0
  let pending: Write[] | undefined
  // Counts the changes to what `current` answers: every write and every swap moves it on.
  let version = 0
  let synonyms: readonly SynonymSet[] = []
  // Moves on with each `setSynonyms` or `setRules`: a rebuild keeps what it read only if none came meanwhile.
  let synonymsSet = 0
  let rules = new SearchRules([])
  const clock = () => options.now?.().getTime() ?? Date.now()
  // A rule's start or end moves what searches answer with no write: the version moves on when one passes.
  let nextBoundary = Infinity
  let boundariesPassed = 0
  const useRules = (list: readonly SearchRule[]) => {
    rules = new SearchRules(list)
    nextBoundary = rules.nextBoundary(clock())
  }

  const apply = (index: MemoryIndex, write: Write) =>
    'upsert' in write ? index.upsert(write.upsert) : index.remove(write.remove)
  const write = (change: Write) => {
    pending?.push(change)
    apply(current, change)
    version++
  }

  return {
    async rebuild() {
      const started = performance.now()
      pending = []
      try {
        const before = synonymsSet
        const [sets, ruleList] = await Promise.all([loadSynonymSets(db), loadSearchRules(db)])
        if (synonymsSet === before) {
          synonyms = sets
          useRules(ruleList)
        }
        const next = await buildIndex(db, options.build, options.now?.())
        for (const change of pending) apply(next, change)
        next.setSynonyms(synonyms)
        current = next
        version++
      } finally {
        pending = undefined
      }
      // With --expose-gc (as `npm run serve` starts the server), one full collection now returns the
      // previous index and what moving the new one here left behind to the system, before the server
      // takes requests, rather than whenever the heap next fills up.
      ;(globalThis as { gc?: () => void }).gc?.()
      buildMs = Math.round(performance.now() - started)
      return { products: current.size, ms: buildMs }
    },
    upsert: (product) => write({ upsert: product }),
    remove: (id) => write({ remove: id }),
    setSynonyms(sets) {
      synonyms = sets
      synonymsSet++
      current.setSynonyms(sets)
      version++
    },
    setRules(list) {
      synonymsSet++
      useRules(list)
      version++
    },
    ruleFor: (language, q) => rules.match(language, q, clock()),
    search(query) {
      // With no rules (or a rule given, as a preview gives it), nothing is looked up.
      if (rules.size === 0 || !query.q || query.rule !== undefined) return current.search(query)
      const rule = rules.match(query.language ?? 'pt-BR', query.q, clock())
      return current.search({ ...query, rule: rule ?? null })
    },
    get: (idOrSlug) => current.get(idOrSlug),
    documents: (ids, only) => current.documents(ids, only),
    quotable: (id) => current.quotable(id),
    stats: () => ({ products: current.size, buildMs }),
    version() {
      if (nextBoundary !== Infinity) {
        const now = clock()
        if (now >= nextBoundary) {
          boundariesPassed++
          nextBoundary = rules.nextBoundary(now)
        }
      }
      return version + boundariesPassed
    },
  }
}

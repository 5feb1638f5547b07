import type { Database } from '../db/client'
import { buildIndex, type BuildMode } from './build-index'
import { MemoryIndex } from './search/memory-index'
import type { CatalogSearch, IndexedProduct, SynonymSet } from './search/types'
import { loadSynonymSets } from './synonym-sets'

type Write = { upsert: IndexedProduct } | { remove: string }

/**
 * The catalogue search of one process: a MemoryIndex built from the database. A rebuild makes a new
 * index (on a worker thread for a large catalogue, see build-index.ts) and swaps it in; writes that
 * arrive while it loads are replayed on it, so none is lost. The synonym sets (issue 36) are read with each
 * rebuild and replaced whole by `setSynonyms` (change kind `search-settings`).
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
  // Moves on with each `setSynonyms`: a rebuild keeps the sets it read only if none came meanwhile.
  let synonymsSet = 0

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
        const sets = await loadSynonymSets(db)
        if (synonymsSet === before) synonyms = sets
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
    search: (query) => current.search(query),
    get: (idOrSlug) => current.get(idOrSlug),
    documents: (ids, only) => current.documents(ids, only),
    quotable: (id) => current.quotable(id),
    stats: () => ({ products: current.size, buildMs }),
    version: () => version,
  }
}

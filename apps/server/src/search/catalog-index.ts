import type { Database } from '../db/client'
import { loadPublishedProducts, loadTaxonomy } from './load'
import { MemoryIndex } from './memory-index'
import type { CatalogSearch, IndexedProduct } from './types'

type Write = { upsert: IndexedProduct } | { remove: string }

/**
 * The catalogue search of one process: a MemoryIndex built from the database. A rebuild makes a new
 * index and swaps it in; writes that arrive while it loads are replayed on it, so none is lost.
 */
export function createCatalogIndex(db: Database): CatalogSearch {
  let current = new MemoryIndex([])
  let buildMs = 0
  let pending: Write[] | undefined

  const apply = (index: MemoryIndex, write: Write) =>
    'upsert' in write ? index.upsert(write.upsert) : index.remove(write.remove)
  const write = (change: Write) => {
    pending?.push(change)
    apply(current, change)
  }

  return {
    async rebuild() {
      const started = performance.now()
      pending = []
      try {
        const next = new MemoryIndex(await loadTaxonomy(db))
        for await (const batch of loadPublishedProducts(db)) for (const product of batch) next.add(product)
        next.finish()
        for (const change of pending) apply(next, change)
        current = next
      } finally {
        pending = undefined
      }
      buildMs = Math.round(performance.now() - started)
      return { products: current.size, ms: buildMs }
    },
    upsert: (product) => write({ upsert: product }),
    remove: (id) => write({ remove: id }),
    search: (query) => current.search(query),
    get: (idOrSlug) => current.get(idOrSlug),
    documents: (ids) => current.documents(ids),
    stats: () => ({ products: current.size, buildMs }),
  }
}

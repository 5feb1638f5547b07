import type { WorkerOptions } from 'node:worker_threads'
import type { Database } from '../db/client'
import { startWorker } from '../lib/worker-file'
import {
  caContext,
  countPublishedProducts,
  loadPublishedBatches,
  loadPublishedProducts,
  loadTaxonomy,
} from './indexed-products'
import { MemoryIndex, type MemoryIndexSnapshot } from './search/memory-index'
import type { CaContext } from './product-rows'
import type { TaxonomyGroup } from './search/types'

/** From this many published products on, `auto` builds on a worker thread. */
export const WORKER_THRESHOLD = 10_000
// Batches sent ahead of the worker: enough to keep it busy while the database answers, few enough
// that they never pile up in memory.
const AHEAD = 2

export type BuildMode = 'inline' | 'worker' | 'auto'

/**
 * A new index from the database. `worker` builds it on a worker thread and moves the result here
 * (its typed arrays are transferred, its maps and small objects copied once, compactly): a build
 * allocates several times what the finished index keeps, and V8 keeps the heap it grew for that
 * garbage; on a worker the whole heap is freed when the thread ends. Measured in
 * docs/decisions/005-catalog-search.md. Small catalogues build inline, where that does not matter.
 */
export async function buildIndex(
  db: Database,
  mode: BuildMode = 'auto',
  now: Date = new Date(),
): Promise<MemoryIndex> {
  const taxonomy = await loadTaxonomy(db)
  // Every product's CA is checked against the registry in use as the build starts, on today's date.
  const context = await caContext(db, now)
  const onWorker =
    mode === 'worker' || (mode === 'auto' && (await countPublishedProducts(db)) >= WORKER_THRESHOLD)
  if (onWorker) return MemoryIndex.restore(await buildOnWorker(db, taxonomy, context))
  const index = new MemoryIndex(taxonomy)
  for await (const batch of loadPublishedProducts(db, context))
    for (const product of batch) index.add(product)
  index.finish()
  return index
}

/**
 * The worker's young generation is larger than V8's default: a build makes short-lived objects by
 * the million, and with the default one the worker spent a quarter of its time collecting them
 * (100,000 products: 16.5 s with the default, 13 s with 128 MB; decision 005). The whole heap goes
 * when the thread ends.
 */
const WORKER_YOUNG_GENERATION_MB = 128

const workerData = (taxonomy: TaxonomyGroup[], context: CaContext): WorkerOptions => ({
  workerData: { taxonomy, context },
  resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
})

async function buildOnWorker(
  db: Database,
  taxonomy: TaxonomyGroup[],
  context: CaContext,
): Promise<MemoryIndexSnapshot> {
  const worker = startWorker(import.meta.url, 'index-build-worker', workerData(taxonomy, context))
  let ahead = 0
  let parsed: (() => void) | undefined
  const finished = new Promise<MemoryIndexSnapshot>((resolve, reject) => {
    worker.on('message', (message: { parsed: true } | { snapshot: MemoryIndexSnapshot }) => {
      if ('snapshot' in message) return resolve(message.snapshot)
      ahead--
      parsed?.()
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the index build worker stopped (exit code ${code})`)))
  })
  finished.catch(() => undefined) // awaited below; this only keeps an early failure from going unhandled
  try {
    for await (const batch of loadPublishedBatches(db, context.registry)) {
      while (ahead >= AHEAD)
        await Promise.race([new Promise<void>((resolve) => (parsed = resolve)), finished])
      worker.postMessage(batch)
      ahead++
    }
    worker.postMessage(null)
    return await finished
  } finally {
    await worker.terminate()
  }
}

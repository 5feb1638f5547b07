import { parentPort, workerData } from 'node:worker_threads'
import { MemoryIndex } from './search/memory-index'
import { parseProductBatch, type CaContext } from './product-rows'
import type { TaxonomyGroup } from './search/types'

/**
 * The index build on its own thread (see build-index.ts): receives batches of products as JSON text,
 * then `null`, and answers with the finished index as a snapshot whose buffers are transferred. The
 * garbage of the build (parsed rows, analysis caches, grown-and-copied arrays) dies with this thread
 * instead of staying in the serving thread's heap.
 */
const port = parentPort!
const { taxonomy, context } = workerData as { taxonomy: TaxonomyGroup[]; context: CaContext }
const index = new MemoryIndex(taxonomy)

port.on('message', (batch: string | null) => {
  if (batch !== null) {
    for (const product of parseProductBatch(batch, context)) index.add(product)
    port.postMessage({ parsed: true })
    return
  }
  index.finish()
  const { snapshot, transfer } = index.snapshot()
  port.postMessage({ snapshot }, transfer)
})

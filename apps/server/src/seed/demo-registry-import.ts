import { Readable } from 'node:stream'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { buildDemoCatalog } from './demo-catalog'
import { demoRegistryBytes, demoRegistryProducts } from './demo-registry'

/** The name the demo snapshot's import shows in the back office's list of imports. */
export const DEMO_REGISTRY_FILE_NAME = 'registro-caepi-demonstracao.txt'

/**
 * Imports the demo seed's registry snapshot (issue 32) through the registry's own import, by no one, its
 * source 'demo' (sample data, not an upload nor the ministry's file), and waits for it to end: the public lookup and the catalogue's CA checks answer from it at once. Another
 * process's import under way (the one-active-import index) or a failure is logged, never stops the start.
 */
export async function importDemoRegistry(
  registry: FastifyInstance['caRegistry'],
  log: FastifyBaseLogger,
  today: Date,
) {
  const bytes = demoRegistryBytes(demoRegistryProducts(buildDemoCatalog(today)), today)
  try {
    const queued = await registry.startImport({
      stream: Readable.from([bytes]),
      fileName: DEMO_REGISTRY_FILE_NAME,
      userId: null,
      source: 'demo',
    })
    await registry.finished(queued.id)
    const ended = await registry.findImport(queued.id)
    if (ended?.status === 'done') log.info({ cas: ended.cas }, 'demo CA registry imported')
    else
      log.warn({ importId: queued.id, status: ended?.status }, 'the demo CA registry import did not finish')
  } catch (error) {
    log.warn({ err: error }, 'the demo CA registry was not imported')
  }
}

import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { databaseFacts } from './database-facts'
import { writePgliteDump } from './pglite-dump'

export type DumpWorkerData = { cluster: string; file: string; args: string[] }

/**
 * The embedded database's dump on a thread of its own (database-dump.ts): opens the copy of the cluster taken at
 * one moment (`cluster`, a throwaway: nothing here needs flushing), counts its rows, writes pg_dump's SQL into
 * `file`, and answers the counts. The serving thread's database and event loop are untouched meanwhile.
 */
const { cluster, file, args } = workerData as DumpWorkerData
const pg = await PGlite.create({ dataDir: cluster, postgresqlconf: 'shared_buffers = 16MB' })
try {
  const facts = await databaseFacts(drizzle(pg), 'pglite')
  await writePgliteDump(pg, args, file)
  parentPort!.postMessage({ facts })
} finally {
  await pg.close()
}

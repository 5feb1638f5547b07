import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../apps/server/src/app'
import { dumpDatabase } from '../apps/server/src/backup/database-dump'
import { formatBytes } from '../apps/server/src/backup/describe'
import { restoreBackup, type RestoreTarget } from '../apps/server/src/backup/restore-backup'
import { takeBackup } from '../apps/server/src/backup/take-backup'
import { parseConfig } from '../apps/server/src/config/env'
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client'
import { searchDaily } from '../apps/server/src/db/schema/index'
import { addSyntheticQuotes } from '../apps/server/src/seed/synthetic-quotes'
import { filesystemStorage } from '../apps/server/src/storage/filesystem'
import { createFreshDatabase, type FreshDatabase } from '../apps/server/test/scale/fresh-database'
import { appVersion } from './backup-cli'

/**
 * `npm run bench:backup` (issue 35): backup and restore time and archive size at 10,000 products
 * (BENCH_PRODUCTS, the synthetic seed) with 50,000 quotes (BENCH_QUOTES: three lines, a message and an event each,
 * from 1,000 customers), on PostgreSQL when DATABASE_URL is set (fresh databases, dropped
 * afterwards), else on the embedded database. The baseline, in the same run, is the bare database dump (pg_dump or
 * PGlite's) into a file: what the archive, the checksums and the files add to it. A writer runs beside the backup
 * (and alone before it, the baseline): writes go on, and its slowest write is how long the backup held them.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000)
const QUOTES = Number(process.env.BENCH_QUOTES ?? 50_000)
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Writes one small row after another while `during` runs; their rate and latencies. */
async function writeFor(handle: DatabaseHandle, during: () => Promise<void>) {
  const latencies: number[] = []
  let running = true
  const writer = (async () => {
    while (running) {
      const at = performance.now()
      await handle.db.insert(searchDaily).values({
        day: '2026-01-01',
        language: 'pt-BR',
        query: `bench write ${process.hrtime.bigint()}`,
        searches: 1,
      })
      latencies.push(performance.now() - at)
      // Embedded PGlite answers in microtasks: let timers and the backup's own work run between writes.
      await new Promise((resolve) => setImmediate(resolve))
    }
  })()
  const started = performance.now()
  try {
    await during()
  } finally {
    running = false
    await writer
  }
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    count: latencies.length,
    perSecond: latencies.length / ((performance.now() - started) / 1000),
    slowestMs: sorted.at(-1) ?? 0,
    p99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? 0,
  }
}

const work = await mkdtemp(path.join(tmpdir(), 'escudo-bench-backup-'))
const sourceDir = path.join(work, 'source')
const targetDir = path.join(work, 'target')
const fresh: FreshDatabase[] = []
const serverUrl = process.env.DATABASE_URL || undefined
if (serverUrl) {
  fresh.push(await createFreshDatabase(serverUrl, 'escudo_bench_backup_src'))
  fresh.push(await createFreshDatabase(serverUrl, 'escudo_bench_backup_dst'))
}
const [source, target] = fresh
let database: DatabaseHandle | undefined

try {
  process.stdout.write(
    `seeding ${PRODUCTS} products (then ${QUOTES} quotes) on ${serverUrl ? 'PostgreSQL' : 'the embedded database'}…\n`,
  )
  const app = await buildApp(
    parseConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-backup-secret-that-is-long-enough',
      LOG_LEVEL: 'error',
      DATA_DIR: sourceDir,
      DATABASE_URL: source?.url ?? '',
      SEED: `synthetic:${PRODUCTS}`,
      WEB_SSR: 'off',
      RENDER_THREADS: '0',
    }),
  )
  await app.ready()
  await app.close()
  database = source
    ? await openDatabase({ kind: 'postgres', url: source.url, poolSize: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: sourceDir })
  process.stdout.write(`writing ${QUOTES} quotes…\n`)
  await addSyntheticQuotes(database.db, QUOTES)
  const storage = filesystemStorage(path.join(sourceDir, 'uploads'))

  let started = performance.now()
  const dumpFile = path.join(work, 'bare-dump.sql')
  await dumpDatabase(database, source?.url, dumpFile)
  const dumped = seconds(started)
  const dumpSize = (await stat(dumpFile)).size

  // Writes go on while the backup runs (the issue): a writer beside it, one small write after another, first
  // alone for 5 s (the baseline), then during the backup; its slowest write is how long the backup held writes.
  const alone = await writeFor(database, () => sleep(5_000))
  started = performance.now()
  const file = path.join(work, 'escudo.tar.gz')
  let backup: Awaited<ReturnType<typeof takeBackup>> | undefined
  const during = await writeFor(database, async () => {
    backup = await takeBackup({ database: database!, databaseUrl: source?.url, storage, file, appVersion })
  })
  const backedUp = seconds(started)
  await database.close()
  database = undefined

  started = performance.now()
  const into: RestoreTarget = target
    ? { kind: 'postgres', url: target.url }
    : { kind: 'pglite', dataDir: targetDir }
  const restored = await restoreBackup({
    file,
    target: into,
    storage: filesystemStorage(path.join(targetDir, 'uploads')),
  })
  const restoredIn = seconds(started)
  const rows = Object.values(restored.tables).reduce((sum, count) => sum + count, 0)
  const files = backup!.manifest.parts.length - 1
  process.stdout.write(
    [
      `baseline: the bare dump                 ${dumped.padStart(8)}   ${formatBytes(dumpSize)} of SQL`,
      `npm run backup (dump, ${files} files, checks)  ${backedUp.padStart(8)}   archive ${formatBytes(backup!.size)}`,
      `writes alone (5 s)                      ${alone.perSecond.toFixed(0).padStart(6)}/s   slowest ${alone.slowestMs.toFixed(0)} ms, p99 ${alone.p99Ms.toFixed(0)} ms`,
      `writes during the backup                ${during.perSecond.toFixed(0).padStart(6)}/s   slowest ${during.slowestMs.toFixed(0)} ms (writes held at most that long), p99 ${during.p99Ms.toFixed(0)} ms, ${during.count} writes`,
      `npm run restore (checks, load, count)    ${restoredIn.padStart(8)}   ${rows.toLocaleString('en-US')} rows`,
    ].join('\n') + '\n',
  )
} finally {
  await database?.close()
  for (const created of fresh) await created.drop()
  await rm(work, { recursive: true, force: true })
}

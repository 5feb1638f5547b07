import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/server/src/app'
import { dumpDatabase } from '../apps/server/src/backup/database-dump'
import { formatBytes } from '../apps/server/src/backup/describe'
import { restoreBackup, type RestoreTarget } from '../apps/server/src/backup/restore-backup'
import { takeBackup } from '../apps/server/src/backup/take-backup'
import { parseConfig } from '../apps/server/src/config/env'
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client'
import { filesystemStorage } from '../apps/server/src/storage/filesystem'
import { createFreshDatabase, type FreshDatabase } from '../apps/server/test/scale/fresh-database'
import { appVersion } from './backup-cli'

/**
 * `npm run bench:backup` (issue 35): backup and restore time and archive size at 10,000 products
 * (BENCH_PRODUCTS, the synthetic seed) with 50,000 quotes (BENCH_QUOTES: three lines, a message and an event each,
 * from 1,000 customers), on PostgreSQL when DATABASE_URL is set (fresh databases, dropped
 * afterwards), else on the embedded database. The baseline, in the same run, is the bare database dump (pg_dump or
 * PGlite's) into a file: what the archive, the checksums and the files add to it.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000)
const QUOTES = Number(process.env.BENCH_QUOTES ?? 50_000)
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

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
  await addQuotes(database, QUOTES)
  const storage = filesystemStorage(path.join(sourceDir, 'uploads'))

  let started = performance.now()
  const dumpFile = path.join(work, 'bare-dump.sql')
  await dumpDatabase(database, source?.url, dumpFile)
  const dumped = seconds(started)
  const dumpSize = (await stat(dumpFile)).size

  started = performance.now()
  const file = path.join(work, 'escudo.tar.gz')
  const backup = await takeBackup({ database, databaseUrl: source?.url, storage, file, appVersion })
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
  const files = backup.manifest.parts.length - 1
  process.stdout.write(
    [
      `baseline: the bare dump                 ${dumped.padStart(8)}   ${formatBytes(dumpSize)} of SQL`,
      `npm run backup (dump, ${files} files, checks)  ${backedUp.padStart(8)}   archive ${formatBytes(backup.size)}`,
      `npm run restore (checks, load, count)    ${restoredIn.padStart(8)}   ${rows.toLocaleString('en-US')} rows`,
    ].join('\n') + '\n',
  )
} finally {
  await database?.close()
  for (const created of fresh) await created.drop()
  await rm(work, { recursive: true, force: true })
}

/**
 * `count` quote requests as buyers leave them: 1,000 customers, each quote with three lines of published
 * products, its message, a staff reply and its submission event. Written in set-based SQL, in one transaction.
 */
async function addQuotes({ db }: DatabaseHandle, count: number) {
  if (count <= 0) return
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (email, name, password_hash, company)
      select 'comprador' || i || '@bench.example', 'Comprador ' || i, 'not-a-password-hash', 'Obra ' || i
      from generate_series(1, 1000) as i`)
    await tx.execute(sql`
      create temporary table bench_products on commit drop as
      select row_number() over (order by id) as n, id from products where published`)
    await tx.execute(sql`
      create temporary table bench_estimates on commit drop as
      select gen_random_uuid() as id, i from generate_series(1, ${count}) as i`)
    await tx.execute(sql`
      insert into estimates (id, user_id, message, status)
      select e.id, u.id, 'Precisamos de cotação para a obra ' || e.i || ', entrega em São Paulo.',
             (array['em_aberto', 'informacao_pendente', 'respondido', 'aprovado'])[1 + e.i % 4]
      from bench_estimates e
      join (select row_number() over (order by id) as n, id from users where email like '%@bench.example') u
        on u.n = 1 + e.i % 1000`)
    await tx.execute(sql`
      insert into estimate_lines (estimate_id, position, product_id, quantity, size, note)
      select e.id, l, p.id, 1 + (e.i * l) % 200, (array['P', 'M', 'G', null])[1 + (e.i + l) % 4],
             case when l = 1 then 'Entregar no almoxarifado' end
      from bench_estimates e
      cross join generate_series(1, 3) as l
      join bench_products p on p.n = 1 + (e.i * 7 + l * 13) % (select count(*) from bench_products)`)
    await tx.execute(sql`
      insert into estimate_messages (estimate_id, author_role, body)
      select id, 'staff', 'Olá! Segue a proposta com o prazo de entrega.' from bench_estimates`)
    await tx.execute(sql`
      insert into estimate_events (estimate_id, actor_role, to_status)
      select id, 'customer', 'em_aberto' from bench_estimates`)
  })
}

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, eq, inArray, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { dumpDatabase } from '../../src/backup/database-dump'
import { restoreBackup } from '../../src/backup/restore-backup'
import { takeBackup } from '../../src/backup/take-backup'
import type { DatabaseHandle } from '../../src/db/client'
import { auditLog, estimateLines, estimates, productDatasheets, users } from '../../src/db/schema/index'
import { filesystemStorage } from '../../src/storage/filesystem'
import { s3Storage } from '../../src/storage/s3'
import { multipart, pngBytes } from '../admin-catalog/helpers'
import { login } from '../accounts/helpers'
import { customer, someProducts, staff, STAFF, type Session } from '../customer/helpers'
import { buildTestApp } from '../helper'
import { useS3Server } from '../storage/s3-server'
import { waitFor } from '../wait-for'
import { newPlace, placeEnv, runScript, storedFiles, tableContents, type TestPlace } from './helpers'

const s3 = useS3Server()
const onPostgres = Boolean(process.env.DATABASE_URL)
const places: TestPlace[] = []
const closing: { close: () => Promise<unknown> }[] = []
let work: string
let source: TestPlace
let sourceDb: DatabaseHandle
let app: App
let buyer: Session

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'escudo-backups-'))
  source = await newPlace('backup_src')
  places.push(source)
  sourceDb = await source.open({ migrated: true })
  app = await buildTestApp(sourceDb, {
    SEED: 'demo',
    DATA_DIR: source.dataDir,
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    RATE_LIMIT_REGISTER_IP: '1000/1h',
    RATE_LIMIT_LOGIN_IP: '1000/15m',
  })
}, 120_000)

afterAll(async () => {
  for (const handle of closing.reverse()) await handle.close()
  await app?.close()
  await sourceDb?.close()
  for (const place of places) await place.remove()
  await rm(work, { recursive: true, force: true })
})

const bucket = (prefix: string) =>
  s3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, forcePathStyle: true, prefix: `${prefix}/` })

/** What a brand's day leaves: a customer and their quote, a staff upload (audited), files on disk. */
async function writeTheDay() {
  buyer = await customer(app, 'Beatriz Backup')
  const { sized, other } = await someProducts(app)
  const quote = await app.inject({
    method: 'POST',
    url: '/api/v1/estimates',
    headers: buyer.headers,
    payload: {
      data: {
        type: 'estimates',
        attributes: {
          message: 'Orçamento antes do backup',
          lines: [
            { productId: sized.id, quantity: 25, size: sized.sizes[0]! },
            { productId: other.id, quantity: 3 },
          ],
        },
      },
    },
  })
  expect(quote.statusCode, quote.body).toBe(201)
  const admin = await staff(app)
  const image = multipart(
    { alt: 'Frente' },
    { data: await pngBytes(900, 600), name: 'f.png', type: 'image/png' },
  )
  const uploaded = await app.inject({
    method: 'POST',
    url: `/api/v1/admin/products/${other.id}/images`,
    headers: { ...admin.headers, ...image.headers },
    payload: image.payload,
  })
  expect(uploaded.statusCode, uploaded.body).toBe(201)
  expect((await sourceDb.db.select().from(auditLog)).length).toBeGreaterThan(0)
  return { product: other }
}

/**
 * Quotes of two lines each, one transaction apiece, one after another until stopped: `concurrent 1`,
 * `concurrent 2`… (or another label). A consistent dump holds the first k of them, each whole.
 */
function startWriter(userId: string, productId: string, label = 'concurrent') {
  let stop = false
  let written = 0
  const running = (async () => {
    while (!stop) {
      await sourceDb.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(estimates)
          .values({ userId, message: `${label} ${written + 1}` })
          .returning({ id: estimates.id })
        await tx.insert(estimateLines).values([
          { estimateId: row!.id, position: 1, productId, quantity: 1 },
          { estimateId: row!.id, position: 2, productId, quantity: 2 },
        ])
      })
      written++
      // An embedded database answers without I/O, in microtasks alone: let timers and I/O run between two writes,
      // as they do between a server's requests.
      await new Promise((resolve) => setImmediate(resolve))
    }
  })()
  return {
    written: () => written,
    stop: async () => {
      stop = true
      await running
      return written
    },
  }
}

async function concurrentQuotes(db: DatabaseHandle['db']) {
  return db
    .select({
      message: estimates.message,
      lines: sql<number>`(select count(*)::int from estimate_lines l where l.estimate_id = ${estimates}.id)`,
    })
    .from(estimates)
    .where(like(estimates.message, 'concurrent %'))
    .orderBy(asc(estimates.number))
}

// The first test starts `npm run backup` as a process of its own (~3 s on an idle machine, more on a busy one), and
// embedded databases on disk flush their commits (decision record 046).
describe(
  `npm run backup and restore on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`,
  { timeout: 120_000 },
  () => {
    let restored: TestPlace
    let restoredDb: DatabaseHandle
    const archive = () => path.join(work, 'escudo.tar.gz')

    it.skipIf(onPostgres)(
      'dumps the running embedded database from a copy of one moment, on a thread of its own: writes go on meanwhile',
      async () => {
        const writing = await customer(app, 'Wanda Escrita')
        const [me] = await sourceDb.db.select().from(users).where(eq(users.email, writing.email))
        const writer = startWriter(me!.id, (await someProducts(app)).other.id, 'live')
        await waitFor(async () => writer.written() >= 3)
        const file = path.join(work, 'live.sql')
        const facts = await dumpDatabase(sourceDb, undefined, file)
        const writtenByTheEnd = writer.written()
        await writer.stop()

        // The dump holds the first k quotes (its rows are INSERT statements carrying the messages), each with both
        // lines (counted in the copy the dump was made from).
        const text = await readFile(file, 'utf8')
        const dumped = [...text.matchAll(/'live (\d+)'/g)].map(([, n]) => Number(n))
        const k = dumped.length
        expect(dumped.sort((a, b) => a - b)).toEqual(Array.from({ length: k }, (_, index) => index + 1))
        expect(k).toBeGreaterThanOrEqual(3)
        const lines = await sourceDb.db
          .select({ n: sql<number>`count(*)::int` })
          .from(estimateLines)
          .innerJoin(estimates, eq(estimates.id, estimateLines.estimateId))
        expect(facts.tables['public.estimate_lines']).toBe(lines[0]!.n - 2 * (writer.written() - k))
        // Quotes went on being written while the copy was dumped: the server was not held for the dump (before,
        // the dump ran on the server's own instance and every transaction waited for its end).
        expect(writtenByTheEnd - k).toBeGreaterThanOrEqual(10)
        // The copy is gone; only the dump is left.
        expect((await readdir(work)).filter((name) => name.startsWith('live.sql'))).toEqual(['live.sql'])
      },
    )

    it('backs up while writes go on, and restores every row and every file into an empty place', async () => {
      const { product } = await writeTheDay()
      const [me] = await sourceDb.db.select().from(users).where(eq(users.email, buyer.email))
      let writer: ReturnType<typeof startWriter> | undefined
      if (onPostgres) {
        writer = startWriter(me!.id, product.id)
        await waitFor(async () => writer!.written() >= 3)
      } else {
        // The embedded database takes one process: the server stops for the backup.
        await app.close()
        await sourceDb.close()
      }
      const backup = await runScript('backup', [archive()], placeEnv(source))
      expect(backup.stderr).toBe('')
      expect(backup.code).toBe(0)
      expect(backup.stdout).toMatch(/^backup: .*escudo\.tar\.gz \(\d/)
      expect(backup.stdout).toMatch(/files: \d+/)
      const written = (await writer?.stop()) ?? 0
      if (!onPostgres) sourceDb = await source.open()

      restored = await newPlace('backup_dst')
      places.push(restored)
      const report = await restoreBackup({
        file: archive(),
        target: restored.target,
        storage: await bucket('restored'),
      })
      restoredDb = await restored.open()
      closing.push(restoredDb)

      // A consistent snapshot: the first k quotes of the writer, each with both lines, k a moment's count.
      const quotes = await concurrentQuotes(restoredDb.db)
      expect(quotes.map((quote) => quote.message)).toEqual(
        quotes.map((_, index) => `concurrent ${index + 1}`),
      )
      expect(quotes.filter((quote) => quote.lines !== 2)).toEqual([])
      if (onPostgres) {
        expect(quotes.length).toBeGreaterThanOrEqual(3)
        expect(quotes.length).toBeLessThan(written)
        // The source as it was at that moment: without the quotes written after it.
        const later = Array.from(
          { length: written - quotes.length },
          (_, i) => `concurrent ${quotes.length + i + 1}`,
        )
        await sourceDb.db.delete(estimates).where(inArray(estimates.message, later))
      }
      expect(report.tables).toEqual(report.manifest.database.tables)
      expect(await tableContents(restoredDb.db)).toEqual(await tableContents(sourceDb.db))

      const sourceFiles = await storedFiles(filesystemStorage(path.join(source.dataDir, 'uploads')))
      expect(Object.keys(sourceFiles).length).toBeGreaterThan(1)
      expect(report.files).toBe(Object.keys(sourceFiles).length)
      expect(await storedFiles(await bucket('restored'))).toEqual(sourceFiles)
    })

    it('the restored database and bucket run the app: it answers, a customer signs in, files are served', async () => {
      await restoredDb.migrate()
      const restoredApp = await buildTestApp(restoredDb, {
        DATA_DIR: restored.dataDir,
        STORAGE_URL: s3.storageUrl('restored'),
      })
      closing.push(restoredApp)
      expect((await restoredApp.inject({ url: '/api/v1/health' })).statusCode).toBe(200)
      expect((await login(restoredApp, buyer.email)).statusCode).toBe(200)
      const [sheet] = await restoredDb.db.select().from(productDatasheets).limit(1)
      const served = await restoredApp.inject({ url: `/api/v1/products/${sheet!.productId}/datasheet` })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('application/pdf')
      const original = await readFile(path.join(source.dataDir, 'uploads', ...sheet!.filePath.split('/')))
      expect(served.rawPayload.equals(original)).toBe(true)
    })

    it('backs up from a bucket and restores onto local disk just as well', async () => {
      const fromBucket = path.join(work, 'from-bucket.tar.gz')
      const storage = await bucket('restored')
      const taken = await takeBackup({
        database: restoredDb,
        databaseUrl: restored.url,
        storage,
        file: fromBucket,
        appVersion: 'test',
      })
      expect(taken.skippedFiles).toEqual([])
      const again = await newPlace('backup_again')
      places.push(again)
      const local = filesystemStorage(path.join(again.dataDir, 'uploads'))
      await restoreBackup({ file: fromBucket, target: again.target, storage: local })
      const againDb = await again.open()
      closing.push(againDb)
      expect(await tableContents(againDb.db)).toEqual(await tableContents(restoredDb.db))
      expect(await storedFiles(local)).toEqual(await storedFiles(storage))
    })
  },
)

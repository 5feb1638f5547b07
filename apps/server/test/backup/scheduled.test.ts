import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { STOPPED } from '../../src/admin-ops/scheduled-backups'
import { readArchive } from '../../src/backup/archive-reader'
import { openDatabase, type DatabaseHandle } from '../../src/db/client'
import { backups, outbox, users } from '../../src/db/schema/index'
import { newKey } from '../../src/storage/keys'
import { bearer, login, PASSWORD, register } from '../accounts/helpers'
import { buildTestApp } from '../helper'
import { parsePrometheusText, valueOf } from '../operations/prometheus-text'
import { useS3Server } from '../storage/s3-server'
import { newPlace, type TestPlace } from './helpers'

const onPostgres = Boolean(process.env.DATABASE_URL)
const HOUR_MS = 3600_000
const START = new Date('2026-11-28T06:10:00Z')

let place: TestPlace
let database: DatabaseHandle
let work: string
let backupDir: string
let clock: Date
const apps: App[] = []

const now = () => clock
const s3 = useS3Server('escudo-backups')

async function app(overrides: NodeJS.ProcessEnv = {}, handle = database) {
  const built = await buildTestApp(
    handle,
    {
      DATA_DIR: place.dataDir,
      DATABASE_URL: place.url ?? '',
      BACKUP_DIR: backupDir,
      BACKUP_EVERY: '6h',
      BACKUP_KEEP: '2',
      ADMIN_EMAIL: 'dona@escudo.example',
      ADMIN_PASSWORD: 'admin-password-long',
      ...overrides,
    },
    { now },
  )
  apps.push(built)
  return built
}

const archives = async () => (await readdir(backupDir)).filter((name) => name.endsWith('.tar.gz')).sort()

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'escudo-scheduled-backups-'))
  place = await newPlace('scheduled')
  database = await place.open({ migrated: true })
})

beforeEach(async () => {
  clock = START
  backupDir = await mkdtemp(path.join(work, 'backups-'))
  await database.db.delete(backups)
  await database.db.delete(outbox)
})

afterAll(async () => {
  for (const built of apps) await built.close()
  await database?.close()
  await place?.remove()
  await rm(work, { recursive: true, force: true })
})

describe(
  `scheduled backups, on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`,
  { timeout: 60_000 },
  () => {
    it('takes one backup per BACKUP_EVERY slot, named by it, that --verify accepts, and keeps the newest BACKUP_KEEP', async () => {
      const server = await app()
      await writeFile(path.join(backupDir, 'notes.txt'), 'not ours: never pruned')
      const first = await server.scheduledBackups.takeDue()
      expect(first, JSON.stringify(first)).toMatchObject({
        outcome: 'done',
        backup: { status: 'done', fileName: 'escudo-2026-11-28T0600Z.tar.gz' },
      })
      const file = path.join(backupDir, 'escudo-2026-11-28T0600Z.tar.gz')
      const manifest = await readArchive(file)
      expect(manifest.createdAt).toBe(START.toISOString())
      expect(manifest.database.tables['public.users']).toBe(1)
      expect(first?.outcome === 'done' && first.backup.size).toBeGreaterThan(1000)

      // The same slot, later in it: already taken.
      clock = new Date(START.getTime() + 5 * HOUR_MS)
      expect(await server.scheduledBackups.takeDue()).toEqual({ outcome: 'taken' })
      for (const hours of [6, 12, 18]) {
        clock = new Date(START.getTime() + hours * HOUR_MS)
        expect(await server.scheduledBackups.takeDue()).toMatchObject({ outcome: 'done' })
      }
      expect(await archives()).toEqual(['escudo-2026-11-28T1800Z.tar.gz', 'escudo-2026-11-29T0000Z.tar.gz'])
      expect(existsSync(path.join(backupDir, 'notes.txt'))).toBe(true)
      const recorded = await server.scheduledBackups.latest(10)
      expect(recorded.map((backup) => [backup.fileName, backup.status])).toEqual([
        ['escudo-2026-11-29T0000Z.tar.gz', 'done'],
        ['escudo-2026-11-28T1800Z.tar.gz', 'done'],
        ['escudo-2026-11-28T1200Z.tar.gz', 'done'],
        ['escudo-2026-11-28T0600Z.tar.gz', 'done'],
      ])
      // The app writes on after a backup (an embedded dump must not leave its read-only transaction behind).
      await server.db.update(users).set({ name: 'Dona Escudo' }).where(eq(users.email, 'dona@escudo.example'))
      await server.db.transaction(async (tx) => {
        await tx.update(users).set({ company: 'Escudo' }).where(eq(users.email, 'dona@escudo.example'))
      })
    })

    it('takes each slot once when several processes share the database', async () => {
      const second = onPostgres
        ? await openDatabase({ kind: 'postgres', url: place.url!, poolSize: 2 })
        : database
      try {
        const [one, two] = [await app(), await app({}, second)]
        for (const hours of [0, 6]) {
          clock = new Date(START.getTime() + hours * HOUR_MS)
          const outcomes = await Promise.all([one.scheduledBackups.takeDue(), two.scheduledBackups.takeDue()])
          expect(outcomes.map((taken) => taken?.outcome).sort()).toEqual(['done', 'taken'])
        }
        expect(await archives()).toEqual(['escudo-2026-11-28T0600Z.tar.gz', 'escudo-2026-11-28T1200Z.tar.gz'])
        expect(await database.db.select().from(backups)).toHaveLength(2)
      } finally {
        if (second !== database) await second.close()
      }
    })

    it('a transaction the app holds open across an await while the backup runs is whole in the dump or absent', async () => {
      const server = await app()
      const backup = server.scheduledBackups.takeDue()
      const writing = server.db.transaction(async (tx) => {
        await tx.update(users).set({ company: 'first half' })
        await new Promise((resolve) => setTimeout(resolve, 200))
        await tx.update(users).set({ company: 'second half' })
      })
      const [taken] = await Promise.all([backup, writing])
      expect(taken).toMatchObject({ outcome: 'done' })
      const dump: string[] = []
      await readArchive(path.join(backupDir, 'escudo-2026-11-28T0600Z.tar.gz'), {
        onPart: async (part, stream) => {
          for await (const chunk of stream) if (part.name === 'database.sql') dump.push(String(chunk))
        },
      })
      expect(dump.join('')).not.toContain('first half')
    })

    it('records a failed backup with its error and e-mails every admin', async () => {
      const server = await app({ BACKUP_DIR: path.join(work, 'gone') })
      const failed = await server.scheduledBackups.takeDue()
      expect(failed).toMatchObject({ outcome: 'failed', backup: { status: 'failed', size: null } })
      expect(failed?.outcome === 'failed' && failed.backup.error).toMatch(/gone is not a directory/)
      const mails = await database.db.select().from(outbox).where(eq(outbox.template, 'backup-failed'))
      expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
        ['dona@escudo.example', 'Falha no backup agendado — Escudo EPI'],
      ])
      expect(mails[0]!.text).toContain('escudo-2026-11-28T0600Z.tar.gz')
      expect(mails[0]!.text).toMatch(/gone is not a directory/)
    })

    it('a backup left running by a process that stopped is failed by the next slot', async () => {
      const server = await app()
      await database.db.insert(backups).values({
        slot: START,
        fileName: 'escudo-2026-11-28T0000Z.tar.gz',
        startedAt: START,
      })
      clock = new Date(START.getTime() + 6 * HOUR_MS)
      expect(await server.scheduledBackups.takeDue()).toMatchObject({ outcome: 'done' })
      const [, stopped] = await server.scheduledBackups.latest(2)
      expect(stopped).toMatchObject({ status: 'failed', error: STOPPED })
    })

    it('the metrics carry the age of the last backup that succeeded', async () => {
      const server = await app()
      const age = async () => {
        const scrape = await server.inject({ method: 'GET', url: '/metrics' })
        return valueOf(parsePrometheusText(scrape.body), 'escudo_backup_age_seconds')
      }
      expect(await age()).toBeNaN()
      await server.scheduledBackups.takeDue()
      clock = new Date(START.getTime() + 90_000)
      expect(await age()).toBe(90)
      // A failed one leaves the age growing from the last good one.
      clock = new Date(START.getTime() + 6 * HOUR_MS)
      await rm(backupDir, { recursive: true })
      expect(await server.scheduledBackups.takeDue()).toMatchObject({ outcome: 'failed' })
      expect(await age()).toBe(6 * 3600)
    })

    it('GET /api/v1/admin/backups lists the backups, newest first, for admins only', async () => {
      const server = await app()
      await server.scheduledBackups.takeDue()
      const admin = await login(server, 'dona@escudo.example', 'admin-password-long')
      const listed = await server.inject({
        method: 'GET',
        url: '/api/v1/admin/backups',
        headers: bearer(admin.json().meta.accessToken),
      })
      expect(listed.statusCode, listed.body).toBe(200)
      expect(listed.json()).toMatchObject({
        data: [
          {
            type: 'backups',
            attributes: { fileName: 'escudo-2026-11-28T0600Z.tar.gz', status: 'done', error: null },
          },
        ],
        meta: { schedule: { place: backupDir, everySeconds: 6 * 3600, keep: 2 } },
      })
      expect(listed.json().data[0].attributes.size).toBeGreaterThan(1000)

      const sales = await register(server, { name: 'Vera Vendas' })
      await server.db.update(users).set({ role: 'sales' }).where(eq(users.id, sales.data.id))
      const salesLogin = await login(server, sales.data.attributes.email, PASSWORD)
      const customer = await register(server, { name: 'Caio Cliente' })
      for (const headers of [bearer(salesLogin.json().meta.accessToken), bearer(customer.meta.accessToken)]) {
        const refused = await server.inject({ method: 'GET', url: '/api/v1/admin/backups', headers })
        expect(refused.statusCode).toBe(403)
      }
      expect((await server.inject({ method: 'GET', url: '/api/v1/admin/backups' })).statusCode).toBe(401)
    })

    describe('into an S3 bucket (BACKUP_URL)', () => {
      let bucket: S3Client
      const inBucket = async () => {
        const page = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'daily/' }))
        return (page.Contents ?? []).map((object) => object.Key!).sort()
      }
      beforeAll(() => {
        bucket = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true })
      })
      beforeEach(async () => {
        for (const key of await inBucket()) {
          await bucket.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }))
        }
      })
      afterAll(() => bucket.destroy())
      // Where the archive is written before its upload (os.tmpdir() follows TMPDIR), to see it is not left there.
      let staging: string
      let tmpdirBefore: string | undefined
      beforeEach(async () => {
        staging = await mkdtemp(path.join(work, 'tmp-'))
        tmpdirBefore = process.env.TMPDIR
        process.env.TMPDIR = staging
      })
      afterEach(() => {
        if (tmpdirBefore === undefined) delete process.env.TMPDIR
        else process.env.TMPDIR = tmpdirBefore
      })

      it('uploads each archive whole (in parts past 16 MB), leaves no local copy, and prunes only its archives there', async () => {
        const server = await app({ BACKUP_DIR: '', BACKUP_URL: s3.storageUrl('daily') })
        // An upload that does not compress: the archive outgrows one part.
        const large = newKey('products')
        await server.storage.put(large, randomBytes(17 * 1024 * 1024), 'application/octet-stream')
        await bucket.send(
          new PutObjectCommand({ Bucket: s3.bucket, Key: 'daily/notes.txt', Body: 'not ours: never pruned' }),
        )
        try {
          const taken = await server.scheduledBackups.takeDue()
          expect(taken, JSON.stringify(taken)).toMatchObject({
            outcome: 'done',
            backup: { fileName: 'escudo-2026-11-28T0600Z.tar.gz' },
          })
          expect(await readdir(staging)).toEqual([])

          const object = await bucket.send(
            new GetObjectCommand({ Bucket: s3.bucket, Key: 'daily/escudo-2026-11-28T0600Z.tar.gz' }),
          )
          expect(taken?.outcome === 'done' && taken.backup.size).toBe(object.ContentLength)
          expect(object.ContentLength).toBeGreaterThan(17 * 1024 * 1024)
          const copy = path.join(work, 'downloaded.tar.gz')
          await pipeline(object.Body as Readable, createWriteStream(copy))
          // Every part's checksum is checked as it is read: the upload's parts came back whole and in order.
          const manifest = await readArchive(copy)
          expect(manifest.parts.map((part) => part.name)).toContain(`files/${large}`)
          await server.storage.delete(large)

          for (const hours of [6, 12]) {
            clock = new Date(START.getTime() + hours * HOUR_MS)
            expect(await server.scheduledBackups.takeDue()).toMatchObject({ outcome: 'done' })
          }
          expect(await inBucket()).toEqual([
            'daily/escudo-2026-11-28T1200Z.tar.gz',
            'daily/escudo-2026-11-28T1800Z.tar.gz',
            'daily/notes.txt',
          ])
        } finally {
          await server.storage.delete(large)
        }
      })

      it('a bucket that cannot be written fails the backup, names the bucket in the e-mail, and leaves no local copy', async () => {
        const server = await app({
          BACKUP_DIR: '',
          BACKUP_URL: `s3://no-such-bucket/daily?endpoint=${s3.endpoint}&pathStyle=true`,
        })
        const failed = await server.scheduledBackups.takeDue()
        expect(failed).toMatchObject({ outcome: 'failed', backup: { status: 'failed' } })
        expect(failed?.outcome === 'failed' && failed.backup.error).toMatch(/bucket/i)
        expect(await readdir(staging)).toEqual([])
        const [mail] = await database.db.select().from(outbox).where(eq(outbox.template, 'backup-failed'))
        expect(mail?.text).toContain(`s3://no-such-bucket/daily/ at ${s3.endpoint}`)
      })
    })
  },
)

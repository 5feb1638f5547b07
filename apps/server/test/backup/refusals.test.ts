import { existsSync, readdirSync } from 'node:fs'
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readArchive } from '../../src/backup/archive-reader'
import { countRows } from '../../src/backup/database-facts'
import { DamagedArchiveError, type Manifest } from '../../src/backup/manifest'
import { restoreBackup } from '../../src/backup/restore-backup'
import { takeBackup } from '../../src/backup/take-backup'
import { migrationsFolder, type DatabaseHandle } from '../../src/db/client'
import { filesystemStorage } from '../../src/storage/filesystem'
import { buildTestApp } from '../helper'
import { newPlace, placeEnv, repack, runScript, storedFiles, type TestPlace } from './helpers'

const onPostgres = Boolean(process.env.DATABASE_URL)
const places: TestPlace[] = []
let work: string
let source: TestPlace
let sourceDb: DatabaseHandle
let good: string

const uploads = (place: TestPlace) => filesystemStorage(path.join(place.dataDir, 'uploads'))

async function place(prefix: string) {
  const created = await newPlace(prefix)
  places.push(created)
  return created
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'escudo-backup-refusals-'))
  source = await place('refusal_src')
  sourceDb = await source.open({ migrated: true })
  const app = await buildTestApp(sourceDb, {
    DATA_DIR: source.dataDir,
    ADMIN_EMAIL: 'dona@escudo.example',
    ADMIN_PASSWORD: 'admin-password-long',
  })
  await app.close()
  await uploads(source).put('products/aaaa1111', Buffer.from('an image'), 'image/webp')
  await uploads(source).put('datasheets/bbbb2222', Buffer.from('%PDF-1.4 a sheet'), 'application/pdf')
  good = path.join(work, 'good.tar.gz')
  await takeBackup({
    database: sourceDb,
    databaseUrl: source.url,
    storage: uploads(source),
    file: good,
    appVersion: 'test',
  })
  // Embedded databases on disk flush their commits (decision record 046): slower on a busy machine.
}, 120_000)

afterAll(async () => {
  await sourceDb?.close()
  for (const created of places) await created.remove()
  await rm(work, { recursive: true, force: true })
})

/** Nothing was written: no table in the database, no file in the storage. */
async function expectUntouched(target: TestPlace) {
  if (onPostgres) {
    const database = await target.open()
    expect(await countRows(database.db)).toEqual({})
    await database.close()
  } else {
    expect(existsSync(path.join(target.dataDir, 'pglite'))).toBe(false)
  }
  expect(await storedFiles(uploads(target))).toEqual({})
}

// Several tests start `npm run backup` or `restore` as processes of their own (~1.5 s each, more on a busy machine).
describe(
  `backup archives that must not be restored, on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`,
  { timeout: 60_000 },
  () => {
    it('the archive is readable by its owner alone: it holds customers’ data and password hashes', async () => {
      expect((await stat(good)).mode & 0o777).toBe(0o600)
    })

    it('--verify checks a sound archive and prints what it holds', async () => {
      const verified = await runScript('backup', ['--verify', good], {})
      expect(verified.stderr).toBe('')
      expect(verified.code).toBe(0)
      expect(verified.stdout).toContain('every part matches its SHA-256 in the manifest (3 parts)')
      expect(verified.stdout).toMatch(/database: (PostgreSQL|PGlite).*schema 00\d\d_[\w-]+, \d+ tables/)
      expect(verified.stdout).toMatch(/public\.users +1\n/)
      expect(verified.stdout).toContain('files: 2 (')
    })

    it('a flipped byte: --verify exits 1 saying so, and restore refuses it before writing anything', async () => {
      const bytes = await readFile(good)
      const flipped = path.join(work, 'flipped.tar.gz')
      bytes[Math.floor(bytes.length / 2)]! ^= 0x01
      await writeFile(flipped, bytes)
      const verified = await runScript('backup', ['--verify', flipped], {})
      expect(verified.code).toBe(1)
      expect(verified.stderr).toMatch(/^backup --verify failed: .*flipped\.tar\.gz is damaged: /)

      const target = await place('refusal_flip')
      await expect(
        restoreBackup({ file: flipped, target: target.target, storage: uploads(target) }),
      ).rejects.toThrow(DamagedArchiveError)
      await expectUntouched(target)
    })

    it('a part changed inside a well-formed archive is caught by its checksum, as is a missing one', async () => {
      const changed = path.join(work, 'changed.tar.gz')
      await repack(good, changed, (name, data) =>
        name === 'database.sql' ? Buffer.from(data.toString().replace('CREATE', 'create')) : data,
      )
      await expect(readArchive(changed)).rejects.toThrow(
        /database\.sql does not match its SHA-256 in the manifest/,
      )
      const missing = path.join(work, 'missing.tar.gz')
      await repack(good, missing, (name, data) => (name.startsWith('files/products/') ? undefined : data))
      await expect(readArchive(missing)).rejects.toThrow(
        /missing\.tar\.gz is damaged: files\/products\/aaaa1111 is in the manifest but not in the archive/,
      )
      const unfinished = path.join(work, 'unfinished.tar.gz')
      await repack(good, unfinished, (name, data) => (name === 'manifest.json' ? undefined : data))
      await expect(readArchive(unfinished)).rejects.toThrow(
        /unfinished\.tar\.gz is damaged: it has no manifest: the backup did not finish or the file was cut/,
      )
      const cut = path.join(work, 'cut.tar.gz')
      await writeFile(cut, (await readFile(good)).subarray(0, 200))
      await expect(readArchive(cut)).rejects.toThrow(DamagedArchiveError)
    })

    it('an archive of a newer schema than this code knows is refused', async () => {
      const newer = path.join(work, 'newer.tar.gz')
      await repack(good, newer, (name, data) => {
        if (name !== 'manifest.json') return data
        const manifest = JSON.parse(data.toString()) as Manifest
        manifest.database.migration = {
          createdAt: Date.now() + 86_400_000,
          hash: 'f'.repeat(64),
          tag: '0099_future',
        }
        return Buffer.from(JSON.stringify(manifest))
      })
      const target = await place('refusal_newer')
      await expect(
        restoreBackup({ file: newer, target: target.target, storage: uploads(target) }),
      ).rejects.toThrow(/schema \(0099_future of .*\) is newer than this code's \(00\d\d_/)
      await expectUntouched(target)
    })

    it('an archive of the other kind of database is refused, naming the setting to change', async () => {
      const other = path.join(work, 'other-kind.tar.gz')
      await repack(good, other, (name, data) => {
        if (name !== 'manifest.json') return data
        const manifest = JSON.parse(data.toString()) as Manifest
        manifest.database.kind = onPostgres ? 'pglite' : 'postgres'
        return Buffer.from(JSON.stringify(manifest))
      })
      const target = await place('refusal_kind')
      await expect(
        restoreBackup({ file: other, target: target.target, storage: uploads(target) }),
      ).rejects.toThrow(
        onPostgres
          ? /restore it with DATABASE_URL unset/
          : /restore it with DATABASE_URL set to a PostgreSQL database/,
      )
      await expectUntouched(target)
    })

    it('a backup into a folder that does not exist is refused before dumping anything', async () => {
      const nowhere = path.join(work, 'no-such-folder', 'escudo.tar.gz')
      await expect(
        takeBackup({
          database: sourceDb,
          databaseUrl: source.url,
          storage: uploads(source),
          file: nowhere,
          appVersion: 'test',
        }),
      ).rejects.toThrow(/no-such-folder is not a directory: create it, or write the archive elsewhere/)
    })

    it('a non-empty target is refused, saying what is there; --force replaces it', async () => {
      const target = await place('refusal_full')
      await restoreBackup({ file: good, target: target.target, storage: uploads(target) })
      const refused = await runScript('restore', [good], placeEnv(target))
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(
        onPostgres
          ? /^restore failed: the target is not empty: the database holds \d+ tables \(.* rows.*\); the storage holds 2 files\. .*add --force/
          : /^restore failed: the target is not empty: DATA_DIR already holds an embedded database \(.*pglite\); the storage holds 2 files\. .*add --force/,
      )
      const forced = await restoreBackup({
        file: good,
        target: target.target,
        storage: uploads(target),
        force: true,
      })
      expect(forced.filesAlreadyThere).toBe(2)
      expect(forced.tables).toEqual(forced.manifest.database.tables)
      if (!onPostgres) expect(forced.keptAside).toMatch(/pglite\.replaced-/)
      expect(await storedFiles(uploads(target))).toEqual(await storedFiles(uploads(source)))
    })

    it('a dump that fails to load leaves a forced target as it was', async () => {
      const failing = path.join(work, 'failing.tar.gz')
      const broken = (name: string, data: Buffer) =>
        name === 'database.sql' ? Buffer.concat([data, Buffer.from('\nselect 1 / 0;\n')]) : data
      await repack(good, failing, broken, { reseal: true })
      const target = await place('refusal_fail')
      await restoreBackup({ file: good, target: target.target, storage: uploads(target) })
      await expect(
        restoreBackup({ file: failing, target: target.target, storage: uploads(target), force: true }),
      ).rejects.toThrow(/division by zero/)
      const database = await target.open()
      try {
        expect(await countRows(database.db)).toEqual((await readArchive(good)).database.tables)
      } finally {
        await database.close()
      }
      if (!onPostgres)
        expect(readdirSync(target.dataDir).filter((name) => name.startsWith('pglite'))).toEqual(['pglite'])
    })

    it('an archive of an older schema restores, and the server’s migrations bring it up', async () => {
      const older = await place('refusal_old')
      const folder = path.join(work, 'migrations-but-last')
      await cp(migrationsFolder, folder, { recursive: true })
      const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
        entries: { tag: string }[]
      }
      const last = journal.entries.pop()!
      await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal))
      const olderDb = await older.open()
      if (olderDb.kind === 'postgres') {
        const pool = new pg.Pool({ connectionString: older.url })
        await migratePg(drizzlePg(pool), { migrationsFolder: folder })
        await pool.end()
      } else {
        await migratePglite(drizzlePglite(olderDb.pglite!), { migrationsFolder: folder })
      }
      const file = path.join(work, 'older.tar.gz')
      const taken = await takeBackup({
        database: olderDb,
        databaseUrl: older.url,
        storage: uploads(older),
        file,
        appVersion: 'old',
      })
      await olderDb.close()
      expect(taken.manifest.database.migration.tag).toBe(journal.entries.at(-1)!.tag)

      const target = await place('refusal_up')
      await restoreBackup({ file, target: target.target, storage: uploads(target) })
      const restored = await target.open()
      try {
        await restored.migrate()
        const applied = (await restored.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { n: number }[] }
        expect(applied.rows[0]!.n).toBe(journal.entries.length + 1)
        const app = await buildTestApp(restored, { DATA_DIR: target.dataDir })
        expect((await app.inject({ url: '/api/v1/health' })).statusCode).toBe(200)
        expect((await app.inject({ url: '/api/v1/products' })).statusCode).toBe(200)
        await app.close()
      } finally {
        await restored.close()
      }
      expect(last.tag).toMatch(/^00\d\d_/)
    })

    it.runIf(onPostgres)(
      'a backup that fails leaves no archive and no temporary file, and says what to install',
      async () => {
        const failed = await runScript('backup', [path.join(work, 'no-tools.tar.gz')], {
          ...placeEnv(source),
          PATH: path.join(work, 'no-such-bin'),
        })
        expect(failed.code).toBe(1)
        expect(failed.stderr).toMatch(
          /^backup failed: pg_dump was not found: install PostgreSQL's client tools/,
        )
        expect(readdirSync(work).filter((name) => name.includes('no-tools'))).toEqual([])
      },
    )

    it.runIf(!onPostgres)('backup refuses the embedded database while a server holds it', async () => {
      const held = await runScript('backup', [path.join(work, 'held.tar.gz')], placeEnv(source))
      expect(held.code).toBe(1)
      expect(held.stderr).toMatch(
        /^backup failed: the embedded database is in use, and it takes one process: stop the server/,
      )
      expect(existsSync(path.join(work, 'held.tar.gz'))).toBe(false)
    })
  },
)

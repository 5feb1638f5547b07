import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReadStream } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { writePgliteDump } from '../../src/backup/pglite-dump'
import { statementBatches } from '../../src/backup/sql-statements'
import { openDatabase, type DatabaseHandle } from '../../src/db/client'
import { buildTestApp, openTestDatabase } from '../helper'
import { tableContents } from './helpers'

/**
 * The embedded dump in several pg_dump runs (the WebAssembly pg_dump cannot hand back more than 512 MB at once):
 * with every table's data in a run of its own, the script restores the same database as with one run for all.
 */
describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded dump, in sections', () => {
  let source: DatabaseHandle
  let work: string
  const opened: DatabaseHandle[] = []

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'escudo-dump-'))
    source = await openTestDatabase()
    const app = await buildTestApp(source, { SEED: 'demo' })
    await app.close()
  }, 60_000)

  afterAll(async () => {
    for (const handle of opened) await handle.close()
    await source?.close()
    await rm(work, { recursive: true, force: true })
  })

  /** A fresh embedded database loaded from `file` as a restore loads it. */
  async function restored(file: string) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
    opened.push(handle)
    await handle.pglite!.transaction(async (tx) => {
      for await (const batch of statementBatches(createReadStream(file))) await tx.exec(batch)
    })
    return handle
  }

  it('restores every row whether each table has a run of its own or not', async () => {
    const whole = path.join(work, 'whole.sql')
    const split = path.join(work, 'split.sql')
    await writePgliteDump(source.pglite!, ['--no-owner', '--no-privileges'], whole)
    // Past 100 KB on disk, a table's data is dumped alone: the demo's few largest tables.
    await writePgliteDump(source.pglite!, ['--no-owner', '--no-privileges'], split, 100 * 1024)
    const expected = await tableContents(source.db)
    expect(expected['public.products']?.length).toBeGreaterThan(10)
    expect(await tableContents((await restored(whole)).db)).toEqual(expected)
    expect(await tableContents((await restored(split)).db)).toEqual(expected)
    const runs = (file: string) =>
      readFile(file, 'utf8').then((script) => script.split('-- PostgreSQL database dump complete').length - 1)
    expect(await runs(whole)).toBe(3)
    expect(await runs(split)).toBeGreaterThanOrEqual(5)
    // The constraints come after all the data, in both.
    for (const file of [whole, split]) {
      const script = await readFile(file, 'utf8')
      expect(script.lastIndexOf('INSERT INTO')).toBeLessThan(script.indexOf('FOREIGN KEY'))
    }
    // And the source's session is left as it was: it still writes.
    await source.pglite!.exec(
      `insert into search_daily (day, language, query, searches) values ('2026-01-01', 'pt-BR', 'depois', 1)`,
    )
  }, 120_000)
})

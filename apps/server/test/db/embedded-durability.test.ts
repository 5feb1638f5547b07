import { existsSync } from 'node:fs'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../src/db/client'
import type { DurableNodeFS } from '../../src/db/durable-nodefs'
import { makeTempDir, pgliteTemplate } from '../helper'

// The embedded database on disk flushes each commit (decision record 046); power-cut.test.ts shows what that keeps.
let temp: Awaited<ReturnType<typeof makeTempDir>>
const opened: DatabaseHandle[] = []

beforeEach(async () => {
  temp = await makeTempDir('escudo-durable-')
})
afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close()
  await temp.remove()
})

async function open(dataDir: string, durability?: 'relaxed') {
  const template = await pgliteTemplate()
  const handle = await openDatabase({
    kind: 'pglite',
    dataDir,
    ...(template ? { template } : {}),
    ...(durability ? { durability } : {}),
  })
  opened.push(handle)
  return handle
}

const setting = async (handle: DatabaseHandle, name: string) =>
  Object.values((await handle.pglite!.query<Record<string, string>>(`show ${name}`)).rows[0]!)[0]

describe('the embedded database on disk', { timeout: 90_000 }, () => {
  it('runs PostgreSQL with its flushing on and flushes each commit to the disk', async () => {
    const handle = await open(temp.dir)
    expect(await setting(handle, 'fsync')).toBe('on')
    expect(await setting(handle, 'synchronous_commit')).toBe('on')
    expect(await setting(handle, 'full_page_writes')).toBe('on')
    const fs = handle.pglite!.fs as DurableNodeFS
    await handle.db.execute(sql`create table flushed (id int)`)
    const before = fs.flushes
    for (let i = 0; i < 5; i++) await handle.db.execute(sql`insert into flushed values (${i})`)
    expect(fs.flushes - before).toBeGreaterThanOrEqual(5)
    await handle.close()
    const again = await open(temp.dir)
    expect((await again.pglite!.query('select count(*)::int as n from flushed')).rows).toEqual([{ n: 5 }])
  })

  it('creates a new cluster aside and renames it into place, keeping an incomplete one aside', async () => {
    // What an older Escudo's first start cut short could leave, and this one's own leftover.
    await mkdir(path.join(temp.dir, 'pglite', 'base'), { recursive: true })
    await writeFile(path.join(temp.dir, 'pglite', 'base', '1'), 'half a cluster')
    await mkdir(path.join(temp.dir, 'pglite.new'))
    const handle = await open(temp.dir)
    await handle.db.execute(sql`select 1`)
    const names = await readdir(temp.dir)
    expect(names).not.toContain('pglite.new')
    expect(existsSync(path.join(temp.dir, 'pglite', 'PG_VERSION'))).toBe(true)
    const aside = names.filter((name) => name.startsWith('pglite.incomplete-'))
    expect(aside).toHaveLength(1)
    expect(await readdir(path.join(temp.dir, aside[0]!, 'base'))).toEqual(['1'])
  })

  it('with durability relaxed (the benchmark baseline), runs as PGlite does: fsync off', async () => {
    const handle = await open(temp.dir, 'relaxed')
    expect(await setting(handle, 'fsync')).toBe('off')
  })
})

describe('the embedded database in memory (the tests)', () => {
  it('flushes nothing: there is no disk', async () => {
    const template = await pgliteTemplate()
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: 'memory://',
      ...(template ? { template } : {}),
    })
    opened.push(handle)
    expect(await setting(handle, 'fsync')).toBe('off')
  })
})

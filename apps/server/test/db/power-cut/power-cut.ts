import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { amcheck } from '@electric-sql/pglite/contrib/amcheck'
import { DURABLE_START_PARAMS, DurableNodeFS } from '../../../src/db/durable-nodefs'
import { flushTree } from '../../../src/lib/flush'
import { seededRandom } from '../../../src/lib/seeded-random'
import { DiskModel } from './disk-model'
import { RecordingFS } from './recording-fs'

/**
 * Power cuts of the embedded database, simulated (issue 35, decision record 046): PGlite runs a workload of
 * concurrent writers on a data directory whose every change is recorded (`RecordingFS`); each round then cuts the
 * power after a random one of those changes, rebuilds what the disk would hold (`DiskModel`: only what was flushed,
 * or also pages the OS wrote back on its own), opens that copy and checks it: it opens, `amcheck` finds every
 * index and the table sound, a full read works, and every write acknowledged before the cut is there.
 */
/** `durable`: Escudo's; `old`: PGlite's own (fsync off, flushes that do nothing); `no-fdatasync`: PostgreSQL's
 * flushing on but only `fsync` honest, what NODEFS gives with a flushing `stream_ops.fsync` alone. */
export type Setting = 'durable' | 'old' | 'no-fdatasync'

export type RoundResult = {
  cutAfter: number
  writeback: number
  acknowledged: number
  lost: number
  opened: boolean
  damage?: string
}

export type Recorded = { setting: Setting; base: string; fs: RecordingFS; acks: { id: number; at: number }[] }

const CONF = 'shared_buffers = 16MB'

/**
 * A clean, flushed cluster with the workload's table, to start every recording from (copy it per setting), made
 * from `template` (a dumped data directory) when given, which is faster than a new cluster.
 */
export async function createBase(dir: string, template?: Blob) {
  const pg = await PGlite.create({
    fs: new DurableNodeFS(dir),
    startParams: DURABLE_START_PARAMS,
    postgresqlconf: CONF,
    ...(template ? { loadDataDir: template } : {}),
  })
  await pg.exec(`create table t (id bigserial primary key, writer int not null, payload text not null);
    create index t_writer on t (writer, id)`)
  await pg.close()
  await flushTree(dir)
}

/**
 * `writers` concurrent writers commit `commits` transactions on a copy of `base` (single rows, some of three rows,
 * a checkpoint now and then, a WAL segment switch less often), each acknowledgement recorded with the number of
 * file changes made by then. `old`: PGlite's own setting (fsync off, flushes that do nothing).
 */
export async function record(
  setting: Setting,
  base: string,
  dir: string,
  commits: number,
  writers: number,
  random: () => number,
): Promise<Recorded> {
  await rm(dir, { recursive: true, force: true })
  await cp(base, dir, { recursive: true })
  const fs = new RecordingFS(
    dir,
    setting === 'durable' ? 'honest' : setting === 'old' ? 'none' : 'fsync-only',
  )
  const pg = await PGlite.create({
    fs,
    startParams: setting === 'old' ? PGlite.defaultStartParams : DURABLE_START_PARAMS,
    postgresqlconf: CONF,
  })
  const acks: Recorded['acks'] = []
  let done = 0
  const payload = () =>
    Buffer.from(
      Array.from({ length: Math.floor(random() * 3000) }, () => Math.floor(random() * 256)),
    ).toString('base64')
  const writer = async (w: number) => {
    while (done < commits) {
      const n = done++
      const choice = random()
      if (n % 150 === 149) await pg.exec('checkpoint')
      else if (n % 400 === 399) await pg.query('select pg_switch_wal()')
      else if (choice < 0.75) {
        const { rows } = await pg.query<{ id: string }>(
          'insert into t (writer, payload) values ($1, $2) returning id',
          [w, payload()],
        )
        acks.push({ id: Number(rows[0]!.id), at: fs.ops.length })
      } else {
        const ids = await pg.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            'insert into t (writer, payload) select $1, p from unnest($2::text[]) p returning id',
            [w, [payload(), payload(), payload()]],
          )
          return rows.map((row) => Number(row.id))
        })
        for (const id of ids) acks.push({ id, at: fs.ops.length })
      }
    }
  }
  await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)))
  // The shutdown checkpoint is recorded too: a cut during it is one more case.
  await pg.close()
  return { setting, base, fs, acks }
}

/**
 * Where to cut: `count` points, half right after an acknowledgement (the hardest case: nothing written after it
 * reached the disk), half anywhere in the recording (mid-commit, mid-checkpoint, during the shutdown), ascending.
 */
export function pickCuts(
  recorded: Recorded,
  count: number,
  writeback: (round: number) => number,
  random: () => number,
) {
  return Array.from({ length: count }, (_, round) => ({
    after:
      round % 2 === 0 && recorded.acks.length
        ? recorded.acks[Math.floor(random() * recorded.acks.length)]!.at
        : Math.floor(random() * (recorded.fs.ops.length + 1)),
    writeback: writeback(round),
  })).sort((a, b) => a.after - b.after)
}

/**
 * One round per cut (`cuts`: change counts, ascending), each rebuilt in `scratch` and checked. `writeback` per
 * round: 0 keeps only what was flushed.
 */
export async function checkCuts(
  recorded: Recorded,
  scratch: string,
  cuts: { after: number; writeback: number }[],
  random: () => number,
): Promise<RoundResult[]> {
  // The recording started from a copy of `base`, which is what the disk held then.
  const model = new DiskModel(recorded.base, recorded.fs.initialIds)
  const results: RoundResult[] = []
  let applied = 0
  for (const [round, cut] of cuts.entries()) {
    while (applied < cut.after) model.apply(recorded.fs.ops[applied++]!)
    const dir = path.join(scratch, `round-${round}`)
    await rm(dir, { recursive: true, force: true })
    await mkdir(dir, { recursive: true })
    model.materialize(dir, cut.writeback, random)
    const acknowledged = recorded.acks.filter((ack) => ack.at <= cut.after)
    results.push({
      cutAfter: cut.after,
      writeback: cut.writeback,
      acknowledged: acknowledged.length,
      ...(await check(dir, acknowledged)),
    })
    await rm(dir, { recursive: true, force: true })
  }
  return results
}

async function check(
  dir: string,
  acknowledged: { id: number }[],
): Promise<{ lost: number; opened: boolean; damage?: string }> {
  if (!existsSync(path.join(dir, 'PG_VERSION')))
    return { lost: acknowledged.length, opened: false, damage: 'no PG_VERSION' }
  let pg: PGlite
  try {
    // PostgreSQL as the durable setting runs it, on PGlite's own file system: flushing this copy would only be slow.
    pg = await PGlite.create(dir, {
      startParams: DURABLE_START_PARAMS,
      postgresqlconf: CONF,
      extensions: { amcheck },
    })
  } catch (error) {
    return { lost: acknowledged.length, opened: false, damage: `does not open: ${(error as Error).message}` }
  }
  try {
    const present = new Set<number>()
    let damage: string | undefined
    try {
      const { rows } = await pg.query<{ id: string; payload: string }>('select id, payload from t')
      for (const row of rows) present.add(Number(row.id))
      await pg.exec('create extension amcheck')
      // Every B-tree index (the catalog's too); the workload's also against every row of its table.
      await pg.query(`select bt_index_check(c.oid, c.relnamespace = 'public'::regnamespace) from pg_index i
        join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
        where a.amname = 'btree' and c.relpersistence = 'p'`)
      const heap = await pg.query<{ msg: string }>(`select msg from verify_heapam('t')`)
      if (heap.rows.length) damage = `verify_heapam: ${heap.rows[0]!.msg}`
    } catch (error) {
      damage = (error as Error).message
    }
    return {
      lost: acknowledged.filter((ack) => !present.has(ack.id)).length,
      opened: true,
      ...(damage ? { damage } : {}),
    }
  } finally {
    await pg.close().catch(() => undefined)
  }
}

/** A scratch directory in memory where there is one (/dev/shm): the rounds write a whole cluster each. */
export async function scratchDir(prefix: string) {
  const parent = existsSync('/dev/shm') ? '/dev/shm' : tmpdir()
  const dir = await mkdtemp(path.join(parent, prefix))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}

/** A seeded generator, so that a failing round can be run again with its seed. */
export const seeded = (seed: number): (() => number) => seededRandom(seed).next

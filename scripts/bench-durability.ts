import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client'
import {
  checkCuts,
  createBase,
  pickCuts,
  record,
  scratchDir,
  seeded,
  type Setting,
} from '../apps/server/test/db/power-cut/power-cut'
import { benchCommits } from '../apps/server/test/scale/bench-commits'

/**
 * `npm run bench:durability` (issue 35, decision record 046): what a durable commit costs the embedded database,
 * and simulated power cuts.
 *
 * 1. Writes: BENCH_WRITES one-row committed inserts through the db client, one after the other, on the embedded
 *    database in a data dir on this machine's disk (BENCH_DIR, else the OS temporary folder: it must be a real disk
 *    for flushes to cost what they cost), with the old setting (`relaxed`: nothing flushed) and the new default
 *    (`full`), in alternating blocks so both see the same load; and on the PostgreSQL of DATABASE_URL when set.
 *    Prints writes/s, p50 and p99.
 * 2. Power cuts: BENCH_ROUNDS rounds per setting of power-cut.test.ts's simulation (a workload of BENCH_COMMITS
 *    commits by 8 writers, cut after a random file change, half of the rounds with the OS writing pages back on
 *    its own), for the new default, PostgreSQL's flushing with only fsync honest (`no-fdatasync`), and the old
 *    setting. Prints rounds, acknowledged and lost writes, and how many copies opened or were damaged.
 *    POWER_CUT_SEED repeats a run.
 */
const WRITES = Number(process.env.BENCH_WRITES ?? 1000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
const COMMITS = Number(process.env.BENCH_COMMITS ?? 600)
const BLOCKS = 4
const seed = Number(process.env.POWER_CUT_SEED ?? Date.now() % 1_000_000)

type Target = { name: string; open: () => Promise<DatabaseHandle>; cleanup?: () => Promise<void> }

async function writeBlock(handle: DatabaseHandle, count: number, into: number[]) {
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    await benchCommits.write(handle, i)
    into.push(performance.now() - start)
  }
}

function summary(name: string, latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2)
  const total = latencies.reduce((sum, ms) => sum + ms, 0)
  return `${name.padEnd(34)} ${String(Math.round((latencies.length / total) * 1000)).padStart(7)} writes/s   p50 ${at(0.5).padStart(6)} ms   p99 ${at(0.99).padStart(7)} ms`
}

async function measureWrites() {
  const dir = await mkdtemp(path.join(process.env.BENCH_DIR ?? tmpdir(), 'escudo-bench-durability-'))
  const embedded = (durability: 'relaxed' | 'full'): Target => ({
    name: `embedded, ${durability === 'full' ? 'full (new default)' : 'relaxed (old)'}`,
    open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dir, durability), durability }),
  })
  const targets = [embedded('relaxed'), embedded('full')]
  const url = process.env.DATABASE_URL
  if (url) {
    const schema = `bench_durability_${process.pid}`
    targets.push({
      name: 'PostgreSQL (DATABASE_URL)',
      open: () => openDatabase({ kind: 'postgres', url, schema, poolSize: 1 }),
      cleanup: async () => {
        const handle = await openDatabase({ kind: 'postgres', url, poolSize: 1 })
        await benchCommits.dropSchema(handle, schema)
        await handle.close()
      },
    })
  }
  const latencies = new Map(targets.map((target) => [target, [] as number[]]))
  try {
    process.stdout.write(
      `${WRITES} one-row commits per database, in ${BLOCKS} alternating blocks, data in ${dir}\n`,
    )
    const handles = new Map<Target, DatabaseHandle>()
    for (const target of targets) {
      const handle = await target.open()
      await benchCommits.prepare(handle)
      handles.set(target, handle)
    }
    for (let block = 0; block < BLOCKS; block++)
      for (const target of block % 2 ? [...targets].reverse() : targets)
        await writeBlock(handles.get(target)!, WRITES / BLOCKS, latencies.get(target)!)
    for (const handle of handles.values()) await handle.close()
    for (const target of targets) process.stdout.write(`${summary(target.name, latencies.get(target)!)}\n`)
  } finally {
    for (const target of targets) await target.cleanup?.()
    await rm(dir, { recursive: true, force: true })
  }
}

async function powerCuts() {
  process.stdout.write(
    `\npower cuts: ${ROUNDS} rounds per setting, ${COMMITS} commits by 8 writers each (POWER_CUT_SEED=${seed})\n`,
  )
  const work = await scratchDir('escudo-bench-power-cut-')
  try {
    const base = path.join(work.dir, 'base')
    await createBase(base)
    const random = seeded(seed)
    for (const setting of ['durable', 'no-fdatasync', 'old'] as Setting[]) {
      const started = performance.now()
      const recorded = await record(setting, base, path.join(work.dir, setting), COMMITS, 8, random)
      const cuts = pickCuts(recorded, ROUNDS, (round) => (round % 4 >= 2 ? 0.5 : 0), random)
      const results = await checkCuts(recorded, path.join(work.dir, 'scratch'), cuts, random)
      const sum = (pick: (r: (typeof results)[number]) => number) =>
        results.reduce((total, r) => total + pick(r), 0)
      const damaged = results.filter((r) => r.damage !== undefined)
      process.stdout.write(
        `${setting.padEnd(13)} rounds ${results.length}   acknowledged ${sum((r) => r.acknowledged)}   lost ${sum((r) => r.lost)} ` +
          `(in ${results.filter((r) => r.lost > 0).length} rounds)   opened ${results.filter((r) => r.opened).length}   ` +
          `damaged ${damaged.length}   ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
      )
      for (const round of damaged.slice(0, 3))
        process.stdout.write(`    cut after change ${round.cutAfter}: ${round.damage!.slice(0, 160)}\n`)
    }
  } finally {
    await work.remove()
  }
}

if (process.env.BENCH_SKIP_WRITES !== '1') await measureWrites()
if (process.env.BENCH_SKIP_CUTS !== '1') await powerCuts()

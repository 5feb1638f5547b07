import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createFreshDatabase, type FreshDatabase } from '../apps/server/test/scale/fresh-database'
import { httpClient, signIn, type HttpClient } from '../apps/server/test/scale/http-client'
import {
  productionServerEnv,
  serverReady,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../apps/server/test/server-process'

/**
 * `npm run bench:scale` (issue 18): two server processes on one PostgreSQL (DATABASE_URL, default the local
 * `test` database's server; each run makes fresh databases and drops them).
 *
 * 1. Propagation: 200 catalogue writes through A (renames, unpublishes, publishes of 20 products, one after
 *    the other); after each one A acknowledged, B is asked until it serves the change. Prints p50/p99/max of
 *    that time and the changes B never served (target: p99 ≤ 1 s, none missed), then compares every product
 *    on A and B.
 * 2. Write throughput with and without the feed: one process on a fresh database renames products from 8
 *    concurrent clients for BENCH_SECONDS (default 10) s, with the change feed (each write also records its
 *    change and notifies) and without it (BENCH_CHANGE_FEED=off, the baseline), twice each, interleaved.
 */
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const WRITES = Number(process.env.BENCH_WRITES ?? 200)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const STAFF = { email: 'bench-staff@escudo.example', password: 'bench-staff-password' }
const launcher = path.join(import.meta.dirname, '../apps/server/test/scale/bench-launcher.ts')
const GIVE_UP_MS = 10_000

type Started = { server: ServerProcess; url: string; client: HttpClient }
const cleanups: (() => Promise<unknown>)[] = []

async function database(): Promise<FreshDatabase> {
  const fresh = await createFreshDatabase(serverUrl, 'escudo_bench_scale')
  cleanups.push(() => fresh.drop())
  return fresh
}

async function start(databaseUrl: string, env: Record<string, string> = {}): Promise<Started> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'escudo-bench-scale-'))
  const server = startServerProcess(
    { ...productionServerEnv(STAFF), DATABASE_URL: databaseUrl, DATA_DIR: dataDir, WEB_SSR: 'off', ...env },
    launcher,
  )
  cleanups.push(async () => {
    await stopServerProcess(server)
    await rm(dataDir, { recursive: true, force: true })
  })
  const url = await serverReady(server, 120_000)
  return { server, url, client: httpClient(url, await signIn(url, STAFF.email, STAFF.password)) }
}

type Product = { id: string; version: number; name: string }

async function products(client: HttpClient, count: number): Promise<Product[]> {
  const answer = await client(`/api/v1/admin/products?page[size]=${count}&sort=reference`)
  if (answer.status !== 200) throw new Error(`admin list answered ${answer.status}`)
  return (answer.json().data as { id: string; attributes: { version: number; name: string } }[]).map(
    ({ id, attributes }) => ({ id, version: attributes.version, name: attributes.name }),
  )
}

/** One write through `client`; answers the product's new version. */
async function write(
  client: HttpClient,
  product: Product,
  kind: 'rename' | 'unpublish' | 'publish',
  name = '',
) {
  const answer =
    kind === 'rename'
      ? await client(`/api/v1/admin/products/${product.id}`, {
          method: 'PATCH',
          json: { data: { type: 'products', attributes: { version: product.version, name } } },
        })
      : await client(`/api/v1/admin/products/${product.id}/${kind}`, { method: 'POST' })
  if (answer.status !== 200) throw new Error(`${kind} answered ${answer.status}: ${answer.text()}`)
  product.version = answer.json().data.attributes.version as number
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
const ms = (value: number) => `${value.toFixed(1)} ms`

async function propagation() {
  const fresh = await database()
  const a = await start(fresh.url)
  const b = await start(fresh.url)
  const pool = await products(a.client, 20)
  const waits: number[] = []
  let missed = 0
  for (let i = 0; i < WRITES; i++) {
    const product = pool[i % pool.length]!
    const kind = (['rename', 'unpublish', 'publish'] as const)[Math.floor(i / pool.length) % 3]!
    const name = `Luva Banco ${i} ${product.id.slice(0, 8)}`
    await write(a.client, product, kind, name)
    const acknowledged = performance.now()
    const served = async () => {
      const answer = await b.client(`/api/v1/products/${product.id}`)
      if (kind === 'unpublish') return answer.status === 404
      return answer.status === 200 && (kind === 'publish' || answer.json().data.attributes.name === name)
    }
    while (!(await served())) {
      if (performance.now() - acknowledged > GIVE_UP_MS) {
        missed += 1
        break
      }
    }
    if (performance.now() - acknowledged <= GIVE_UP_MS) waits.push(performance.now() - acknowledged)
  }
  waits.sort((x, y) => x - y)
  // Every product as A and B serve it now: the same list, names and versions.
  const everything = async (side: Started) => JSON.stringify(await products(side.client, 100))
  const same = (await everything(a)) === (await everything(b))
  const p99 = percentile(waits, 99)
  process.stdout.write(
    `\n== propagation: ${WRITES} writes through A, time until B serves each (after A acknowledged it)\n` +
      `p50 ${ms(percentile(waits, 50))}  p99 ${ms(p99)}  max ${ms(waits.at(-1) ?? NaN)}  ` +
      `missed ${missed}  A and B agree on every product: ${same ? 'yes' : 'NO'}` +
      `  [p99 ≤ 1 s: ${p99 <= 1000 ? 'ok' : 'MISSED'}, none missed: ${missed === 0 && same ? 'ok' : 'MISSED'}]\n`,
  )
  return p99 <= 1000 && missed === 0 && same
}

/** Renames from 8 concurrent clients for SECONDS on one fresh process; answers writes/s and latencies. */
async function throughput(feed: boolean) {
  const fresh = await database()
  const one = await start(fresh.url, feed ? {} : { BENCH_CHANGE_FEED: 'off' })
  const pool = await products(one.client, 8)
  // Warm-up: the first writes of a fresh process pay for compiling its code paths.
  for (const product of pool) await write(one.client, product, 'rename', `Luva Aquecida ${product.id}`)
  const latencies: number[] = []
  const until = performance.now() + SECONDS * 1000
  let n = 0
  await Promise.all(
    pool.map(async (product) => {
      while (performance.now() < until) {
        const started = performance.now()
        await write(one.client, product, 'rename', `Luva Vazão ${(n += 1)}`)
        latencies.push(performance.now() - started)
      }
    }),
  )
  latencies.sort((x, y) => x - y)
  await stopServerProcess(one.server)
  return { rate: latencies.length / SECONDS, p50: percentile(latencies, 50), p99: percentile(latencies, 99) }
}

let ok = true
try {
  ok = await propagation()
  process.stdout.write(
    `\n== write throughput, one process, 8 concurrent clients renaming, ${SECONDS} s each\n`,
  )
  const rates = { on: [] as number[], off: [] as number[] }
  for (const round of [1, 2])
    for (const feed of [false, true]) {
      const result = await throughput(feed)
      rates[feed ? 'on' : 'off'].push(result.rate)
      process.stdout.write(
        `round ${round}, feed ${feed ? 'on ' : 'off'}: ${result.rate.toFixed(0).padStart(5)} writes/s  ` +
          `p50 ${ms(result.p50)}  p99 ${ms(result.p99)}\n`,
      )
    }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
  process.stdout.write(
    `with the feed / without: ${(mean(rates.on) / mean(rates.off)).toFixed(2)} of the throughput\n`,
  )
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
}
process.exit(ok ? 0 : 1)

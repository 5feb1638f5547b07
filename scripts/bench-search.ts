import autocannon from 'autocannon'
import { makeDataDir, removeDataDir, startServer } from './bench-server'
// Bundles apps/server into apps/server/dist, which the benchmark runs as `npm run serve` does.
import './build-server'

/**
 * `npm run bench:search`: the catalogue list under load, at 10,000 and 100,000 synthetic products,
 * for three query shapes, against the targets of issue 3. Set BENCH_SIZES=10000 to run one size and
 * BENCH_SECONDS to change the 10 s per shape.
 */
const SHAPES = [
  { name: '(a) one word + facets', query: 'filter[q]=luva' },
  {
    name: '(b) category + 2 risk types + facets',
    query: 'filter[categories]=luva-de-seguranca&filter[riskTypes]=corte-c,abrasao-rasgo',
  },
  { name: '(c) no filter, by name, page 5', query: 'sort=name&page[number]=5' },
]

const TARGETS: Record<number, { p99: number; rps?: number; buildMs?: number; rssMb?: number }> = {
  10_000: { p99: 15, rps: 2000 },
  100_000: { p99: 60, buildMs: 15_000, rssMb: 600 },
}

const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED')
let missed = 0

/** Drives one query shape for `seconds` at 10 connections; returns 1 when it misses a target. */
async function measure(base: string, shape: (typeof SHAPES)[number], target: (typeof TARGETS)[number]) {
  const url = `${base}/api/v1/products?${shape.query}`
  const check = await fetch(url)
  if (!check.ok) throw new Error(`${shape.name}: HTTP ${check.status}`)
  await autocannon({ url, connections: 10, duration: 2 }) // warm-up
  const result = await autocannon({ url, connections: 10, duration: seconds })
  const rps = result.requests.average
  const okP99 = result.latency.p99 <= target!.p99
  const okRps = target!.rps === undefined || rps >= target!.rps
  process.stdout.write(
    `${shape.name.padEnd(40)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  ` +
      `p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}` +
      `  [p99 ≤ ${target!.p99}: ${verdict(okP99)}${target!.rps ? `, ≥ ${target!.rps} req/s: ${verdict(okRps)}` : ''}]\n`,
  )
  return !okP99 || !okRps || result.errors + result.non2xx > 0 ? 1 : 0
}

for (const size of sizes) {
  const target = TARGETS[size] ?? { p99: Infinity }
  const dataDir = await makeDataDir()
  try {
    // First start: seeds the data dir (a one-off bulk job), builds the index, and is stopped.
    process.stdout.write(`\n== ${size.toLocaleString('en')} products\n`)
    const seeding = await startServer(size, dataDir)
    const seeded = await seeding.rssMb()
    await seeding.stop()
    process.stdout.write(
      `first start: seed ${seeding.seedMs ?? '-'} ms, index build ${seeding.indexMs} ms, RSS ${seeded.rss} MB\n`,
    )
    // Second start: what a restarted server does (index from the database), measured under load.
    const server = await startServer(size, dataDir)
    try {
      const okBuild = target.buildMs === undefined || server.indexMs <= target.buildMs
      if (!okBuild) missed++
      process.stdout.write(
        `serving start: index build ${server.indexMs} ms (${server.products} products)` +
          (target.buildMs ? ` [≤ ${target.buildMs} ms: ${verdict(okBuild)}]` : '') +
          '\n',
      )
      for (const shape of SHAPES) missed += await measure(server.url, shape, target)
      const { rss, peak } = await server.rssMb()
      const okRss = target.rssMb === undefined || rss <= target.rssMb
      if (!okRss) missed++
      process.stdout.write(
        `server RSS ${rss} MB (peak ${peak} MB)${target.rssMb ? ` [≤ ${target.rssMb} MB: ${verdict(okRss)}]` : ''}\n`,
      )
    } finally {
      await server.stop()
    }
  } finally {
    await removeDataDir(dataDir)
  }
}

process.stdout.write(missed === 0 ? '\nAll targets met.\n' : `\n${missed} target(s) missed.\n`)
process.exitCode = missed === 0 ? 0 : 1

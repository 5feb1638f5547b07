import autocannon from 'autocannon'
import { startServer } from './bench-server'

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

for (const size of sizes) {
  process.stdout.write(`\n== ${size.toLocaleString('en')} products: seeding and starting the server…\n`)
  const server = await startServer(size)
  const target = TARGETS[size] ?? { p99: Infinity }
  try {
    process.stdout.write(
      `seed ${server.seedMs ?? '-'} ms, index build ${server.indexMs} ms (${server.products} products)` +
        (target.buildMs
          ? ` [target ≤ ${target.buildMs} ms: ${verdict(server.indexMs <= target.buildMs)}]`
          : '') +
        '\n',
    )
    if (target.buildMs && server.indexMs > target.buildMs) missed++
    for (const shape of SHAPES) {
      const url = `${server.url}/api/v1/products?${shape.query}`
      const check = await fetch(url)
      if (!check.ok) throw new Error(`${shape.name}: HTTP ${check.status}`)
      await autocannon({ url, connections: 10, duration: 2 }) // warm-up
      const result = await autocannon({ url, connections: 10, duration: seconds })
      const rps = result.requests.average
      const okP99 = result.latency.p99 <= target.p99
      const okRps = target.rps === undefined || rps >= target.rps
      if (!okP99 || !okRps || result.non2xx > 0 || result.errors > 0) missed++
      process.stdout.write(
        `${shape.name.padEnd(40)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  ` +
          `p99 ${result.latency.p99} ms  errors ${result.errors + result.non2xx}` +
          `  [p99 ≤ ${target.p99}: ${verdict(okP99)}${target.rps ? `, ≥ ${target.rps} req/s: ${verdict(okRps)}` : ''}]\n`,
      )
    }
    const { rss, peak } = await server.rssMb()
    const okRss = target.rssMb === undefined || rss <= target.rssMb
    if (!okRss) missed++
    process.stdout.write(
      `server RSS ${rss} MB (peak ${peak} MB)${target.rssMb ? ` [target ≤ ${target.rssMb} MB: ${verdict(okRss)}]` : ''}\n`,
    )
  } finally {
    await server.stop()
  }
}

process.stdout.write(missed === 0 ? '\nAll targets met.\n' : `\n${missed} target(s) missed.\n`)
process.exitCode = missed === 0 ? 0 : 1

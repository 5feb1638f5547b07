import autocannon from 'autocannon'
import { benchSteering } from './bench-search-steering'
import { cpuMs, makeDataDir, removeDataDir, startFloor, startServer, type FloorAnswer } from './bench-server'
// Bundles apps/server into apps/server/dist, which the benchmark runs as `npm run serve` does.
import './build-server'

/**
 * `npm run bench:search`: the catalogue list under load, at 10,000 and 100,000 synthetic products,
 * for three query shapes, against the targets of issue 3; and beside each shape a bare Fastify server (the
 * "floor", scripts/bench-floor.ts) answering the same bytes, with the ratio issue 19 asks to be ≥ 50 %.
 * Set BENCH_SIZES=10000 to run one size and BENCH_SECONDS to change the 10 s per shape.
 *
 * Then "did you mean" (issue 36): misspelt two-word queries that find nothing, each sent once in turn (so
 * neither the list cache nor the index's suggestions answer it: the suggestion is computed every time), beside
 * the queries suggested for them (the same number of distinct, uncached searches that find products).
 *
 * Then search steering (issue 36, scripts/bench-search-steering.ts; BENCH_STEERING=0 skips it, =only runs it alone): recording on vs
 * off, 1,000 synonym sets vs none, and 13 months of analytics aggregates (BENCH_QUERIES_PER_DAY, 1,000).
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

/** The share of the floor server's requests/s the catalogue API must reach (issue 19). */
const FLOOR_SHARE = 0.5

/** `cpuUs`: the server's CPU time per request (µs), when its process was given. */
type Load = { rps: number; p50: number; p99: number; errors: number; cpuUs?: number }

/** Runs one measured autocannon load; with `pid`, also the server's CPU time per request over it. */
async function measured(options: Parameters<typeof autocannon>[0], pid?: number): Promise<Load> {
  const cpuBefore = pid === undefined ? 0 : await cpuMs(pid)
  const result = await autocannon(options)
  const cpuUs =
    pid === undefined ? undefined : (((await cpuMs(pid)) - cpuBefore) * 1000) / result.requests.total
  const { p50, p99 } = result.latency
  return { rps: result.requests.average, p50, p99, errors: result.errors + result.non2xx, cpuUs }
}

/** Drives one URL for `seconds` at 10 connections, after a 2 s warm-up. */
async function load(url: string, pid?: number): Promise<Load> {
  await autocannon({ url, connections: 10, duration: 2 }) // warm-up
  return measured({ url, connections: 10, duration: seconds }, pid)
}

const figures = (name: string, run: Load) =>
  `${name.padEnd(40)} ${run.rps.toFixed(0).padStart(6)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  ` +
  `errors ${run.errors}`

/** Catalogue words, misspelt by swapping two neighbouring letters, in pairs: queries that mostly find nothing. */
const WORDS =
  'luva nitrílica máscara solda capacete óculos protetor auricular respirador botina calçado segurança ' +
  'cinturão paraquedista avental mangote vaqueta raspa térmica proteção facial macacão colete refletivo'
const misspelt = WORDS.split(' ').flatMap((word) =>
  Array.from(
    { length: word.length - 2 },
    (_, at) => word.slice(0, at + 1) + word[at + 2] + word[at + 1] + word.slice(at + 3),
  ),
)
const MISSPELT_QUERIES = 3000

/** Pairs of words, the first `count` of every pair: distinct two-word queries. */
const pairs = (list: string[], count: number) =>
  Array.from(
    { length: count },
    (_, i) => `${list[i % list.length]} ${list[Math.floor(i / list.length) % list.length]}`,
  )
const correct = WORDS.split(' ').flatMap((word) => Array.from({ length: word.length - 2 }, () => word))

/** How many of `queries` (a sample of 200) find nothing, and how many of those get a suggestion. */
async function sample(base: string, queries: string[]) {
  const counts = { noResult: 0, suggested: 0, example: '' }
  for (const q of queries.slice(0, 200)) {
    // page[size]=1: another URL than the measured one, so the list cache does not keep its answer.
    const response = await fetch(`${base}/api/v1/products?page[size]=1&filter[q]=${encodeURIComponent(q)}`)
    const { meta } = (await response.json()) as { meta: { total: number; didYouMean: string | null } }
    if (meta.total === 0) counts.noResult++
    if (meta.didYouMean) {
      counts.suggested++
      counts.example ||= `"${q}" → "${meta.didYouMean}"`
    }
  }
  return counts
}

/**
 * Drives the list with `queries` in turn, each request the next one, after a 2 s warm-up; each pass over them
 * with another page size, so that no URL comes back before the list cache has forgotten it.
 */
async function loadQueries(base: string, list: string[], pid?: number): Promise<Load> {
  const queries = [...new Set(list)]
  let next = 0
  const requests = [
    {
      path: '/api/v1/products',
      setupRequest: (request: { path: string }) => {
        const at = next++
        const q = encodeURIComponent(queries[at % queries.length]!)
        const size = 1 + (Math.floor(at / queries.length) % 48)
        return { ...request, path: `/api/v1/products?filter[q]=${q}&page[size]=${size}` }
      },
    },
  ]
  await autocannon({ url: base, connections: 10, duration: 2, requests })
  return measured({ url: base, connections: 10, duration: seconds, requests }, pid)
}

/** The URL of each shape on `base`. */
const shapeUrl = (base: string, shape: (typeof SHAPES)[number]) => `${base}/api/v1/products?${shape.query}`

/** Each shape's answer from Escudo (bytes and content type), for the floor server to repeat. */
async function answersOf(base: string): Promise<FloorAnswer[]> {
  return Promise.all(
    SHAPES.map(async (shape) => {
      const response = await fetch(shapeUrl(base, shape))
      if (!response.ok) throw new Error(`${shape.name}: HTTP ${response.status}`)
      return {
        url: shapeUrl('', shape),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        body: Buffer.from(await response.arrayBuffer()),
      }
    }),
  )
}

/**
 * Measures one shape on Escudo and then on the floor server, side by side; returns how many targets it
 * misses (p99, requests/s, the share of the floor's requests/s, and any error).
 */
async function measure(
  base: string,
  floor: string,
  shape: (typeof SHAPES)[number],
  target: (typeof TARGETS)[number],
) {
  const escudo = await load(shapeUrl(base, shape))
  const okP99 = escudo.p99 <= target!.p99
  const okRps = target!.rps === undefined || escudo.rps >= target!.rps
  process.stdout.write(
    `${figures(shape.name, escudo)}  [p99 ≤ ${target!.p99}: ${verdict(okP99)}` +
      `${target!.rps ? `, ≥ ${target!.rps} req/s: ${verdict(okRps)}` : ''}]\n`,
  )
  const bare = await load(shapeUrl(floor, shape))
  const ratio = escudo.rps / bare.rps
  const okRatio = ratio >= FLOOR_SHARE
  process.stdout.write(
    `${figures('    floor (bare Fastify, same bytes)', bare)}\n` +
      `${'    Escudo ÷ floor'.padEnd(40)} ${(ratio * 100).toFixed(0).padStart(6)} %` +
      `  [≥ ${FLOOR_SHARE * 100} %: ${verdict(okRatio)}]\n`,
  )
  return [!okP99, !okRps, !okRatio, escudo.errors + bare.errors > 0].filter(Boolean).length
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
    const server = process.env.BENCH_STEERING === 'only' ? undefined : await startServer(size, dataDir)
    if (server)
      try {
        const okBuild = target.buildMs === undefined || server.indexMs <= target.buildMs
        if (!okBuild) missed++
        process.stdout.write(
          `serving start: index build ${server.indexMs} ms (${server.products} products)` +
            (target.buildMs ? ` [≤ ${target.buildMs} ms: ${verdict(okBuild)}]` : '') +
            '\n',
        )
        // The floor server answers what this server answered, byte for byte, with no work around it.
        const floor = await startFloor(await answersOf(server.url), dataDir)
        try {
          process.stdout.write(`floor server: bare Fastify ${floor.fastifyVersion}, same response bytes\n`)
          for (const shape of SHAPES) missed += await measure(server.url, floor.url, shape, target)
        } finally {
          await floor.stop()
        }
        // The same word pairs misspelt and spelt right: 3,000 distinct queries each (the index remembers 1,000
        // suggestions), so that every misspelt one computes its suggestion.
        const misspeltQueries = pairs(misspelt, MISSPELT_QUERIES)
        const rightQueries = pairs(correct, MISSPELT_QUERIES)
        const seen = await sample(server.url, misspeltQueries)
        process.stdout.write(
          `did you mean: of 200 misspelt pairs, ${seen.noResult} find nothing, ${seen.suggested} get a suggestion, ` +
            `e.g. ${seen.example}\n`,
        )
        const noResult = await loadQueries(server.url, misspeltQueries)
        process.stdout.write(`${figures('(d) 3,000 misspelt pairs (suggestions)', noResult)}\n`)
        const spelt = await loadQueries(server.url, rightQueries)
        process.stdout.write(`${figures('    baseline: the same pairs spelt right', spelt)}\n`)
        if (noResult.errors + spelt.errors > 0) missed++
        const { rss, peak } = await server.rssMb()
        const okRss = target.rssMb === undefined || rss <= target.rssMb
        if (!okRss) missed++
        process.stdout.write(
          `server RSS ${rss} MB (peak ${peak} MB)${target.rssMb ? ` [≤ ${target.rssMb} MB: ${verdict(okRss)}]` : ''}\n`,
        )
      } finally {
        await server.stop()
      }
    if (process.env.BENCH_STEERING !== '0')
      missed += await benchSteering({
        size,
        dataDir,
        distinct: (server) => loadQueries(server.url, pairs(correct, MISSPELT_QUERIES), server.pid),
        cached: (server) => load(shapeUrl(server.url, SHAPES[0]!), server.pid),
        words: [...new Set(WORDS.split(' '))],
      })
  } finally {
    await removeDataDir(dataDir)
  }
}

process.stdout.write(missed === 0 ? '\nAll targets met.\n' : `\n${missed} target(s) missed.\n`)
process.exitCode = missed === 0 ? 0 : 1

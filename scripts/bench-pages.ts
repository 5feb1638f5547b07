import { request } from 'node:http'
import autocannon from 'autocannon'
import {
  buildWebApp,
  makeDataDir,
  removeDataDir,
  startFloor,
  startServer,
  type BenchServer,
  type FloorAnswer,
} from './bench-server'
// Bundles apps/server into apps/server/dist, which the benchmark runs as `npm run serve` does.
import './build-server'

/**
 * `npm run bench:pages` (issue 19): the storefront's pages against a static file of the same server, in one
 * run. Builds the web app (BENCH_SKIP_BUILD=1 skips it), seeds SEED=synthetic:N (BENCH_PRODUCTS, default
 * 10,000), then drives each target with autocannon (10 connections, BENCH_SECONDS s, default 10) as a browser
 * asks (Accept: text/html, Accept-Encoding: br): the static file, the liveness check (the baseline), the
 * catalogue API's shape (c), and the home page, a catalogue page with two filters and 200 product pages in
 * turn (so no single cache entry serves them all), warm (a server whose page cache holds them) and cold
 * (PAGE_CACHE_MB=0: every request renders). Then the liveness check's latency while product pages are
 * hammered, warm and cold. Prints requests/s, p50/p99 and each page's throughput against the liveness check's (the whole request
 * stack: issue 19's target, restated when built files left that stack) and the static file's.
 *
 * Static files (issue 34): the app's entry script (a hashed /assets file) and /favicon.svg, with
 * `Accept-Encoding: gzip, deflate, br` (the brotli file the build wrote) and without (the file as it is), each
 * beside a bare Fastify server answering the same bytes (scripts/bench-floor.ts) in the same run: target
 * ≥ 50 % of the floor's requests/s.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 10
/** BENCH_COLD_ONLY=1: the baseline and the cold renders only (comparing render changes). */
const COLD_ONLY = process.env.BENCH_COLD_ONLY === '1'
/** BENCH_STATIC_ONLY=1: the static files against the floor only. */
const STATIC_ONLY = process.env.BENCH_STATIC_ONLY === '1'
const HEADERS = { accept: 'text/html,*/*', 'accept-encoding': 'gzip, deflate, br' }

const STATIC_FLOOR_SHARE = 0.5

type Figures = { rps: number; p50: number; p99: number; errors: number }
let missed = 0
const verdict = (ok: boolean) => {
  if (!ok) missed++
  return ok ? 'ok' : 'MISSED'
}

async function drive(
  base: string,
  paths: string[],
  connections = CONNECTIONS,
  headers: Record<string, string> = HEADERS,
): Promise<Figures> {
  const result = await autocannon({
    url: base,
    connections,
    duration: SECONDS,
    requests: paths.map((path) => ({ method: 'GET' as const, path, headers })),
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

const line = (name: string, figures: Figures, extra = '') =>
  process.stdout.write(
    `${name.padEnd(34)} ${figures.rps.toFixed(0).padStart(7)} req/s  p50 ${String(figures.p50).padStart(4)} ms  ` +
      `p99 ${String(figures.p99).padStart(4)} ms  errors ${figures.errors}${extra}\n`,
  )

/** Each URL once, so that a warm server holds them (and a cold one has loaded its code). */
async function visitAll(base: string, paths: string[]) {
  for (const path of paths) {
    const response = await fetch(`${base}${path}`, { headers: HEADERS })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`)
  }
}

/** The liveness check's latency while `paths` are hammered by a second autocannon. */
async function healthUnderLoad(base: string, paths: string[]) {
  const [health] = await Promise.all([drive(base, ['/api/v1/health'], 1), drive(base, paths)])
  return health
}

async function productPaths(base: string): Promise<string[]> {
  const slugs: string[] = []
  for (const page of [1, 2]) {
    const answer = await fetch(`${base}/api/v1/products?sort=name&page[size]=100&page[number]=${page}`)
    const body = (await answer.json()) as { data: { attributes: { slug: string } }[] }
    slugs.push(...body.data.map((product) => product.attributes.slug))
  }
  return slugs.map((slug) => `/produtos/${slug}`)
}

/** Escudo's answer to one request, as bytes on the wire (fetch would decompress them). */
function rawAnswer(base: string, path: string, acceptEncoding: string | undefined): Promise<FloorAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }
    request(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${path}: HTTP ${response.statusCode}`))
        const encoding = response.headers['content-encoding']
        resolve({
          url: path,
          acceptEncoding: acceptEncoding ?? '',
          contentType: response.headers['content-type'] ?? 'application/octet-stream',
          ...(encoding ? { contentEncoding: encoding } : {}),
          body: Buffer.concat(chunks),
        })
      })
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

/**
 * Each static file with and without brotli on Escudo, then on the floor server answering the same bytes,
 * side by side. The entry script is the one index.html names.
 */
async function staticAgainstFloor(base: string, dir: string) {
  const shell = await (await fetch(`${base}/index.html`)).text()
  const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1]
  if (!entry) throw new Error('index.html names no entry script')
  const targets = [entry, '/favicon.svg'].flatMap((path) =>
    [HEADERS['accept-encoding'], undefined].map((acceptEncoding) => ({
      path,
      acceptEncoding,
      headers: {
        accept: '*/*',
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    })),
  )
  const answers = await Promise.all(targets.map((t) => rawAnswer(base, t.path, t.acceptEncoding)))
  const floor = await startFloor(answers, dir)
  process.stdout.write(
    `\n== static files against a bare Fastify ${floor.fastifyVersion} answering the same bytes, ${SECONDS} s each\n`,
  )
  try {
    // Both servers' code paths compiled by the JIT before anything is measured.
    for (const server of [base, floor.url])
      await autocannon({
        url: server,
        connections: CONNECTIONS,
        duration: 2,
        requests: targets.map(({ path, headers }) => ({ method: 'GET' as const, path, headers })),
      })
    for (const [index, { path, headers }] of targets.entries()) {
      const answer = answers[index]!
      const name = `${path.length > 24 ? `${path.slice(0, 21)}…` : path} ${answer.contentEncoding ?? 'identity'}`
      const escudo = await drive(base, [path], CONNECTIONS, headers)
      const bare = await drive(floor.url, [path], CONNECTIONS, headers)
      const share = escudo.rps / bare.rps
      line(`${name} (${answer.body.length} B)`, escudo)
      line('    floor, same bytes', bare)
      process.stdout.write(
        `${'    Escudo ÷ floor'.padEnd(34)} ${(share * 100).toFixed(0).padStart(7)} %` +
          `  [≥ ${STATIC_FLOOR_SHARE * 100} %: ${verdict(share >= STATIC_FLOOR_SHARE && escudo.errors === 0)}]\n`,
      )
    }
  } finally {
    await floor.stop()
  }
}

const PAGES = [
  { name: 'home', paths: ['/'] },
  {
    name: 'catalogue, two filters',
    paths: ['/produtos?filter[categories]=luva-de-seguranca&filter[riskTypes]=corte-c,abrasao-rasgo'],
  },
]

buildWebApp()
const dataDir = await makeDataDir()
let server: BenchServer | undefined
try {
  process.stdout.write(`seeding ${PRODUCTS.toLocaleString('en')} products…\n`)
  const seeding = await startServer(PRODUCTS, dataDir)
  const products = await productPaths(seeding.url)
  await seeding.stop()
  const pages = [...PAGES, { name: `product pages (${products.length} in turn)`, paths: products }]

  server = await startServer(PRODUCTS, dataDir)
  const base = server.url
  if (!COLD_ONLY) await staticAgainstFloor(base, dataDir)
  if (STATIC_ONLY) {
    await server.stop()
    process.stdout.write(missed === 0 ? '\nAll targets met.\n' : `\n${missed} target(s) missed.\n`)
    process.exit(missed === 0 ? 0 : 1)
  }
  process.stdout.write(`\n== warm: page cache on (PAGE_CACHE_MB default), ${SECONDS} s each\n`)
  // Issue 19 set "warm product pages ≥ 50 % of a static file" when a built file went through the whole request
  // stack, as a page does (~2k/s). Built files now skip it (issue 34, decision 044: ~10× faster), so the target is
  // read against the liveness check, the cheapest answer that still goes through every hook a page does; the
  // static file's ratio is still printed, for the record.
  const staticFile = await drive(base, ['/favicon.svg'])
  line('static file /favicon.svg', staticFile)
  const baseline = await drive(base, ['/api/v1/health'])
  line('GET /api/v1/health (baseline: the whole request stack)', baseline)
  const ratio = (figures: Figures) => figures.rps / baseline.rps
  if (COLD_ONLY) {
    await server.stop()
  } else {
    line(
      'catalogue API (c) by name, page 5',
      await drive(base, ['/api/v1/products?sort=name&page[number]=5']),
    )
    for (const page of pages) {
      await visitAll(base, page.paths)
      const figures = await drive(base, page.paths)
      const okRatio = !page.name.startsWith('product') || ratio(figures) >= 0.5
      line(
        `${page.name}, warm`,
        figures,
        `  ${(ratio(figures) * 100).toFixed(0)} % of health, ${((figures.rps / staticFile.rps) * 100).toFixed(0)} % of static` +
          `  [p99 ≤ 50 ms: ${verdict(figures.p99 <= 50)}` +
          `${page.name.startsWith('product') ? `, ≥ 50 % of health: ${verdict(okRatio)}` : ''}]`,
      )
    }
    const warmHealth = await healthUnderLoad(base, products)
    line('health while product pages (warm)', warmHealth, `  [p99 ≤ 25 ms: ${verdict(warmHealth.p99 <= 25)}]`)
    await server.stop()
  }

  process.stdout.write(`\n== cold: PAGE_CACHE_MB=0, every request renders, ${SECONDS} s each\n`)
  server = await startServer(PRODUCTS, dataDir, { PAGE_CACHE_MB: '0' })
  for (const page of pages) {
    await visitAll(server.url, page.paths.slice(0, 3))
    const figures = await drive(server.url, page.paths)
    const target = page.name.startsWith('product') ? `  [≥ 200 pages/s: ${verdict(figures.rps >= 200)}]` : ''
    line(`${page.name}, cold`, figures, `  ${(ratio(figures) * 100).toFixed(1)} % of static${target}`)
  }
  const coldHealth = await healthUnderLoad(server.url, products)
  line('health while product pages (cold)', coldHealth, `  [p99 ≤ 25 ms: ${verdict(coldHealth.p99 <= 25)}]`)
} finally {
  await server?.stop()
  await removeDataDir(dataDir)
}

process.stdout.write(missed === 0 ? '\nAll targets met.\n' : `\n${missed} target(s) missed.\n`)
process.exitCode = missed === 0 ? 0 : 1

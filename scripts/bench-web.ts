import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

/**
 * `npm run bench:web`: the production build's initial JavaScript per area (gzip), a check that the
 * storefront's first load carries nothing of the back office or the dashboard template, then Lighthouse
 * (mobile emulation, its default) on the home page, the catalogue and a product page served by
 * `npm run serve`, against the targets of issue 6. BENCH_SKIP_BUILD=1 measures the current build.
 */
const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'apps/web/dist')
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const TARGETS = {
  storefrontKb: 200,
  storefrontAimKb: 150,
  performance: 90,
  accessibility: 95,
  lcpMs: 2500,
  cls: 0.1,
}

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>

/** What the first paint of each area needs: its layout and its index page (lazy chunks), and its texts. */
const AREAS: Record<string, string[]> = {
  'storefront (home)': [
    'src/app/routes/storefront/layout.tsx',
    'src/app/routes/storefront/home.tsx',
    'src/locales/pt-BR/storefront.json',
    'src/locales/pt-BR/catalog.json',
  ],
  'storefront (catalogue)': [
    'src/app/routes/storefront/layout.tsx',
    'src/app/routes/storefront/catalog.tsx',
    'src/locales/pt-BR/storefront.json',
    'src/locales/pt-BR/catalog.json',
  ],
  'back office': [
    'src/app/routes/admin/layout.tsx',
    'src/app/routes/admin/ops-overview.tsx',
    'src/locales/pt-BR/admin.json',
    'src/locales/pt-BR/admin-ops.json',
  ],
  dashboard: [
    'src/app/routes/dashboard/root.tsx',
    'src/app/routes/dashboard/app-layout.tsx',
    'src/app/routes/dashboard/home.tsx',
    'src/locales/pt-BR/dashboard.json',
  ],
}
/** Source paths that must never reach a storefront visitor's first load. */
const NOT_STOREFRONT = /routes\/(admin|dashboard)\/|features\/demo-|packages\/demo-api|@fullcalendar|recharts/
/**
 * The router's table of the dashboard's lazy routes (paths and permissions, no page code) is part of the
 * entry by design (app/routes/dashboard/routes.tsx), as are the back office's (admin/catalog-routes.tsx,
 * admin/ops-routes.tsx): listed, not counted as a leak.
 */
const ROUTE_TABLE = /routes\/(dashboard\/(routes\.tsx|abilities\.ts)|admin\/(catalog|ops)-routes\.tsx)$/

let missed = 0
const verdict = (ok: boolean) => {
  if (!ok) missed++
  return ok ? 'ok' : 'MISSED'
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function build() {
  if (process.env.BENCH_SKIP_BUILD === '1') return
  process.stdout.write('building (npm run build -w @escudo/web)…\n')
  const result = spawnSync('npm', ['run', 'build', '-w', '@escudo/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error('the build failed')
}

/** The chunk keys a set of modules needs before it runs: themselves and every static import, transitively. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const child of manifest[key].imports ?? []) visit(child)
  }
  for (const key of keys) visit(key)
  return seen
}

async function gzipBytes(file: string) {
  return gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length
}

/** The source files bundled into a chunk, from its source map. */
async function sourcesOf(file: string): Promise<string[]> {
  try {
    const map = JSON.parse(await readFile(path.join(dist, `${file}.map`), 'utf8')) as { sources: string[] }
    return map.sources
  } catch {
    return []
  }
}

async function bundleReport() {
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  if (!entry) throw new Error('no entry chunk in the manifest')
  process.stdout.write(
    '\n== Initial JavaScript per area (gzip; entry + static imports + first-paint lazy chunks)\n',
  )
  let storefrontFiles: string[] = []
  for (const [area, modules] of Object.entries(AREAS)) {
    const missing = modules.filter((key) => !manifest[key])
    if (missing.length > 0) throw new Error(`${area}: not in the manifest: ${missing.join(', ')}`)
    const files = [...closure(manifest, [entry, ...modules])].map((key) => manifest[key]!.file)
    // One stylesheet for the whole app (cssCodeSplit: false, decision 013) is the manifest's `style.css`.
    const css = [
      ...new Set([
        ...(manifest['style.css'] ? [manifest['style.css'].file] : []),
        ...[...closure(manifest, [entry, ...modules])].flatMap((key) => manifest[key]!.css ?? []),
      ]),
    ]
    const jsBytes = (await Promise.all(files.map(gzipBytes))).reduce((a, b) => a + b, 0)
    const cssBytes = (await Promise.all(css.map(gzipBytes))).reduce((a, b) => a + b, 0)
    const storefront = area.startsWith('storefront')
    const target = storefront
      ? ` [≤ ${TARGETS.storefrontKb} KB: ${verdict(jsBytes / 1024 <= TARGETS.storefrontKb)}; aim ≤ ${TARGETS.storefrontAimKb} KB: ${jsBytes / 1024 <= TARGETS.storefrontAimKb ? 'ok' : 'not yet'}]`
      : ''
    process.stdout.write(
      `${area.padEnd(24)} JS ${kb(jsBytes).padStart(9)} in ${String(files.length).padStart(2)} files, CSS ${kb(cssBytes)}${target}\n`,
    )
    if (area === 'storefront (home)') storefrontFiles = files
  }

  process.stdout.write('\n== Storefront initial set (home)\n')
  const leaks: string[] = []
  const tables: string[] = []
  for (const file of storefrontFiles) {
    const sources = await sourcesOf(file)
    const foreign = sources.filter((source) => NOT_STOREFRONT.test(source))
    leaks.push(...foreign.filter((source) => !ROUTE_TABLE.test(source)).map((source) => `${file}: ${source}`))
    tables.push(...foreign.filter((source) => ROUTE_TABLE.test(source)))
    process.stdout.write(
      `  ${file.padEnd(48)} ${kb(await gzipBytes(file)).padStart(9)}  (${sources.length} modules)\n`,
    )
  }
  process.stdout.write(`route tables only (no page code): ${tables.join(', ') || 'none'}\n`)
  process.stdout.write(
    `back office / dashboard code in it: ${leaks.length === 0 ? 'none' : `\n  ${leaks.join('\n  ')}`} [${verdict(leaks.length === 0)}]\n`,
  )
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function serve(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'escudo-bench-web-'))
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn('npm', ['run', 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-web-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'warn',
      SEED: 'demo',
    },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      await exited
    }
    await rm(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run serve exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { url, stop }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error('the server did not start within 120 s')
}

async function lighthouseReport(url: string) {
  const popular = (await (await fetch(`${url}/api/v1/products/most-popular?page[size]=1`)).json()) as {
    data: { attributes: { slug: string } }[]
  }
  const slug = popular.data[0]?.attributes.slug
  const pages = [
    ['home', '/'],
    ['catalogue', '/produtos'],
    ['product', `/produtos/${slug}`],
  ] as const
  process.stdout.write(`\n== Lighthouse (mobile emulation, simulated throttling) on ${url}\n`)
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  })
  try {
    for (const [name, pagePath] of pages) {
      const result = await lighthouse(`${url}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      })
      if (!result) throw new Error(`no Lighthouse result for ${pagePath}`)
      const { categories, audits } = result.lhr
      const performance = Math.round((categories.performance?.score ?? 0) * 100)
      const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100)
      const lcp = audits['largest-contentful-paint']?.numericValue ?? NaN
      const cls = audits['cumulative-layout-shift']?.numericValue ?? NaN
      process.stdout.write(
        `${name.padEnd(10)} ${pagePath}\n` +
          `  performance ${performance} [≥ ${TARGETS.performance}: ${verdict(performance >= TARGETS.performance)}]` +
          `  accessibility ${accessibility} [≥ ${TARGETS.accessibility}: ${verdict(accessibility >= TARGETS.accessibility)}]\n` +
          `  LCP ${(lcp / 1000).toFixed(2)} s [≤ ${TARGETS.lcpMs / 1000} s: ${verdict(lcp <= TARGETS.lcpMs)}]` +
          `  CLS ${cls.toFixed(3)} [≤ ${TARGETS.cls}: ${verdict(cls <= TARGETS.cls)}]\n`,
      )
      if (result.lhr.runtimeError) {
        process.stdout.write(
          `  Lighthouse error: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}\n`,
        )
      }
      const ms = (id: string) => `${((audits[id]?.numericValue ?? NaN) / 1000).toFixed(2)} s`
      process.stdout.write(
        `  FCP ${ms('first-contentful-paint')}  speed index ${ms('speed-index')}  ` +
          `TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? NaN)} ms\n`,
      )
      const failing = Object.values(audits)
        .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
        .map((audit) => audit.id)
      if (failing.length > 0) process.stdout.write(`  failing audits: ${failing.join(', ')}\n`)
    }
  } finally {
    chrome.kill()
  }
}

build()
await bundleReport()
const server = await serve()
try {
  await lighthouseReport(server.url)
} finally {
  await server.stop()
}
process.stdout.write(missed === 0 ? '\nAll targets met.\n' : `\n${missed} target(s) missed.\n`)
process.exitCode = missed === 0 ? 0 : 1

import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROME_PATH, launchBrowser } from '../e2e/browser'
import { buildWebApp, freePort } from './bench-server'

/**
 * `npm run bench:web`: the storefront's initial JavaScript (gzip) as a browser loads it — every script
 * the home page, the catalogue and a product page, in Portuguese and under /en in English, fetch until they have come alive (html[data-hydrated])
 * and a second after — with a check that none of it is back-office or dashboard code; the other areas'
 * initial JavaScript from the build's manifest; then Lighthouse (mobile emulation, its default) on the
 * same six pages (performance, accessibility and SEO), all served by `npm run serve`, against the targets
 * of issues 6 and 22 (SEO 100). BENCH_SKIP_BUILD=1 measures the current build; BENCH_LIST_FILES=1 lists each
 * storefront script with its size (and skips Lighthouse).
 */
const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'apps/web/dist')

const TARGETS = {
  storefrontKb: 200,
  storefrontAimKb: 150,
  performance: 90,
  accessibility: 95,
  seo: 100,
  lcpMs: 2500,
  cls: 0.1,
}

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>

/**
 * What the first paint of the back office and the dashboard needs (client-rendered areas): the app's code
 * (main.tsx, which the page's only script imports), the area's layout and index page (lazy chunks), its texts.
 */
const AREAS: Record<string, string[]> = {
  'back office': [
    'src/main.tsx',
    'src/app/routes/admin/layout.tsx',
    'src/app/routes/admin/ops-overview.tsx',
    'src/locales/pt-BR/admin.json',
    'src/locales/pt-BR/admin-ops.json',
  ],
  dashboard: [
    'src/main.tsx',
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
 * entry by design (app/routes/dashboard/routes.tsx), as are the back office's (admin/admin-routes.tsx,
 * admin/catalog-routes.tsx, admin/ops-routes.tsx): listed, not counted as a leak.
 */
const ROUTE_TABLE = /routes\/(dashboard\/(routes\.tsx|abilities\.ts)|admin\/(admin|catalog|ops)-routes\.tsx)$/

let missed = 0
const verdict = (ok: boolean) => {
  if (!ok) missed++
  return ok ? 'ok' : 'MISSED'
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

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
  process.stdout.write('\n== Initial JavaScript of the client-rendered areas (gzip, from the manifest)\n')
  for (const [area, modules] of Object.entries(AREAS)) {
    const missing = modules.filter((key) => !manifest[key])
    if (missing.length > 0) throw new Error(`${area}: not in the manifest: ${missing.join(', ')}`)
    const files = [...closure(manifest, [entry, ...modules])].map((key) => manifest[key]!.file)
    const jsBytes = (await Promise.all(files.map(gzipBytes))).reduce((a, b) => a + b, 0)
    process.stdout.write(
      `${area.padEnd(24)} JS ${kb(jsBytes).padStart(9)} in ${String(files.length).padStart(2)} files\n`,
    )
  }
  // One stylesheet for the whole app (cssCodeSplit: false, decision 013) is the manifest's `style.css`.
  const css = manifest['style.css']?.file
  if (css) process.stdout.write(`stylesheet (every area)  CSS ${kb(await gzipBytes(css)).padStart(8)}\n`)
}

type StorefrontPage = readonly [name: string, pagePath: string]

/** Home, the catalogue and the most popular product's page, in Portuguese and in English. */
async function storefrontPages(url: string): Promise<StorefrontPage[]> {
  const popular = (await (await fetch(`${url}/api/v1/products/most-popular?page[size]=1`)).json()) as {
    data: { attributes: { slug: string } }[]
  }
  const slug = popular.data[0]?.attributes.slug
  if (!slug) throw new Error('no product to measure')
  const portuguese: StorefrontPage[] = [
    ['home', '/'],
    ['catalogue', '/produtos'],
    ['product', `/produtos/${slug}`],
  ]
  // The English pages: the same path names under /en (decision 032).
  return [
    ...portuguese,
    ...portuguese.map(([name, pagePath]): StorefrontPage => [
      `${name} en`,
      pagePath === '/' ? '/en' : `/en${pagePath}`,
    ]),
  ]
}

/**
 * The JavaScript each storefront page loads in a browser (a phone's viewport, nothing scrolled or clicked)
 * until it has come alive and a second after, gzip-compressed as the budget counts it, and what of it comes
 * from the back office or the dashboard (nothing should).
 */
async function storefrontLoadReport(url: string, pages: StorefrontPage[]) {
  process.stdout.write(
    '\n== Storefront initial JavaScript (gzip), as a browser loads each page until it comes alive\n',
  )
  const browser = await launchBrowser()
  const loaded = new Set<string>()
  try {
    for (const [name, pagePath] of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
      const page = await context.newPage()
      await page.goto(`${url}${pagePath}`)
      await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 })
      await page.waitForTimeout(1000)
      const files = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith('.js')),
      )
      await context.close()
      files.forEach((file) => loaded.add(file))
      const sizes = await Promise.all(files.map(gzipBytes))
      const jsBytes = sizes.reduce((a, b) => a + b, 0)
      if (process.env.BENCH_LIST_FILES === '1')
        files.forEach((file, i) => process.stdout.write(`  ${kb(sizes[i]!).padStart(9)}  ${file}\n`))
      process.stdout.write(
        `${name.padEnd(13)} JS ${kb(jsBytes).padStart(9)} in ${String(files.length).padStart(2)} files` +
          ` [≤ ${TARGETS.storefrontKb} KB: ${verdict(jsBytes / 1024 <= TARGETS.storefrontKb)};` +
          ` aim ≤ ${TARGETS.storefrontAimKb} KB: ${jsBytes / 1024 <= TARGETS.storefrontAimKb ? 'ok' : 'not yet'}]\n`,
      )
    }
  } finally {
    await browser.close()
  }
  const leaks: string[] = []
  const tables = new Set<string>()
  for (const file of loaded) {
    const foreign = (await sourcesOf(file)).filter((source) => NOT_STOREFRONT.test(source))
    leaks.push(...foreign.filter((source) => !ROUTE_TABLE.test(source)).map((source) => `${file}: ${source}`))
    foreign.filter((source) => ROUTE_TABLE.test(source)).forEach((source) => tables.add(source))
  }
  process.stdout.write(`route tables only (no page code): ${[...tables].join(', ') || 'none'}\n`)
  process.stdout.write(
    `back office / dashboard code in the ${loaded.size} files: ${leaks.length === 0 ? 'none' : `\n  ${leaks.join('\n  ')}`} [${verdict(leaks.length === 0)}]\n`,
  )
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
      // Canonical URLs are on PUBLIC_URL: Lighthouse's SEO audit fails one on another host than the page's.
      PUBLIC_URL: url,
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

async function lighthouseReport(url: string, pages: StorefrontPage[]) {
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
        onlyCategories: ['performance', 'accessibility', 'seo'],
      })
      if (!result) throw new Error(`no Lighthouse result for ${pagePath}`)
      const { categories, audits } = result.lhr
      const performance = Math.round((categories.performance?.score ?? 0) * 100)
      const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100)
      const seo = Math.round((categories.seo?.score ?? 0) * 100)
      const lcp = audits['largest-contentful-paint']?.numericValue ?? NaN
      const cls = audits['cumulative-layout-shift']?.numericValue ?? NaN
      process.stdout.write(
        `${name.padEnd(13)} ${pagePath}\n` +
          `  performance ${performance} [≥ ${TARGETS.performance}: ${verdict(performance >= TARGETS.performance)}]` +
          `  accessibility ${accessibility} [≥ ${TARGETS.accessibility}: ${verdict(accessibility >= TARGETS.accessibility)}]` +
          `  SEO ${seo} [= ${TARGETS.seo}: ${verdict(seo >= TARGETS.seo)}]\n` +
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

buildWebApp()
await bundleReport()
const server = await serve()
try {
  const pages = await storefrontPages(server.url)
  await storefrontLoadReport(server.url, pages)
  if (process.env.BENCH_LIST_FILES !== '1') await lighthouseReport(server.url, pages)
} finally {
  await server.stop()
}
process.stdout.write(missed === 0 ? '\nAll targets met.\n' : `\n${missed} target(s) missed.\n`)
process.exitCode = missed === 0 ? 0 : 1

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
 * and a second after — with a check that none of it is back-office or dashboard code, and each page's HTML
 * (bytes as sent before compression, and gzip); the other areas' initial JavaScript from the build's manifest;
 * the interaction to next paint of a facet click and of a search on a mid-range phone's CPU (4× slowdown, the
 * Event Timing API, the source of Chromium's own INP); then Lighthouse (mobile emulation, its default; a first
 * run warms Chromium and is not counted) on the same six pages, all served by `npm run serve`, against the
 * targets of issues 6, 22 and 34. BENCH_SKIP_BUILD=1 measures the current build; BENCH_LIST_FILES=1 lists each
 * storefront script with its size (and skips the rest).
 */
const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'apps/web/dist')

const TARGETS = {
  /** Issue 34: half of the 200 KB budget of issue 6. */
  storefrontKb: 100,
  backOfficeKb: 200,
  /** Issue 34: HTML before compression. */
  htmlKb: { product: 60, catalogue: 100 } as Record<string, number>,
  inpMs: 200,
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0,
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
    const target = area === 'back office' ? TARGETS.backOfficeKb : undefined
    process.stdout.write(
      `${area.padEnd(24)} JS ${kb(jsBytes).padStart(9)} in ${String(files.length).padStart(2)} files` +
        (target ? ` [≤ ${target} KB: ${verdict(jsBytes / 1024 <= target)}]` : '') +
        '\n',
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
      const html = Buffer.from(await (await fetch(`${url}${pagePath}`)).arrayBuffer())
      const htmlTarget = TARGETS.htmlKb[name.replace(/ en$/, '')]
      process.stdout.write(
        `${name.padEnd(13)} JS ${kb(jsBytes).padStart(9)} in ${String(files.length).padStart(2)} files` +
          ` [≤ ${TARGETS.storefrontKb} KB: ${verdict(jsBytes / 1024 <= TARGETS.storefrontKb)}]` +
          `  HTML ${kb(html.length).padStart(9)} (gzip ${kb(gzipSync(html).length)})` +
          (htmlTarget ? ` [≤ ${htmlTarget} KB: ${verdict(html.length / 1024 <= htmlTarget)}]` : '') +
          '\n',
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

/** Records every Event Timing entry of an interaction (≥ 16 ms, the API's floor) from the page's start. */
const RECORD_EVENTS = () => {
  const entries: { name: string; duration: number; interactionId: number }[] = []
  Object.assign(window, { __escudoEvents: entries })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId)
        entries.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

/**
 * Interaction to next paint on the catalogue (1280 px, so the facets are in the sidebar) with the CPU slowed
 * 4× (a mid-range phone): three facet clicks and a search typed and sent, in each language. Each interaction's
 * INP is its longest event (input to the next paint, as Chromium reports it); also the time until the list
 * shows the new result count (the answer arrives from the API first).
 */
async function interactionReport(url: string) {
  process.stdout.write(
    '\n== Interaction to next paint, catalogue at 1280 px, CPU 4× slower (Event Timing API)\n',
  )
  const browser = await launchBrowser()
  try {
    for (const [language, pagePath, word, noun] of [
      ['pt-BR', '/produtos', 'luva', /produto/],
      ['en', '/en/produtos', 'glove', /product/],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      await page.addInitScript(RECORD_EVENTS)
      await page.goto(`${url}${pagePath}`)
      await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 })
      await page.waitForTimeout(1000)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const count = page.getByRole('status').filter({ hasText: noun }).first()
      const events = async () =>
        page.evaluate(() =>
          (
            window as unknown as { __escudoEvents: { duration: number; interactionId: number }[] }
          ).__escudoEvents.splice(0),
        )
      const inpOf = (entries: { duration: number }[]) =>
        Math.max(0, ...entries.map((entry) => entry.duration))
      /** Runs `act`, then polls `shown` (the list may redraw its elements) until the page shows the answer. */
      const measure = async (name: string, act: () => Promise<void>, shown: () => Promise<boolean>) => {
        await events()
        const started = performance.now()
        await act()
        let changed = false
        while (!changed && performance.now() - started < 30_000) {
          changed = await shown()
          if (!changed) await page.waitForTimeout(10)
        }
        const elapsed = Math.round(performance.now() - started)
        await page.waitForTimeout(300)
        const inp = inpOf(await events())
        process.stdout.write(
          `${`${language} ${name}`.padEnd(28)} INP ${inp === 0 ? '< 16' : Math.round(inp)} ms [≤ ${TARGETS.inpMs} ms: ${verdict(inp <= TARGETS.inpMs)}]` +
            `  ${changed ? `answer shown after ${elapsed} ms` : 'answer not shown in 30 s'}\n`,
        )
      }
      for (let i = 0; i < 3; i++) {
        // The count's text changes once the list shows the answer. An option that would list nothing is a
        // span: only the links toggle a filter.
        const before = await count.textContent()
        await measure(
          `facet click ${i + 1}`,
          () =>
            page
              .locator('a[role="checkbox"]')
              .nth(i * 2)
              .click(),
          async () => (await count.textContent()) !== before,
        )
      }
      const box = page.getByRole('main').getByRole('combobox').first()
      await measure(
        `search "${word}"`,
        async () => {
          await box.fill(word)
          await box.press('Enter')
        },
        async () => ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').includes(word),
      )
      await context.close()
    }
  } finally {
    await browser.close()
  }
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
  const audit = (pagePath: string) =>
    lighthouse(`${url}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
  try {
    // A first run warms Chromium (its first trace can be lost): not counted.
    await audit(pages[0]![1])
    for (const [name, pagePath] of pages) {
      const result = await audit(pagePath)
      if (!result) throw new Error(`no Lighthouse result for ${pagePath}`)
      const { categories, audits } = result.lhr
      const performance = Math.round((categories.performance?.score ?? 0) * 100)
      const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100)
      const seo = Math.round((categories.seo?.score ?? 0) * 100)
      const bestPractices = Math.round((categories['best-practices']?.score ?? 0) * 100)
      const lcp = audits['largest-contentful-paint']?.numericValue ?? NaN
      const cls = audits['cumulative-layout-shift']?.numericValue ?? NaN
      process.stdout.write(
        `${name.padEnd(13)} ${pagePath}\n` +
          `  performance ${performance} [≥ ${TARGETS.performance}: ${verdict(performance >= TARGETS.performance)}]` +
          `  accessibility ${accessibility} [≥ ${TARGETS.accessibility}: ${verdict(accessibility >= TARGETS.accessibility)}]` +
          `  best practices ${bestPractices} [= ${TARGETS.bestPractices}: ${verdict(bestPractices >= TARGETS.bestPractices)}]` +
          `  SEO ${seo} [= ${TARGETS.seo}: ${verdict(seo >= TARGETS.seo)}]\n` +
          `  LCP ${(lcp / 1000).toFixed(2)} s [≤ ${TARGETS.lcpMs / 1000} s: ${verdict(lcp <= TARGETS.lcpMs)}]` +
          `  CLS ${cls.toFixed(3)} [= ${TARGETS.cls}: ${verdict(cls <= TARGETS.cls)}]\n`,
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
  if (process.env.BENCH_LIST_FILES !== '1') {
    await interactionReport(server.url)
    await lighthouseReport(server.url, pages)
  }
} finally {
  await server.stop()
}
process.stdout.write(missed === 0 ? '\nAll targets met.\n' : `\n${missed} target(s) missed.\n`)
process.exitCode = missed === 0 ? 0 : 1

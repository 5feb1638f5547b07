import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { screenshot, seriousA11yViolations, visit } from './browser'
import { api, baseUrl, fillSignIn, useBrowser } from './fixtures'
import { paths } from '../apps/web/src/config/paths'
import { auditLayout } from './layout-checks'
import {
  auditData,
  NOT_AUDITED,
  routeOf,
  routePaths,
  urlOf,
  type AuditedPage,
  type Role,
} from './layout-pages'
import { ALLOWED, allowed } from './layout-allowed'

/*
 * The layout audit (issue 32): every page of the storefront (both languages) and of the back office, at four
 * widths, checked for what a person on a phone notices first — a page wider than the screen, text cut off,
 * controls on top of each other, targets too small to tap — and by axe. With E2E_SCREENSHOTS set it saves
 * every page at every width there, with an index.html showing them side by side.
 */

/** The phone first: the page opens at that width, then is resized through the others. */
const WIDTHS = [390, 360, 768, 1280] as const
/** axe reads the document, which hardly changes with the width: once per page, at the phone's. */
const AXE_WIDTH = 390
const staff = inject('staff')
const browser = useBrowser()
const data = await auditData(staff)

/** Signed-in sessions are the refresh token in localStorage, one per context (each token is single use). */
async function storageFor(role: Role) {
  const store = [
    { name: 'escudo.quoteList', value: JSON.stringify(data.quoteList) },
    { name: 'escudo.compare', value: JSON.stringify(data.comparePicks) },
  ]
  if (role === 'customer' || role === 'staff') {
    const account = role === 'staff' ? staff : data.customer
    const { body } = await api<{ meta: { refreshToken: string } }>('/auth/login', {
      body: { data: { type: 'sessions', attributes: account } },
    })
    store.push({ name: 'escudo.refreshToken', value: body.meta.refreshToken })
  }
  return { cookies: [], origins: [{ origin: baseUrl, localStorage: store }] }
}

/** The dashboard template's session lives in its simulated back end, in the page: signed in there, by hand. */
async function demoSignIn(page: Page) {
  await visit(page, `${baseUrl}${paths.dashboard.login.getHref()}`)
  await fillSignIn(page, 'admin@demo.com', 'admin')
  await page.waitForURL((url) => url.pathname !== paths.dashboard.login.path)
}

/** One context per role, with its tab and the requests in flight there. */
type Tab = { context: BrowserContext; page: Page; inFlight: Set<unknown> }
const tabs = new Map<Role, Promise<Tab>>()
function tabFor(role: Role): Promise<Tab> {
  if (!tabs.has(role))
    tabs.set(
      role,
      (async () => {
        const context = await browser.newContext({ storageState: await storageFor(role) })
        const page = await context.newPage()
        const inFlight = new Set<unknown>()
        page.on('request', (request) => inFlight.add(request))
        page.on('requestfinished', (request) => inFlight.delete(request))
        page.on('requestfailed', (request) => inFlight.delete(request))
        if (role === 'demo') await demoSignIn(page)
        return { context, page, inFlight }
      })(),
    )
  return tabs.get(role)!
}

/**
 * Waits until the page has settled: fonts in, no request in flight for a moment (the lazily loaded code and
 * data of the page, or what a new width loads), and two frames painted with what they brought.
 */
async function settle(tab: Tab) {
  await tab.page.evaluate(() => document.fonts.ready.then(() => undefined))
  const deadline = Date.now() + 10_000
  let quietSince = Date.now()
  while (Date.now() < deadline) {
    if (tab.inFlight.size > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= 150) break
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  // A loader or a skeleton still showing: the page's data is on its way (its request may not have started), or
  // a part far down the page waits for the reader to near it (nearViewportLazy): brought into view to load.
  await tab.page
    .waitForFunction(
      () => {
        const waiting = [
          ...document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]'),
        ].filter((element) => element.checkVisibility() && !element.closest('button'))
        waiting[0]?.scrollIntoView({ block: 'center' })
        return waiting.length === 0
      },
      undefined,
      { timeout: Math.max(1, deadline - Date.now()), polling: 50 },
    )
    .catch(() => undefined)
  // Parts drawn only near the screen (`content-visibility: auto`: the catalogue's later cards) are drawn now,
  // as a reader scrolling to them sees them; else their skipped content reads as cut off.
  await tab.page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
  })
  // Transitions under way (a button's label coming back after it loaded, a drawer closing): their end state.
  await tab.page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: Math.max(1, deadline - Date.now()), polling: 50 },
    )
    .catch(() => undefined)
  await tab.page.evaluate(
    () =>
      new Promise((resolve) => {
        window.scrollTo(0, 0)
        requestAnimationFrame(() => requestAnimationFrame(resolve))
      }),
  )
}

/** A step that has not answered in this time hangs (the browser's evaluate has no time limit of its own). */
const STEP_LIMIT = 30_000

class StepHung extends Error {}

/** Runs one step of the audit, failing by the step's name when it hangs instead of at the test's time limit. */
async function bounded<T>(step: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepHung(`${step}: no answer in ${STEP_LIMIT / 1000} s`)), STEP_LIMIT)
  })
  try {
    return await Promise.race([work, limit])
  } finally {
    clearTimeout(timer)
  }
}

/** Closes a role's tab (one whose step hung): the next page of that role opens a new one. */
async function dropTab(role: Role) {
  const tab = tabs.get(role)
  tabs.delete(role)
  if (tab) await bounded('closing the tab', (await tab).context.close()).catch(() => undefined)
}

const shotName = (page: AuditedPage, width: number) => `${page.lang}-${page.name}-${width}`
const shots: { page: AuditedPage; width: number; findings: number }[] = []

/**
 * Each page is opened once, at the phone's width, and then resized through the others: the server renders the
 * same page for every width (the layout is CSS and media queries), so a reload per width would only cost time.
 */
async function auditPage(page: AuditedPage): Promise<string[]> {
  const failures: string[] = []
  const tab = await tabFor(page.role)
  for (const [index, width] of WIDTHS.entries()) {
    const where = `${page.lang} ${page.path} at ${width} px`
    await bounded(`${where}: resizing`, tab.page.setViewportSize({ width, height: width < 768 ? 800 : 900 }))
    if (index === 0) await bounded(`${where}: opening`, visit(tab.page, urlOf(page)))
    await bounded(`${where}: settling`, settle(tab))
    const findings = (await bounded(`${where}: layout checks`, tab.page.evaluate(auditLayout))).filter(
      (finding) => !allowed(page, finding),
    )
    failures.push(...findings.map((finding) => `${where}: ${finding.check}: ${finding.message}`))
    if (width === AXE_WIDTH)
      failures.push(
        ...(await bounded(`${where}: axe`, seriousA11yViolations(tab.page))).map(
          (violation) => `${where}: axe: ${violation}`,
        ),
      )
    await bounded(`${where}: screenshot`, screenshot(tab.page, shotName(page, width)))
    shots.push({ page, width, findings: findings.length })
  }
  return failures
}

describe('layout audit', () => {
  afterAll(async () => {
    for (const tab of tabs.values()) await (await tab).context.close()
    await writeIndex()
    // Said, not failed: an entry may wait for another branch's fix to land (layout-allowed.ts names it).
    const stale = ALLOWED.filter((entry) => entry.seen === 0)
    if (stale.length > 0)
      console.warn(
        `Layout audit: allowed failures no longer found, to remove from e2e/layout-allowed.ts:\n${stale
          .map((entry) => `- ${entry.page} ${entry.check} ${entry.match}`)
          .join('\n')}`,
      )
  })

  it('opens every route of the storefront, the back office and the dashboard template (or says why not)', () => {
    const routes = [...routePaths('storefront'), ...routePaths('admin'), ...routePaths('dashboard')]
    const opened = new Set(data.pages.map((page) => routeOf(page.path, routes)))
    const missing = routes.filter((route) => !opened.has(route) && !(route in NOT_AUDITED))
    expect(missing, 'routes the layout audit does not open: add a page to e2e/layout-pages.ts').toEqual([])
  })

  for (const page of data.pages)
    it(`${page.lang} ${page.name} (${page.path})`, async () => {
      let failures: string[]
      try {
        failures = await auditPage(page)
      } catch (error) {
        // Seen once in CI: a step that never answered (which one was not recorded). Said, and tried once more in
        // a new tab; a page that hangs again fails here by the step's name.
        if (!(error instanceof StepHung)) throw error
        console.warn(`Layout audit: ${error.message}; the page is opened again in a new tab`)
        await dropTab(page.role)
        failures = await auditPage(page)
      }
      expect(failures).toEqual([])
    }, 120_000)
})

/** The screenshots side by side: a row per page, a column per width. */
async function writeIndex() {
  const dir = process.env.E2E_SCREENSHOTS
  if (!dir || shots.length === 0) return
  const rows = data.pages
    .map((page) => {
      const cells = [...WIDTHS]
        .sort((x, y) => x - y)
        .map((width) => {
          // A run of some pages only (-t) keeps the others' screenshots from an earlier run in the index.
          const file = `${shotName(page, width)}.png`
          if (!existsSync(path.join(dir, file))) return '<td></td>'
          const shot = shots.find((each) => each.page === page && each.width === width)
          const note = shot?.findings ? ` <b>${shot.findings} finding(s)</b>` : ''
          return `<td><a href="${file}"><img src="${file}" width="${width / 4}" loading="lazy" alt=""></a><br>${width} px${note}</td>`
        })
        .join('')
      return `<tr><th>${page.lang} ${page.name}<br><code>${page.path}</code></th>${cells}</tr>`
    })
    .join('\n')
  const html = `<!doctype html><meta charset="utf-8"><title>Layout audit</title>
<style>body{font:14px sans-serif}td,th{vertical-align:top;padding:8px;text-align:left}img{border:1px solid #ccc}</style>
<h1>Layout audit, ${new Date().toISOString()}</h1>
<table>${rows}</table>`
  await writeFile(path.join(dir, 'index.html'), html)
}

import { describe, expect, it } from 'vitest'
import { collectProblems, reload, screenshot, seriousA11yViolations, VIEWPORTS, visit } from './browser'
import { baseUrl, useBrowser } from './fixtures'

const browser = useBrowser()

describe('the three areas of the app', () => {
  it('opens the storefront in Portuguese, switches to English, and keeps it on /dashboard and /admin', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    const problems = collectProblems(page)

    await visit(page, baseUrl)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Proteção certa para cada risco')
    expect(await page.getAttribute('html', 'lang')).toBe('pt-BR')
    await screenshot(page, 'storefront-desktop-pt')
    expect(await seriousA11yViolations(page)).toEqual([])

    // The switcher opens the English page, at its own address (decision 032).
    await page.locator('label').filter({ hasText: 'EN' }).click()
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('The right protection for every risk')
    expect(new URL(page.url()).pathname).toBe('/en')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    expect(await page.getAttribute('html', 'lang')).toBe('en')

    await reload(page)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('The right protection for every risk')

    // The dashboard template asks for its demo login first (see dashboard.e2e.ts for its screens).
    await visit(page, `${baseUrl}/dashboard`)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Sign in to the dashboard')
    expect(new URL(page.url()).pathname).toBe('/dashboard/login')
    await screenshot(page, 'dashboard-desktop-en')
    expect(await seriousA11yViolations(page)).toEqual([])

    // The back office is for staff: a visitor is sent to sign in first (admin-*.e2e.ts go further), at the
    // sign-in page's address in the language they chose (decision 041).
    // The gate sends to /entrar, and the storefront then moves to the chosen language's address with a full load
    // (use-url-language.ts): wait for the address, not only for English texts, which show before the move.
    await visit(page, `${baseUrl}/admin`)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/entrar')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in')
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin')
    await page.locator('label').filter({ hasText: 'PT' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/entrar')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Entrar')
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin')
    await screenshot(page, 'admin-desktop-pt')
    expect(await seriousA11yViolations(page)).toEqual([])

    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps English chosen before the language cookie existed: the cookie follows, and the page moves to English', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await visit(page, baseUrl)
    // As a browser that chose English before the choice was also kept in a cookie.
    await page.evaluate(() => localStorage.setItem('escudo.language', 'en'))
    await context.clearCookies()

    await reload(page)
    // The choice is honoured as a cookie's is (decision 041): the same page at its English address.
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('The right protection for every risk')
    expect(new URL(page.url()).pathname).toBe('/en')
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    // And the cookie keeps the choice from now on (the back office follows it).
    expect((await context.cookies()).find((cookie) => cookie.name === 'escudo_language')?.value).toBe('en')
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows a not-found page for an unknown address inside an area', async () => {
    const page = await browser.newPage()
    const problems = collectProblems(page)
    const response = await visit(page, `${baseUrl}/pagina/que-nao-existe`)
    // The storefront's pages are rendered by the server, which knows this one does not exist.
    expect(response?.status()).toBe(404)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Página não encontrada')
    // The browser reports the page's own 404 status in the console; nothing else may appear there.
    expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([])
    await page.close()
  })

  it('loads only the storefront code on the home page', async () => {
    const page = await browser.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await visit(page, baseUrl)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).isVisible(), { timeout: 15_000 })
      .toBe(true)
    const names = scripts.join(' ')
    expect(names).not.toMatch(/admin|dashboard/)
    await page.close()
  })

  it('works on a phone-sized screen', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const problems = collectProblems(page)
    for (const [path, name] of [
      ['/', 'storefront'],
      ['/dashboard', 'dashboard'],
      ['/admin', 'admin'],
    ] as const) {
      await visit(page, `${baseUrl}${path}`)
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).isVisible(), { timeout: 15_000 })
        .toBe(true)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
      expect(await seriousA11yViolations(page), `${path} on a phone`).toEqual([])
      await screenshot(page, `${name}-phone-pt`)
    }
    expect(problems).toEqual([])
    await context.close()
  })

  it('never scrolls a storefront page sideways, on a desktop or a phone', async () => {
    const list = (await (await fetch(`${baseUrl}/api/v1/products?page[size]=1`)).json()) as {
      data: { attributes: { slug: string } }[]
    }
    const paths = ['/', '/produtos', `/produtos/${list.data[0]!.attributes.slug}`, '/contato', '/orcamento']
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const page = await browser.newPage({ viewport })
      for (const path of paths) {
        await visit(page, `${baseUrl}${path}`)
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).isVisible(), { timeout: 15_000 })
          .toBe(true)
        // clientWidth leaves out the vertical scroll bar, which innerWidth counts.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${path} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0)
      }
      if (viewport === VIEWPORTS.phone) {
        // Phones reach every destination from the header's menu.
        await page.getByText('Menu', { exact: true }).click()
        const menu = page.getByRole('navigation', { name: 'Menu do site' })
        await expect.poll(() => menu.getByRole('link', { name: 'Favoritos' }).isVisible()).toBe(true)
        await screenshot(page, 'storefront-phone-menu')
        await menu.getByRole('link', { name: 'Contato' }).click()
        await expect.poll(() => new URL(page.url()).pathname).toBe('/contato')
        // The menu closes once the new page has rendered, a moment after the address changed.
        await expect.poll(() => menu.isVisible()).toBe(false)
      }
      await page.close()
    }
  })

  it('removes a service worker left by an earlier deployment', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await context.route('**/legacy-sw.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'self.addEventListener("fetch", () => {})' }),
    )
    await visit(page, baseUrl)
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/legacy-sw.js')
      await caches.open('legacy-cache')
    })
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1)

    await reload(page)
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length))
      .toBe(0)
    expect(await page.evaluate(() => caches.keys())).toEqual([])
    await context.close()
  })

  it('retires the worker at the old address even when the page never runs our code', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await visit(page, baseUrl)
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/service-worker.js')
    })
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), {
        timeout: 10_000,
      })
      .toBe(0)
    await context.close()
  })

  it('serves the API documentation page without CSP violations', async () => {
    const page = await browser.newPage()
    const problems = collectProblems(page)
    await page.goto(`${baseUrl}/api/docs`)
    await expect
      .poll(() => page.locator('.swagger-ui .title').first().textContent(), { timeout: 15_000 })
      .toContain('Escudo API')
    expect(problems.filter((problem) => /Content Security Policy/i.test(problem))).toEqual([])
    await page.close()
  })
})

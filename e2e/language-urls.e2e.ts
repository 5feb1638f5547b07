import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { collectProblems, screenshot, seriousA11yViolations, VIEWPORTS, visit } from './browser'
import { baseUrl, heading, pathOf, poll, signIn, useBrowser } from './fixtures'

const browser = useBrowser()
// Created at start from ADMIN_EMAIL/ADMIN_PASSWORD (e2e/global-setup.ts).
const STAFF = inject('staff')
const GLOVE = 'luva-corte-max-nivel-e-grafeno'

/** The page's links to this site that leave the English pages (the API's files are no pages). */
/** The page's links to Portuguese pages, but the language switch's own (`hreflang`, decision 047). */
const portugueseLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a[href^="/"]:not([hreflang])')]
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => !/^\/en(\/|\?|#|$)/.test(href) && !href.startsWith('/api/')),
  )

const hreflangs = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  )

/* Decisions 032 and 041: English pages under /en; the URL says a page's language, the reader's choice moves to it. */
describe('the language in the URL', () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS))
    it(`an English product page: English head and links, its catalogue, and the switch back (${device})`, async () => {
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      const problems = collectProblems(page)

      const response = await visit(page, `${baseUrl}/en/produtos/${GLOVE}`)
      expect(response?.status()).toBe(200)
      expect(await page.getAttribute('html', 'lang')).toBe('en')
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${baseUrl}/en/produtos/${GLOVE}`)
      expect(await hreflangs(page)).toEqual({
        'pt-BR': `${baseUrl}/produtos/${GLOVE}`,
        en: `${baseUrl}/en/produtos/${GLOVE}`,
        'x-default': `${baseUrl}/produtos/${GLOVE}`,
      })
      // The interface and the product's texts are English (the demo seed translates every product, issue 22):
      // nothing on the page falls back to Portuguese.
      expect(await page.getByRole('button', { name: 'Add to quote' }).count()).toBe(1)
      expect(await heading(page).textContent()).toBe('Corte Max Cut Level E Graphene Glove')
      expect(await page.locator('main [lang="pt-BR"]').count()).toBe(0)
      expect(await portugueseLinks(page)).toEqual([])
      // Checked at the end, so that the journey's other steps run whatever it finds.
      const violations = await seriousA11yViolations(page)
      await screenshot(page, `en-product-${device}`)

      // Client-side navigation stays English.
      if (device === 'desktop')
        await page.getByRole('link', { name: 'Products', exact: true }).first().click()
      else await visit(page, `${baseUrl}/en/produtos`)
      await poll(() => pathOf(page)).toBe('/en/produtos')
      await poll(() => heading(page).textContent()).toBe('Products')
      expect(await page.getAttribute('html', 'lang')).toBe('en')
      expect(await portugueseLinks(page)).toEqual([])
      // The head follows the page (client-side on desktop): the catalogue's address and alternates.
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${baseUrl}/en/produtos`)
      expect(await hreflangs(page)).toEqual({
        'pt-BR': `${baseUrl}/produtos`,
        en: `${baseUrl}/en/produtos`,
        'x-default': `${baseUrl}/produtos`,
      })

      // The switcher opens the same page in Portuguese and remembers the choice.
      await page.getByRole('radio', { name: 'Português' }).first().click()
      await poll(() => pathOf(page)).toBe('/produtos')
      await poll(() => heading(page).textContent()).toBe('Produtos')
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      expect(await page.getAttribute('html', 'lang')).toBe('pt-BR')
      const cookie = (await context.cookies()).find((each) => each.name === 'escudo_language')
      expect(cookie?.value).toBe('pt-BR')
      expect(problems).toEqual([])
      expect(violations, `English product page, ${device}`).toEqual([])
      await context.close()
    })

  it('a reader who chose a language reads it on every storefront address, before the page paints (decision 041)', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone })
    await context.addCookies([{ name: 'escudo_language', value: 'en', url: baseUrl }])
    const page = await context.newPage()
    const problems = collectProblems(page)
    // What the browser painted: the first document that reached the page after the move.
    const documents: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(new URL(response.url()).pathname)
    })

    // An old link (an e-mail, a colleague's message) to a public page, rendered by the server, and to a page
    // the browser renders (the quote list): both open in English, query and fragment kept.
    await visit(page, `${baseUrl}/produtos/${GLOVE}?utm_source=email#ca`)
    expect(pathOf(page)).toBe(`/en/produtos/${GLOVE}?utm_source=email`)
    expect(new URL(page.url()).hash).toBe('#ca')
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    expect(await page.getByRole('button', { name: 'Add to quote' }).count()).toBe(1)
    await visit(page, `${baseUrl}/orcamento`)
    await poll(() => pathOf(page)).toBe('/en/orcamento')
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    await visit(page, `${baseUrl}/`)
    await poll(() => pathOf(page)).toBe('/en')

    // The other way round, and a reader who never chose reads the address's language.
    await context.addCookies([{ name: 'escudo_language', value: 'pt-BR', url: baseUrl }])
    await visit(page, `${baseUrl}/en/produtos?filter[categories]=luva-de-seguranca`)
    expect(new URL(page.url()).pathname).toBe('/produtos')
    expect(await page.getAttribute('html', 'lang')).toBe('pt-BR')
    await context.clearCookies()
    await visit(page, `${baseUrl}/en/produtos/${GLOVE}`)
    expect(pathOf(page)).toBe(`/en/produtos/${GLOVE}`)
    await visit(page, `${baseUrl}/produtos/${GLOVE}`)
    expect(pathOf(page)).toBe(`/produtos/${GLOVE}`)
    await screenshot(page, 'language-choice')
    // The moved pages are documents the browser asked for (a response each), with nothing else in between:
    // the script ran first in the head (the CSP allows it by its hash: a violation would be a problem here).
    expect(documents.slice(0, 2)).toEqual([`/produtos/${GLOVE}`, `/en/produtos/${GLOVE}`])
    expect(problems).toEqual([])
    await context.close()
  })

  it('staff go from an English page to the back office at its one address, never /en/admin', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await signIn(page, STAFF)
    const addresses: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(pathOf(page))
    })

    await visit(page, `${baseUrl}/en/produtos/${GLOVE}`)
    await page.getByRole('button', { name: /'s account$/ }).click()
    await page.getByRole('menuitem', { name: 'Back office' }).click()
    await poll(() => pathOf(page)).toBe('/admin')
    await page.getByRole('navigation', { name: /back office/i }).waitFor()

    // A redirect of an English page there too (signed in already, the sign-in page follows `?next=`).
    await visit(page, `${baseUrl}/en/entrar?next=%2Fadmin%2Fprodutos`)
    await poll(() => pathOf(page)).toBe('/admin/produtos')
    await page.getByRole('navigation', { name: /back office/i }).waitFor()
    expect(addresses.filter((address) => address.startsWith('/en/admin'))).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('answers 404 for an unknown product in both languages', async () => {
    for (const path of ['/produtos/nao-existe-mesmo', '/en/produtos/nao-existe-mesmo']) {
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' })
      expect(response.status, path).toBe(404)
    }
  })
})

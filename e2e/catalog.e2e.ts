import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { collectProblems, reload, screenshot, VIEWPORTS, visit } from './browser'
import { baseUrl, expectAccessible, pathOf, poll, useBrowser } from './fixtures'

const browser = useBrowser()

/** The catalogue's result count ("44 produtos"), a live region. */
const resultCount = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /produto/ })
    .first()
    .textContent()
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filtros' })
const option = (scope: ReturnType<Page['locator']>, name: string) =>
  scope.getByRole('checkbox', { name: new RegExp(`^${name}\\s?\\d*$`) })
/** The count printed beside an option, as a number. */
/** The count shown beside an option: the figure of its description ("44 produtos"). */
const optionCount = async (scope: ReturnType<Page['locator']>, name: string) => {
  const count = await option(scope, name).evaluate((input) => {
    const [countId] = (input.getAttribute('aria-describedby') ?? '').split(' ')
    return document.getElementById(countId ?? '')?.querySelector('[aria-hidden="true"]')?.textContent
  })
  return Number(count)
}

type Product = { name: string; slug: string; caNumber: string }
async function apiProducts(query: string): Promise<{ total: number; products: Product[] }> {
  const response = await fetch(`${baseUrl}/api/v1/products?${query}`)
  const body = (await response.json()) as { data: { attributes: Product }[]; meta: { total: number } }
  return { total: body.meta.total, products: body.data.map((resource) => resource.attributes) }
}

describe('catalogue journeys', () => {
  it('browse and filter: counts change, the address follows, Back restores', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    const problems = collectProblems(page)
    const all = await apiProducts('page[size]=1')
    const gloves = await apiProducts('filter[categories]=luva-de-seguranca&page[size]=1')
    const cutC = await apiProducts(
      'filter[categories]=luva-de-seguranca&filter[riskTypes]=corte-c&page[size]=1',
    )

    await visit(page, `${baseUrl}/`)
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Produtos' })
      .click()
    await poll(() => resultCount(page)).toBe(`${all.total} produtos`)
    expect(pathOf(page, { decoded: true })).toBe('/produtos')
    await expectAccessible(page, 'catalogue, desktop')
    await screenshot(page, 'catalog-desktop')
    const brandsBefore = await optionCount(sidebar(page), 'Tenaz')

    await option(sidebar(page), 'Luva de segurança').click()
    await poll(() => resultCount(page)).toBe(`${gloves.total} produtos`)
    expect(pathOf(page, { decoded: true })).toBe('/produtos?filter[categories]=luva-de-seguranca')
    expect(await optionCount(sidebar(page), 'Tenaz')).toBeLessThan(brandsBefore)
    // The glove's own filters appear with the category.
    await expect(
      sidebar(page)
        .getByRole('heading', { name: /Tamanho da luva/ })
        .isVisible(),
    ).resolves.toBe(true)

    await option(sidebar(page), 'Corte nível C').click()
    await poll(() => resultCount(page)).toBe(`${cutC.total} produto${cutC.total === 1 ? '' : 's'}`)
    expect(pathOf(page, { decoded: true })).toBe(
      '/produtos?filter[categories]=luva-de-seguranca&filter[riskTypes]=corte-c',
    )
    await page.getByRole('link', { name: 'Remover filtro Categorias: Luva de segurança' }).isVisible()
    await screenshot(page, 'catalog-filtered-desktop')

    await page.goBack()
    await poll(() => resultCount(page)).toBe(`${gloves.total} produtos`)
    expect(await option(sidebar(page), 'Corte nível C').isChecked()).toBe(false)
    expect(await option(sidebar(page), 'Luva de segurança').isChecked()).toBe(true)

    // A reload keeps the list; "Limpar filtros" empties it of every filter.
    await reload(page)
    await poll(() => resultCount(page)).toBe(`${gloves.total} produtos`)
    await sidebar(page).getByRole('link', { name: 'Limpar filtros' }).click()
    await poll(() => resultCount(page)).toBe(`${all.total} produtos`)
    expect(pathOf(page, { decoded: true })).toBe('/produtos')
    expect(problems).toEqual([])
    await context.close()
  })

  it('search by a word and by a CA number from the header', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    const problems = collectProblems(page)
    const word = await apiProducts('filter[q]=kevlar&page[size]=1')
    const [target] = (await apiProducts('sort=name&page[number]=7&page[size]=1')).products
    expect(target).toBeDefined()

    await visit(page, `${baseUrl}/`)
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Buscar produtos' })
    await search.fill('kevlar')
    await search.press('Enter')
    await poll(() => pathOf(page, { decoded: true })).toBe('/produtos?filter[q]=kevlar')
    await poll(() => resultCount(page)).toBe(`${word.total} produto${word.total === 1 ? '' : 's'}`)
    expect(word.total).toBeGreaterThan(0)
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Resultados para “kevlar”')

    const header = page.getByRole('banner').getByRole('combobox', { name: 'Buscar produtos' })
    await header.fill(target!.caNumber)
    await header.press('Enter')
    await poll(() => pathOf(page, { decoded: true })).toBe(`/produtos?filter[q]=${target!.caNumber}`)
    const firstCard = page.getByRole('main').getByRole('article').first()
    await poll(() => firstCard.getByRole('link').first().textContent()).toBe(target!.name)
    expect(problems).toEqual([])
    await context.close()
  })

  it('search suggestions by keyboard on the home page', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    const problems = collectProblems(page)
    const { products } = await apiProducts('filter[q]=luva&page[size]=6')

    await visit(page, `${baseUrl}/`)
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Proteção certa para cada risco',
    )
    await expectAccessible(page, 'home, desktop')
    await screenshot(page, 'home-desktop')
    const search = page.getByRole('main').getByRole('combobox', { name: 'Buscar produtos' })
    await search.focus()
    await page.keyboard.type('luva')
    const listbox = page.getByRole('listbox')
    await poll(() => listbox.getByRole('option').count()).toBe(products.length + 1)
    expect(await search.getAttribute('aria-expanded')).toBe('true')
    await screenshot(page, 'home-suggestions-desktop')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    const active = await search.getAttribute('aria-activedescendant')
    expect(await page.locator(`#${active}`).textContent()).toContain(products[1]!.name)
    await page.keyboard.press('Enter')
    await poll(() => pathOf(page, { decoded: true })).toBe(`/produtos/${products[1]!.slug}`)

    // Escape closes the list; Enter then searches the text.
    await visit(page, `${baseUrl}/`)
    const again = page.getByRole('main').getByRole('combobox', { name: 'Buscar produtos' })
    await again.fill('luva')
    await poll(() => page.getByRole('listbox').getByRole('option').count()).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await poll(() => again.getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.press('Enter')
    await poll(() => pathOf(page, { decoded: true })).toBe('/produtos?filter[q]=luva')
    expect(problems).toEqual([])
    await context.close()
  })

  it('on a phone the filters open in a drawer that shows the number of results', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const problems = collectProblems(page)
    const glasses = await apiProducts('filter[categories]=oculos-de-seguranca&page[size]=1')

    await visit(page, `${baseUrl}/`)
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Proteção certa para cada risco',
    )
    await expectAccessible(page, 'home, phone')
    await screenshot(page, 'home-phone')

    await visit(page, `${baseUrl}/produtos`)
    await poll(() => resultCount(page)).toMatch(/^\d+ produtos$/)
    expect(await sidebar(page).isVisible()).toBe(false)
    await expectAccessible(page, 'catalogue, phone')
    await screenshot(page, 'catalog-phone')

    await page.getByRole('button', { name: 'Filtros', exact: true }).click()
    const drawer = page.getByRole('dialog', { name: 'Filtros' })
    await poll(() => drawer.isVisible()).toBe(true)
    await option(drawer, 'Óculos de segurança').click()
    await poll(() => drawer.getByRole('button', { name: /^Ver \d+ resultados?$/ }).textContent()).toBe(
      `Ver ${glasses.total} resultados`,
    )
    // No axe run here: axe measures the page behind the drawer's overlay too, and every dimmed colour fails.
    await screenshot(page, 'catalog-drawer-phone')
    await drawer.getByRole('button', { name: `Ver ${glasses.total} resultados` }).click()
    await poll(() => drawer.isVisible()).toBe(false)
    expect(pathOf(page, { decoded: true })).toBe('/produtos?filter[categories]=oculos-de-seguranca')
    await poll(() => resultCount(page)).toBe(`${glasses.total} produtos`)
    await poll(() => page.getByRole('button', { name: 'Filtros (1)' }).isVisible()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })
  it('pages arrive rendered by the server and come alive in the browser without asking again', async () => {
    const query = 'filter[categories]=luva-de-seguranca'
    const gloves = await apiProducts(`${query}&page[size]=24`)
    const first = gloves.products[0]!
    // Without any script: the products, their count and the chosen filter are in the page itself.
    const html = await (await fetch(`${baseUrl}/produtos?${query}`)).text()
    expect(html).toContain('<html lang="pt-BR"')
    expect(html).toContain(first.name)
    expect(html).toContain(`${gloves.total} produtos`)
    const product = await (await fetch(`${baseUrl}/produtos/${first.slug}`)).text()
    expect(product).toContain(`CA ${first.caNumber}`)
    // With its own title, for the tab, bookmarks and search engines.
    expect(product).toContain(`<title>${first.name} · Escudo EPI</title>`)

    const context = await browser.newContext({ viewport: VIEWPORTS.phone })
    const page = await context.newPage()
    const problems = collectProblems(page)
    const listRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/products') listRequests.push(request.url())
    })
    await visit(page, `${baseUrl}/produtos?${query}`)
    await poll(() => resultCount(page)).toBe(`${gloves.total} produtos`)
    await page.waitForLoadState('networkidle')
    // Hydrated from the data the page carried: the list was not requested again.
    expect(listRequests).toEqual([])
    // And it is live: the filters' drawer opens and an option asks for the new list.
    await page.getByRole('button', { name: 'Filtros (1)' }).click()
    const drawer = page.getByRole('dialog', { name: 'Filtros' })
    await option(drawer, 'Tenaz').click()
    await poll(() => listRequests.length).toBeGreaterThan(0)
    expect(problems).toEqual([])

    // The language switcher opens the page's English address, which the server renders in English; the
    // server's Portuguese address stays Portuguese whatever the cookie says (decision 032: one page per URL for
    // every cache), and the browser moves a reader who chose English to the English one (decision 041).
    await visit(page, `${baseUrl}/`)
    await page.locator('label').filter({ hasText: 'EN' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/en')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await reload(page)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
    expect(cookies).toContain('escudo_language=en')
    expect(await (await fetch(`${baseUrl}/en`)).text()).toContain('<html lang="en"')
    expect(await (await fetch(`${baseUrl}/`, { headers: { cookie: cookies } })).text()).toContain(
      '<html lang="pt-BR"',
    )
    await visit(page, `${baseUrl}/produtos`)
    expect(new URL(page.url()).pathname).toBe('/en/produtos')
    expect(problems).toEqual([])
    await context.close()
  })
})

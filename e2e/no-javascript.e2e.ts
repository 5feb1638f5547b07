import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot, VIEWPORTS, visit } from './browser'
import { baseUrl, heading, pathOf, poll, useBrowser } from './fixtures'

/*
 * The storefront before (and without) its JavaScript (issue 34, decision 047): every journey here runs with
 * JavaScript disabled, so each step is a real link or form the server answers. One journey checks that, with the
 * script, the same facet links navigate in place.
 */

const browser = useBrowser()

type Product = { name: string; slug: string; caNumber: string; sizes: string[]; caState: string }
async function apiProducts(query: string): Promise<{ total: number; products: Product[] }> {
  const response = await fetch(`${baseUrl}/api/v1/products?${query}`)
  const body = (await response.json()) as { data: { attributes: Product }[]; meta: { total: number } }
  return { total: body.meta.total, products: body.data.map((resource) => resource.attributes) }
}

const TEXTS = {
  'pt-BR': {
    prefix: '',
    products: (count: number) => `${count} produto${count === 1 ? '' : 's'}`,
    filters: 'Filtros',
    gloves: 'Luva de segurança',
    cutC: 'Corte nível C',
    sortLabel: 'Ordenar por',
    sortButton: 'Ordenar',
    searchWithin: 'Buscar nestes resultados',
    nextPage: 'Próxima página',
    activeFilters: 'Filtros ativos',
    removeSearch: (q: string) => `Remover filtro Busca: ${q}`,
    clearFilters: 'Limpar filtros',
    language: 'English',
    otherPrefix: '/en',
  },
  en: {
    prefix: '/en',
    products: (count: number) => `${count} product${count === 1 ? '' : 's'}`,
    filters: 'Filters',
    gloves: 'Safety glove',
    cutC: 'Cut level C',
    sortLabel: 'Sort by',
    sortButton: 'Sort',
    searchWithin: 'Search within these results',
    nextPage: 'Next page',
    activeFilters: 'Active filters',
    removeSearch: (q: string) => `Remove filter Search: ${q}`,
    clearFilters: 'Clear filters',
    language: 'Português',
    otherPrefix: '',
  },
} as const

/** The result count, a live region ("44 produtos"). */
const resultCount = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^\d+ produ/ })
    .first()
    .textContent()
/** The name of the first product card of the list. */
const firstProduct = (page: Page) =>
  page.getByRole('main').getByRole('article').first().getByRole('link').first().textContent()

const sidebar = (page: Page, name: string) => page.getByRole('complementary', { name })
const option = (page: Page, group: string, name: string) =>
  sidebar(page, group).getByRole('checkbox', { name, exact: true })

async function noScriptPage(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false })
  return { context, page: await context.newPage() }
}

describe('the storefront without JavaScript', () => {
  for (const language of ['pt-BR', 'en'] as const) {
    const text = TEXTS[language]

    it(`browse, filter, sort, search, change page, open a product, switch language (${language})`, async () => {
      const { context, page } = await noScriptPage(VIEWPORTS.desktop)
      const all = await apiProducts('page[size]=1')
      const gloves = await apiProducts('filter[categories]=luva-de-seguranca&page[size]=1')
      const cutC = await apiProducts(
        'filter[categories]=luva-de-seguranca&filter[riskTypes]=corte-c&page[size]=1',
      )
      const byName = await apiProducts('filter[categories]=luva-de-seguranca&sort=name&page[size]=24')

      await page.goto(`${baseUrl}${text.prefix}/produtos`)
      // DevTools still evaluates; the page itself runs no script (so the app never takes it over).
      expect(await page.evaluate(() => matchMedia('(scripting: none)').matches)).toBe(true)
      expect(await page.locator('html[data-hydrated]').count()).toBe(0)
      expect(await resultCount(page)).toBe(text.products(all.total))
      await screenshot(page, `no-js-${language}-catalog-1280`)

      // A facet is a link to the filtered list, announced as a checkbox; the page is indexed, so it is followed.
      const glovesOption = option(page, text.filters, text.gloves)
      expect(await glovesOption.getAttribute('aria-checked')).toBe('false')
      expect(await glovesOption.getAttribute('rel')).toBeNull()
      await glovesOption.click()
      await page.waitForURL(/luva-de-seguranca/)
      expect(pathOf(page, { decoded: true })).toBe(
        `${text.prefix}/produtos?filter[categories]=luva-de-seguranca`,
      )
      expect(await resultCount(page)).toBe(text.products(gloves.total))
      expect(await option(page, text.filters, text.gloves).getAttribute('aria-checked')).toBe('true')

      // A second filter: the list is no longer indexed, and its options' links say so.
      await option(page, text.filters, text.cutC).click()
      await page.waitForURL(/corte-c/)
      expect(pathOf(page, { decoded: true })).toBe(
        `${text.prefix}/produtos?filter[categories]=luva-de-seguranca&filter[riskTypes]=corte-c`,
      )
      expect(await resultCount(page)).toBe(text.products(cutC.total))
      expect(await option(page, text.filters, text.cutC).getAttribute('rel')).toBe('nofollow')
      // Unticking goes back to the gloves.
      await option(page, text.filters, text.cutC).click()
      await page.waitForURL((url) => !url.search.includes('corte-c'))
      expect(await resultCount(page)).toBe(text.products(gloves.total))

      // Sort: a GET form whose button shows only without JavaScript; the filters stay.
      await page.getByLabel(text.sortLabel).selectOption('name')
      await page.getByRole('button', { name: text.sortButton, exact: true }).click()
      await page.waitForURL(/sort=name/)
      const sorted = new URL(page.url()).searchParams
      expect(sorted.get('filter[categories]')).toBe('luva-de-seguranca')
      expect(sorted.get('sort')).toBe('name')
      if (language === 'pt-BR') expect(await firstProduct(page)).toBe(byName.products[0]!.name)

      // Search within the results: a GET form keeping the filters and the sort.
      const within = page.getByRole('combobox', { name: text.searchWithin })
      await within.fill('nitrílica')
      await within.press('Enter')
      await page.waitForURL(/filter%5Bq%5D|filter\[q\]/)
      const searched = new URL(page.url()).searchParams
      expect(searched.get('filter[q]')).toBe('nitrílica')
      expect(searched.get('filter[categories]')).toBe('luva-de-seguranca')
      const found = await apiProducts(
        `filter[q]=${encodeURIComponent('nitrílica')}&filter[categories]=luva-de-seguranca&page[size]=1${
          language === 'en' ? '&lang=en' : ''
        }`,
      )
      expect(await resultCount(page)).toBe(text.products(found.total))

      // The active filters' chips are links too: one takes the search away, keeping the rest…
      const chips = page.getByRole('group', { name: text.activeFilters })
      await chips.getByRole('link', { name: text.removeSearch('nitrílica'), exact: true }).click()
      await page.waitForURL((url) => !url.searchParams.has('filter[q]'))
      expect(new URL(page.url()).searchParams.get('filter[categories]')).toBe('luva-de-seguranca')
      expect(await resultCount(page)).toBe(text.products(gloves.total))
      // …and "Limpar filtros" all of them, keeping the sort.
      await chips.getByRole('link', { name: text.clearFilters, exact: true }).click()
      await page.waitForURL((url) => !url.searchParams.has('filter[categories]'))
      expect(pathOf(page, { decoded: true })).toBe(`${text.prefix}/produtos?sort=name`)
      expect(await resultCount(page)).toBe(text.products(all.total))

      // Pages: real links.
      await page.goto(`${baseUrl}${text.prefix}/produtos`)
      await page.getByRole('link', { name: text.nextPage }).click()
      await page.waitForURL(/page%5Bnumber%5D=2|page\[number\]=2/)
      const second = await apiProducts('page[number]=2&page[size]=12')
      if (language === 'pt-BR') expect(await firstProduct(page)).toBe(second.products[0]!.name)

      // A product opens, and the language switch is a pair of links to the same page in the other language.
      const card = page.getByRole('main').getByRole('article').first()
      const productLink = card.getByRole('link').first()
      const productName = (await productLink.textContent()) ?? ''
      await productLink.click()
      await page.waitForURL(/\/produtos\/[^/?]+$/)
      expect(await heading(page).textContent()).toBe(productName)
      const here = pathOf(page)
      await page.getByRole('link', { name: text.language }).click()
      await page.waitForURL((url) => url.pathname !== new URL(`${baseUrl}${here}`).pathname)
      expect(pathOf(page)).toBe(`${text.otherPrefix}${here.replace(/^\/en/, '')}`)
      expect(await page.locator('html').getAttribute('lang')).toBe(language === 'en' ? 'pt-BR' : 'en')
      await context.close()
    })
  }

  it('a phone: "Filtros" opens the filters, a facet filters the list', async () => {
    const { context, page } = await noScriptPage(VIEWPORTS.phone)
    const gloves = await apiProducts('filter[categories]=luva-de-seguranca&page[size]=1')
    await page.goto(`${baseUrl}/produtos`)
    expect(await sidebar(page, 'Filtros').isVisible()).toBe(false)
    await screenshot(page, 'no-js-pt-BR-catalog-390')
    await page.getByRole('link', { name: 'Filtros', exact: true }).click()
    await poll(() => sidebar(page, 'Filtros').isVisible()).toBe(true)
    await screenshot(page, 'no-js-pt-BR-catalog-filters-390')
    await option(page, 'Filtros', 'Luva de segurança').click()
    await page.waitForURL(/luva-de-seguranca/)
    expect(await resultCount(page)).toBe(`${gloves.total} produtos`)
    expect(await page.getByRole('link', { name: 'Filtros (1)' }).isVisible()).toBe(true)
    await context.close()
  })

  it('searches from the header of any page', async () => {
    const { context, page } = await noScriptPage(VIEWPORTS.desktop)
    const word = await apiProducts('filter[q]=kevlar&page[size]=1')
    await page.goto(`${baseUrl}/contato`)
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Buscar produtos' })
    await search.fill('kevlar')
    await search.press('Enter')
    await page.waitForURL(/kevlar/)
    expect(pathOf(page, { decoded: true })).toBe('/produtos?filter[q]=kevlar')
    expect(await resultCount(page)).toBe(`${word.total} produto${word.total === 1 ? '' : 's'}`)
    await context.close()
  })
})

describe('the quote list and the CA lookup without JavaScript', () => {
  it('adds a product to the quote list by a form; a wrong input comes back with its message; the script takes the lines', async () => {
    const { products } = await apiProducts('page[size]=60')
    const product = products.find((each) => each.sizes.length > 1 && each.caState !== 'invalido')!
    expect(product).toBeDefined()
    const { context, page } = await noScriptPage(VIEWPORTS.desktop)
    await page.goto(`${baseUrl}/produtos/${product.slug}`)
    await page.getByLabel('Quantidade').fill('5')
    await page.getByRole('button', { name: 'Adicionar ao orçamento' }).click()
    // No size chosen: back to the product, with the message and the quantity typed.
    await page.waitForURL(/quote-error=size/)
    expect(await page.getByText('Escolha o tamanho.').isVisible()).toBe(true)
    expect(await page.getByLabel('Quantidade').inputValue()).toBe('5')

    await page.getByLabel(/^Tamanho/).selectOption(product.sizes[1]!)
    await page.getByRole('button', { name: 'Adicionar ao orçamento' }).click()
    await page.waitForURL(`${baseUrl}/orcamento`)
    expect(await heading(page).textContent()).toBe('Lista de orçamento')
    const line = page.getByRole('listitem').filter({ hasText: product.name })
    expect(await line.textContent()).toContain(`Tamanho ${product.sizes[1]} · Quantidade: 5`)
    await screenshot(page, 'no-js-pt-BR-quote-1280')

    // The same product in the same size again, from the English page: one line, the quantities added.
    await page.goto(`${baseUrl}/en/produtos/${product.slug}`)
    await page.getByLabel('Quantity').fill('2')
    await page.getByLabel(/^Size/).selectOption(product.sizes[1]!)
    await page.getByRole('button', { name: 'Add to quote' }).click()
    await page.waitForURL(`${baseUrl}/en/orcamento`)
    expect(await heading(page).textContent()).toBe('Quote list')
    expect(await page.getByRole('listitem').count()).toBe(1)
    expect(await page.getByRole('listitem').textContent()).toContain('Quantity: 7')

    // The script starts (JavaScript on, the same cookies): the line joins its list and the cookie goes.
    const withScript = await browser.newContext({ viewport: VIEWPORTS.desktop })
    await withScript.addCookies(await context.cookies())
    await context.close()
    const live = await withScript.newPage()
    await visit(live, `${baseUrl}/orcamento`)
    const list = live.getByRole('list', { name: 'Itens da lista de orçamento' })
    await poll(() => list.getByRole('listitem').count()).toBe(1)
    expect(await live.getByLabel(`Quantidade de ${product.name}`).inputValue()).toBe('7')
    await poll(async () =>
      (await withScript.cookies()).some((cookie) => cookie.name === 'escudo-quote'),
    ).toBe(false)
    await withScript.close()
  })

  it("reads the CA lookup's answer", async () => {
    const [product] = (await apiProducts('page[size]=1')).products
    const { context, page } = await noScriptPage(VIEWPORTS.desktop)
    await page.goto(`${baseUrl}/consulta-ca`)
    await page.getByLabel('Número do CA').fill(product!.caNumber)
    await page.getByRole('button', { name: 'Consultar' }).click()
    await page.waitForURL(/\?ca=/)
    expect(pathOf(page)).toBe(`/consulta-ca?ca=${product!.caNumber}`)
    expect(await page.getByRole('article', { name: `CA ${product!.caNumber}` }).isVisible()).toBe(true)
    await context.close()
  })
})

describe('the same links with JavaScript', () => {
  it('a facet click navigates in place, to the same address, without loading a document', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    const gloves = await apiProducts('filter[categories]=luva-de-seguranca&page[size]=1')
    await visit(page, `${baseUrl}/produtos`)
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    const glovesOption = option(page, 'Filtros', 'Luva de segurança')
    const href = await glovesOption.getAttribute('href')
    await glovesOption.click()
    await poll(() => resultCount(page)).toBe(`${gloves.total} produtos`)
    expect(pathOf(page)).toBe(href)
    expect(documents).toEqual([])
    expect(await option(page, 'Filtros', 'Luva de segurança').getAttribute('aria-checked')).toBe('true')
    await context.close()
  })
})

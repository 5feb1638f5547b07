import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { collectProblems, screenshot, VIEWPORTS, visit } from './browser'
import { baseUrl, expectAccessible, fillSignIn, heading, pathOf, poll, useBrowser } from './fixtures'
import { pdf, png as photo } from './sample-files'

// Created at start from ADMIN_EMAIL/ADMIN_PASSWORD (e2e/global-setup.ts).
const STAFF = inject('staff')

/** A storefront search through the API (a buyer's: counted): its first result and how many it finds. */
async function storeSearch(q: string) {
  const response = await fetch(`${baseUrl}/api/v1/products?filter[q]=${encodeURIComponent(q)}&page[size]=1`)
  const { data, meta } = (await response.json()) as { data: { id: string }[]; meta: { total: number } }
  return { first: data[0]?.id, total: meta.total }
}
const total = async (q: string) => (await storeSearch(q)).total
const browser = useBrowser()

/** Picks an option of a Mantine Select by its label and the option's text. */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('textbox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

describe('back office: catalogue', () => {
  it('staff signs in, creates a product with an image and a data sheet, publishes it, and the store finds it', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    const problems = collectProblems(page)

    // The back office sends a visitor to the storefront login, and back.
    await visit(page, `${baseUrl}/admin/produtos`)
    await poll(() => pathOf(page)).toBe(`/entrar?next=${encodeURIComponent('/admin/produtos')}`)
    await fillSignIn(page, STAFF.email, STAFF.password)
    await poll(() => heading(page).textContent()).toBe('Produtos')
    await poll(() => page.getByRole('link', { name: /Luva/ }).count()).toBeGreaterThan(0)
    await expectAccessible(page, 'products table')
    await screenshot(page, 'admin-products-desktop')
    // Status badges show their whole word, never "Public…".
    const clipped = await page
      .getByText('Publicado', { exact: true })
      .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).length)
    expect(clipped, 'status badges cut short').toBe(0)

    // A new product, every required field.
    await page.getByRole('link', { name: 'Novo produto' }).click()
    await poll(() => heading(page).textContent()).toBe('Novo produto')
    await page.getByLabel(/^Nome/).fill('Luva Vortexa Nitrílica')
    await page.getByLabel(/^Referência/).fill('EP-LV-9901')
    await choose(page, /^Marca/, 'Escudo Pro')
    await choose(page, /^Categoria/, 'Luva de segurança')
    await choose(page, /^Linha/, 'Nitro Grip')
    await choose(page, /^Embalagem/, 'Caixa')
    await page.getByLabel(/^Resumo/).fill('Luva nitrílica para óleo e abrasão.')
    await page
      .getByLabel(/^Descrição/)
      .fill('Luva com revestimento nitrílico, boa aderência em superfícies oleosas.')
    await page.getByLabel(/^Número do CA/).fill('45123')
    await page.getByLabel(/^Validade do CA/).fill('2031-06-30')
    await page.getByLabel(/^Código EN 388/).fill('4x43c')
    await page.getByRole('textbox', { name: /^Tamanhos/ }).fill('8')
    await page.getByRole('textbox', { name: /^Tamanhos/ }).press('Enter')
    await page.getByRole('textbox', { name: /^Tamanhos/ }).fill('9')
    await page.getByRole('textbox', { name: /^Tamanhos/ }).press('Enter')
    await expectAccessible(page, 'new product form')
    await screenshot(page, 'admin-product-new-desktop')
    await page.getByRole('button', { name: 'Criar produto' }).click()
    await poll(() => pathOf(page)).toMatch(/^\/admin\/produtos\/[0-9a-f-]{36}$/)
    await poll(() => heading(page).textContent()).toBe('Luva Vortexa Nitrílica')
    await poll(() => page.getByText('Rascunho').first().isVisible()).toBe(true)

    // Publishing an incomplete product is refused, saying what is missing.
    await page.getByRole('button', { name: 'Publicar' }).click()
    await poll(() =>
      page.getByRole('alert').filter({ hasText: 'Ainda não dá para publicar' }).isVisible(),
    ).toBe(true)

    // An image and the data sheet.
    const png = await photo('#1c64f2')
    await page
      .locator('input[type=file][name="images"]')
      .setInputFiles({ name: 'luva.png', mimeType: 'image/png', buffer: png })
    await poll(() => page.getByLabel('Texto alternativo da imagem 1').inputValue()).toBe(
      'Luva Vortexa Nitrílica',
    )
    await page.locator('input[type=file][name="datasheet"]').setInputFiles({
      name: 'ficha.pdf',
      mimeType: 'application/pdf',
      buffer: await pdf('Ficha técnica — Luva Vortexa'),
    })
    await poll(() => page.getByText('ficha-tecnica-luva-vortexa-nitrilica.pdf').isVisible()).toBe(true)
    await poll(() => page.getByText('100% completo').isVisible()).toBe(true)
    const image = page.locator('section[aria-label="Imagens"] img').first()
    await poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400)

    await page.getByRole('button', { name: 'Publicar' }).click()
    await poll(() => page.getByRole('button', { name: 'Despublicar' }).isVisible()).toBe(true)
    await expectAccessible(page, 'product page')
    await screenshot(page, 'admin-product-edit-desktop')

    // The public catalogue finds it at once.
    const search = async () =>
      (
        (await (await fetch(`${baseUrl}/api/v1/products?filter[q]=Vortexa`)).json()) as {
          meta: { total: number }
        }
      ).meta.total
    expect(await search()).toBe(1)
    await page.getByRole('button', { name: 'Despublicar' }).click()
    await poll(search).toBe(0)

    // The other catalogue screens, desktop and phone.
    for (const [path, name, title] of [
      ['/admin/filtros', 'taxonomy', 'Filtros e categorias'],
      ['/admin/banners', 'banners', 'Banners'],
      ['/admin/destaques', 'highlights', 'Destaques'],
    ] as const) {
      await visit(page, `${baseUrl}${path}`)
      await poll(() => heading(page).textContent()).toBe(title)
      await page.waitForLoadState('networkidle')
      await expectAccessible(page, name)
      await screenshot(page, `admin-${name}-desktop`)
    }
    // The one failed request is the refused publication above, on purpose.
    expect(problems.filter((problem) => !problem.includes('status of 422'))).toEqual([])
    await context.close()
  }, 180_000)

  it('reads well on a phone, and a customer is told the back office is not for them', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone })
    const page = await context.newPage()
    await visit(page, `${baseUrl}/entrar?next=${encodeURIComponent('/admin/produtos')}`)
    await fillSignIn(page, STAFF.email, STAFF.password)
    await poll(() => heading(page).textContent()).toBe('Produtos')
    await poll(() => page.getByRole('link', { name: /Luva/ }).count()).toBeGreaterThan(0)
    await expectAccessible(page, 'products on a phone')
    await screenshot(page, 'admin-products-phone')
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await poll(() => page.getByRole('link', { name: 'Destaques' }).isVisible()).toBe(true)
    await screenshot(page, 'admin-menu-phone')
    await page.getByRole('link', { name: 'Destaques' }).click()
    await poll(() => heading(page).textContent()).toBe('Destaques')
    await screenshot(page, 'admin-highlights-phone')
    await page
      .getByRole('link', { name: /^Produtos$/ })
      .first()
      .isVisible()
    await visit(page, `${baseUrl}/admin/produtos`)
    await page.getByRole('link', { name: /Luva/ }).first().click()
    await poll(() => page.getByRole('button', { name: 'Salvar alterações' }).isVisible()).toBe(true)
    await expectAccessible(page, 'product form on a phone')
    await screenshot(page, 'admin-product-edit-phone')
    for (const [path, name] of [
      ['/admin/filtros', 'taxonomy'],
      ['/admin/banners', 'banners'],
    ] as const) {
      await visit(page, `${baseUrl}${path}`)
      await page.waitForLoadState('networkidle')
      await screenshot(page, `admin-${name}-phone`)
    }
    // Banner thumbnails show the whole banner (letterboxed), never a crop that cuts its text.
    const fits = await page
      .locator('img[data-banner-thumbnail]')
      .evaluateAll((images) => images.map((image) => getComputedStyle(image).objectFit))
    expect(fits.length).toBeGreaterThan(0)
    expect(new Set(fits)).toEqual(new Set(['contain']))

    const customer = await browser.newContext({ viewport: VIEWPORTS.phone })
    const other = await customer.newPage()
    const email = `comprador.${Date.now()}@example.com`
    const registered = await fetch(`${baseUrl}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/vnd.api+json' },
      body: JSON.stringify({
        data: {
          type: 'users',
          attributes: { name: 'Caio Comprador', email, password: 'botina de couro 2026' },
        },
      }),
    })
    expect(registered.status).toBe(201)
    await visit(other, `${baseUrl}/entrar?next=${encodeURIComponent('/admin')}`)
    await other.getByLabel(/^E-mail/).fill(email)
    await other.getByLabel(/^Senha/).fill('botina de couro 2026')
    await other.getByRole('button', { name: 'Entrar', exact: true }).click()
    await poll(() => heading(other).textContent()).toBe('Sem acesso ao back office')
    await expectAccessible(other, 'no access page')
    await screenshot(other, 'admin-no-access-phone')
    await customer.close()
    await context.close()
  }, 180_000)

  it('a search that finds nothing shows in "Buscas"; a synonym added from there makes the store find it', async () => {
    const word = 'macaquinho'
    expect(await total(word), `"${word}" must find nothing before the synonym`).toBe(0)
    const coveralls = await total('macacão')
    expect(coveralls).toBeGreaterThan(0)

    // A buyer on a phone searches the trade word and finds nothing.
    const shop = await browser.newContext({ viewport: VIEWPORTS.phone })
    const buyer = await shop.newPage()
    const searchFor = async () => {
      await visit(buyer, `${baseUrl}/`)
      const box = buyer.getByRole('main').getByRole('combobox', { name: 'Buscar produtos' })
      await box.fill(word)
      await box.press('Enter')
      await poll(() => pathOf(buyer, { decoded: true })).toBe(`/produtos?filter[q]=${word}`)
    }
    /** The catalogue's result count ("44 produtos"), a live region. */
    const resultCount = () =>
      buyer
        .getByRole('status')
        .filter({ hasText: /produto/ })
        .first()
        .textContent()
    await searchFor()
    await poll(() => heading(buyer).textContent()).toBe(`Resultados para “${word}”`)
    await poll(resultCount).toBe('0 produtos')
    // And once more by its address (a shared link): the page rendered on the server counts it once, the
    // hydrated page asks nothing again.
    await visit(buyer, `${baseUrl}/produtos?filter[q]=${word}`)
    await poll(resultCount).toBe('0 produtos')

    // Staff find it among the searches with no result, and add a synonym from there.
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    await visit(page, `${baseUrl}/entrar?next=${encodeURIComponent('/admin/buscas')}`)
    await fillSignIn(page, STAFF.email, STAFF.password)
    await poll(() => heading(page).textContent()).toBe('Buscas')
    const noResults = page.getByRole('table', { name: 'Buscas sem resultado' })
    const row = noResults.getByRole('row').filter({ hasText: word })
    await poll(() => row.count()).toBe(1)
    // Query, searches, no results, clicks: this test's own API request above, the search box, the address.
    const cells = await row.locator('th, td').allTextContents()
    expect(cells.slice(0, 4)).toEqual([word, '3', '3', '0'])
    await noResults.getByRole('link', { name: `Adicionar um sinônimo para "${word}"` }).click()
    await poll(() => heading(page).textContent()).toBe('Sinônimos da busca')
    const dialog = page.getByRole('dialog', { name: 'Novo conjunto de sinônimos' })
    const terms = dialog.getByRole('textbox', { name: /^Termos/ })
    // The query is there, on its own line, ready for the next term.
    await poll(() => terms.inputValue()).toBe(`${word}\n`)
    await terms.focus()
    await page.keyboard.press('Control+End')
    await page.keyboard.type('macacão')
    expect(await terms.inputValue()).toBe(`${word}\nmacacão`)
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await poll(() => dialog.isVisible()).toBe(false)
    await poll(() => page.getByRole('row').filter({ hasText: word }).count()).toBe(1)
    await context.close()

    // The same search now finds the coveralls, at once.
    await searchFor()
    await poll(resultCount).toBe(`${coveralls} produto${coveralls === 1 ? '' : 's'}`)
    await shop.close()
  }, 120_000)
  it('a rule puts a product first for a search that found nothing, previewed before saving (in English, on a phone)', async () => {
    const word = 'maçariqueiro'
    expect(await total(word), `"${word}" must find nothing before the rule`).toBe(0)

    const context = await browser.newContext({ viewport: VIEWPORTS.phone })
    await context.addCookies([{ name: 'escudo_language', value: 'en', url: baseUrl }])
    const page = await context.newPage()
    const problems = collectProblems(page)
    await visit(page, `${baseUrl}/entrar?next=${encodeURIComponent('/admin/buscas')}`)
    await poll(() => new URL(page.url()).pathname).toBe('/en/entrar')
    await page.getByLabel(/^Email/).fill(STAFF.email)
    await page.getByLabel(/^Password/).fill(STAFF.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await poll(() => heading(page).textContent()).toBe('Searches')
    const noResults = page.getByRole('table', { name: 'Searches with no result' })
    await poll(() => noResults.getByRole('row').filter({ hasText: word }).count()).toBe(1)
    await noResults.getByRole('link', { name: `Add a rule for "${word}"` }).click()
    await poll(() => heading(page).textContent()).toBe('Search rules')
    const dialog = page.getByRole('dialog', { name: 'New search rule' })
    await poll(() => dialog.getByLabel(/^Query/).inputValue()).toBe(word)

    // Pin a published face shield first, and look at the results with and without the rule.
    await dialog.getByLabel(/^Pin a product/).fill('Protetor facial')
    const option = page.getByRole('option').filter({ hasText: 'Published' }).first()
    const pinned = (await option.locator('p, span, div').first().textContent())!.trim()
    await option.click()
    await dialog.getByRole('button', { name: 'Preview' }).click()
    const without = dialog.getByRole('region', { name: 'Without the rule' })
    const withRule = dialog.getByRole('region', { name: 'With the rule' })
    await poll(() => without.textContent()).toContain('No products')
    await poll(() => withRule.getByRole('listitem').first().textContent()).toContain(pinned)
    await screenshot(page, 'admin-search-rule-dialog-phone-en')
    await expectAccessible(page, 'search rule dialog')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await poll(() => dialog.isVisible()).toBe(false)
    await poll(() => page.getByRole('row').filter({ hasText: word }).count()).toBe(1)
    expect(problems).toEqual([])
    await context.close()

    // The store finds that product for the word at once (every process within a second: the change feed).
    await poll(() => total(word)).toBe(1)
  }, 120_000)
})

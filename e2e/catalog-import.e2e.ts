import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { ZipFile } from 'yazl'
import { collectProblems, screenshot, VIEWPORTS, visit } from './browser'
import { baseUrl, expectAccessible, heading, pathOf, poll, signIn, useBrowser } from './fixtures'
import { pdf, png } from './sample-files'

// Created at start from ADMIN_EMAIL/ADMIN_PASSWORD (e2e/global-setup.ts).
const STAFF = inject('staff')
const browser = useBrowser()

/** A made-up word in every name, so the storefront's search finds these three products and nothing else. */
const WORD = `Zyntara${Date.now().toString(36)}`
const BAD_CATEGORY = 'luva-de-plutonio'
const PRODUCTS = ['Alfa', 'Beta', 'Gama'].map((suffix, index) => ({
  reference: `EP-IMP-${WORD.slice(-6).toUpperCase()}-${index + 1}`,
  name: `Luva ${WORD} ${suffix}`,
  image: `${suffix.toLowerCase()}.png`,
}))

const csvCell = (value: string) => (/[";\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

/**
 * The sheet as a brand keeps it: the export's Portuguese headers, `;` as Brazilian Excel writes, seed taxonomy
 * slugs; the third product (spreadsheet row 4) has a category that does not exist.
 */
function sheet(): string {
  const header = [
    'Referência',
    'Nome',
    'Resumo',
    'Descrição',
    'Marca',
    'Categoria',
    'Família',
    'Embalagem',
    'Número do CA',
    'Validade do CA',
    'Tamanhos',
    'Publicado',
    'Imagens',
    'Ficha técnica',
  ]
  const rows = PRODUCTS.map((product, index) => [
    product.reference,
    product.name,
    'Luva nitrílica importada de planilha.',
    'Revestimento nitrílico; aderência em superfícies oleosas.',
    'escudo-pro',
    index === 2 ? BAD_CATEGORY : 'luva-de-seguranca',
    'nitro-grip',
    'caixa',
    String(47100 + index),
    '30/06/2031',
    '8|9|10',
    'sim',
    product.image,
    'ficha.pdf',
  ])
  return [header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')
}

/** The ZIP of the images and the data sheet the sheet names. */
async function archive(): Promise<Buffer> {
  const zip = new ZipFile()
  for (const [index, product] of PRODUCTS.entries()) {
    zip.addBuffer(await png(['#1c64f2', '#0e9f6e', '#c27803'][index]!), product.image)
  }
  zip.addBuffer(await pdf('Ficha técnica — luvas importadas'), 'ficha.pdf')
  zip.end()
  const chunks: Buffer[] = []
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function choose(page: Page, csv: { name: string; buffer: Buffer }, zip: Buffer) {
  await page
    .locator('input[type=file][name="file"]')
    .setInputFiles({ name: csv.name, mimeType: 'text/csv', buffer: csv.buffer })
  await page
    .locator('input[type=file][name="archive"]')
    .setInputFiles({ name: 'arquivos.zip', mimeType: 'application/zip', buffer: zip })
}

/** The dry run of what is chosen, then the real import; answers the job's counts as the page shows them. */
async function dryRunThenImport(page: Page, expected: { created: number; refused: number }) {
  await page.getByRole('button', { name: 'Simular (não grava nada)' }).click()
  await poll(() => page.getByText('Simulação concluída: nada foi gravado.').isVisible()).toBe(true)
  expect(await count(page, 'Seriam criados')).toBe(String(expected.created))
  expect(await count(page, 'Recusados')).toBe(String(expected.refused))
  const dryRun = pathOf(page)
  await page.getByRole('button', { name: 'Importar de verdade' }).click()
  await poll(() => pathOf(page)).not.toBe(dryRun)
  await poll(() => page.getByText('Importação concluída.').isVisible(), 'the real import ends').toBe(true)
  expect(await count(page, 'Criados')).toBe(String(expected.created))
  expect(await count(page, 'Recusados')).toBe(String(expected.refused))
}

/** A count of the job's report: the figure under its name. */
const count = (page: Page, name: string) =>
  page
    .locator('dl dt', { hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd')
    .textContent()

describe('back office: spreadsheet import', () => {
  it('staff imports a sheet with a bad row, fixes it from the downloaded report, re-imports it, and the store finds all three', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, acceptDownloads: true })
    const page = await context.newPage()
    const problems = collectProblems(page)
    const zip = await archive()
    await signIn(page, STAFF)

    // The dry run names the bad row and column, and writes nothing.
    await visit(page, `${baseUrl}/admin/produtos/importar`)
    await poll(() => heading(page).textContent()).toBe('Importar planilha')
    await choose(page, { name: 'catalogo.csv', buffer: Buffer.from(sheet(), 'utf8') }, zip)
    await page.getByRole('button', { name: 'Simular (não grava nada)' }).click()
    await poll(() => page.getByText('Simulação concluída: nada foi gravado.').isVisible()).toBe(true)
    const refusals = page.getByRole('table', { name: 'Linhas recusadas' })
    const refusal = refusals.getByRole('row').nth(1)
    await poll(() => refusal.getByRole('cell').allTextContents()).toEqual([
      '4',
      'Categoria',
      `Opção desconhecida: "${BAD_CATEGORY}". Cadastre-a ou marque "criar opções que faltam".`,
    ])
    expect(await refusals.getByRole('row').count()).toBe(2)
    const found = async () =>
      (
        (await (await fetch(`${baseUrl}/api/v1/products?filter[q]=${WORD}`)).json()) as {
          meta: { total: number }
        }
      ).meta.total
    expect(await found()).toBe(0)
    await expectAccessible(page, 'import dry run report')
    await screenshot(page, 'admin-import-dry-run-desktop')

    // The real import writes the two good rows; the report holds the refused one, with its error.
    await page.getByRole('button', { name: 'Importar de verdade' }).click()
    await poll(() => page.getByText('Importação concluída.').isVisible(), 'the real import ends').toBe(true)
    expect(await count(page, 'Criados')).toBe('2')
    expect(await count(page, 'Recusados')).toBe('1')
    expect(await found()).toBe(2)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar relatório (CSV)' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.csv$/)
    const report = await readFile((await download.path())!, 'utf8')
    expect(report).toContain(PRODUCTS[2]!.reference)
    expect(report).not.toContain(PRODUCTS[0]!.reference)
    expect(report).toContain('Opção desconhecida')
    await screenshot(page, 'admin-import-done-desktop')

    // The report, fixed in its one bad cell, goes back as it is (its error column is skipped).
    const fixed = report.replace(BAD_CATEGORY, 'luva-de-seguranca')
    await visit(page, `${baseUrl}/admin/produtos/importar`)
    await choose(page, { name: download.suggestedFilename(), buffer: Buffer.from(fixed, 'utf8') }, zip)
    await dryRunThenImport(page, { created: 1, refused: 0 })
    expect(await found()).toBe(3)

    // The storefront's search finds all three; one opens on its page.
    await visit(page, `${baseUrl}/produtos?filter[q]=${WORD}`)
    const cards = page.getByRole('main').getByRole('article')
    await poll(() => cards.count()).toBe(3)
    for (const product of PRODUCTS)
      expect(await cards.getByRole('link', { name: product.name, exact: true }).count()).toBeGreaterThan(0)
    await screenshot(page, 'storefront-imported-search-desktop')
    await cards.getByRole('link', { name: PRODUCTS[2]!.name, exact: true }).first().click()
    await poll(() => heading(page).textContent()).toBe(PRODUCTS[2]!.name)
    expect(pathOf(page)).toMatch(/^\/produtos\/luva-/)

    expect(problems).toEqual([])
    await context.close()
  }, 240_000)

  it('the audit log shows the import and its products, and a product page its own history', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    const problems = collectProblems(page)
    await signIn(page, STAFF)

    // The log, filtered to imports: each job the staff member started (two dry runs, two imports), linked to it.
    await visit(page, `${baseUrl}/admin/auditoria`)
    await poll(() => heading(page).textContent()).toBe('Registro de alterações')
    await page.getByRole('combobox', { name: 'Tipo' }).selectOption('imports')
    await poll(() => pathOf(page)).toBe('/admin/auditoria?kind=imports')
    const log = page.getByRole('table', { name: 'Registro de alterações' })
    await poll(() => log.getByRole('link', { name: 'Importação iniciada' }).count()).toBe(2)
    expect(await log.getByRole('link', { name: 'Simulação de importação' }).count()).toBe(2)
    expect(await log.getByRole('link', { name: 'Importação iniciada' }).first().getAttribute('href')).toMatch(
      /^\/admin\/produtos\/importar\/[0-9a-f-]{36}$/,
    )
    await expectAccessible(page, 'audit log filtered to imports')
    await screenshot(page, 'admin-audit-imports-desktop')

    // The products the import created, by the staff member who started it.
    await page.getByRole('combobox', { name: 'Tipo' }).selectOption('products')
    await poll(() => log.getByRole('link', { name: 'Produto criado' }).count()).toBeGreaterThanOrEqual(3)
    // (Its image's row names it too, in the alternative text: the creation is the row that says so.)
    const created = log
      .getByRole('row')
      .filter({ hasText: PRODUCTS[0]!.name })
      .filter({ has: page.getByRole('link', { name: 'Produto criado' }) })
    await poll(() => created.getByText('Número do CA:').isVisible()).toBe(true)
    await screenshot(page, 'admin-audit-products-desktop')

    // The product's page: its history, opened under the form.
    await created.getByRole('link', { name: 'Produto criado' }).click()
    await poll(() => heading(page).textContent()).toBe(PRODUCTS[0]!.name)
    await page.getByRole('button', { name: 'Mostrar histórico' }).click()
    const history = page.getByRole('region', { name: 'Histórico' })
    await poll(() => history.getByText('Produto criado').count()).toBe(1)
    await poll(() => history.getByText('Imagem adicionada').count()).toBe(1)
    await expectAccessible(page, 'product page with its history')
    await history.scrollIntoViewIfNeeded()
    await screenshot(page, 'admin-product-history-desktop')

    // On a phone: the log as cards, the history under the form.
    await page.setViewportSize(VIEWPORTS.phone)
    await screenshot(page, 'admin-product-history-phone')
    await visit(page, `${baseUrl}/admin/auditoria?kind=products`)
    await poll(() => page.getByRole('link', { name: 'Produto criado' }).count()).toBeGreaterThanOrEqual(3)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'the audit log scrolls sideways on a phone').toBeLessThanOrEqual(0)
    await expectAccessible(page, 'audit log on a phone')
    await screenshot(page, 'admin-audit-phone')

    expect(problems).toEqual([])
    await context.close()
  }, 120_000)
})

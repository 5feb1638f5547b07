import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { registryLines, registryZip } from '../apps/server/test/ca-registry/registry-fixture'
import { collectProblems, reload, screenshot, VIEWPORTS, visit } from './browser'
import { allProducts, brandCaLine, catalogueLines, uploadRegistry, type ListedProduct } from './catalogue-cas'
import { DEMO_REGISTRY_FILE_NAME } from '../apps/server/src/seed/demo-registry-import'
import {
  api,
  baseUrl,
  expectAccessible,
  heading,
  pathOf,
  poll,
  signIn,
  signInThroughApi,
  useBrowser,
} from './fixtures'

// Created at start from ADMIN_EMAIL/ADMIN_PASSWORD (e2e/global-setup.ts).
const STAFF = inject('staff')
const browser = useBrowser()

/** A CA number far from the generated ones and the demo catalogue's, expired in the registry. */
const EXPIRED_CA = '987654'
/** Past its date, but still VÁLIDO in the registry (the ministry updates the situation late). */
const EXPIRED_BY_DATE_CA = '987655'

/**
 * The ministry's ZIP as the generator writes it (Latin-1, CRLF, ragged lines): 400 generated lines, the first
 * product's CA (two reports), an expired CA, and every other product's CA as valid until the product's own date —
 * the catalogue's CA states stay as they were for the other journeys (a CA missing from the registry is not valid).
 */
async function registry(products: ListedProduct[]): Promise<Buffer> {
  const [product, ...others] = products
  const line = brandCaLine
  const catalogue = catalogueLines(others.filter((other) => other.caNumber !== product!.caNumber))
  const lines = registryLines({
    lines: 400,
    seed: 7,
    raggedEvery: 50,
    leading: [
      line(product!.caNumber, 'VÁLIDO', '31/12/2030', 'EN 388:2016', '1001/2024'),
      line(product!.caNumber, 'VÁLIDO', '31/12/2030', 'EN ISO 21420:2020', '1002/2024'),
      line(EXPIRED_CA, 'VENCIDO', '15/03/2024', 'EN 388:2016', '2001/2019'),
      line(EXPIRED_BY_DATE_CA, 'VÁLIDO', '15/03/2024', 'EN 388:2016', '2002/2019'),
      ...catalogue.values(),
    ],
    firstCa: 900_000,
  })
  return registryZip(Buffer.from([...lines].join('\r\n') + '\r\n', 'latin1'))
}

/** A count of the import's report: the figure under its name. */
const count = (page: Page, name: string) =>
  page
    .locator('dl dt', { hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd')
    .textContent()

async function lookUp(page: Page, number: string) {
  await page.getByLabel('Número do CA').fill(number)
  await page.getByRole('button', { name: 'Consultar' }).click()
  await poll(() => pathOf(page)).toBe(`/consulta-ca?ca=${number}`)
}

describe('CA registry and the public CA lookup', () => {
  it("a fresh install has the demo seed's registry, imported at the first start", async () => {
    const token = await signInThroughApi(STAFF.email, STAFF.password)
    const { body } = await api<{
      data: { attributes: { fileName: string; status: string; source: string } }[]
    }>('/admin/ca-registry/imports?page[size]=100', { token })
    expect(body.data.map(({ attributes }) => attributes)).toContainEqual(
      expect.objectContaining({ fileName: DEMO_REGISTRY_FILE_NAME, status: 'done', source: 'demo' }),
    )
  })

  it('staff uploads the ministry ZIP and sees the import done; a buyer looks up a CA', async () => {
    const products = await allProducts()
    const product = products[0]!
    const zip = await registry(products)

    const staff = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const admin = await staff.newPage()
    const adminProblems = collectProblems(admin)
    await signIn(admin, STAFF)
    const done = await uploadRegistry(admin, zip)
    expect(Number((await count(admin, 'CAs'))?.replace(/\D/g, ''))).toBeGreaterThan(100)
    expect(await count(admin, 'Linhas recusadas')).not.toBe('0')
    // The job is in the address: a reload shows it again.
    await reload(admin)
    await poll(() => done.isVisible()).toBe(true)
    await poll(() => admin.getByTestId('ca-registry-in-use').textContent()).toMatch(
      /^Registro em uso: importado em/,
    )
    await expectAccessible(admin, 'CA registry import done')
    await screenshot(admin, 'admin-ca-registry-desktop')
    expect(adminProblems).toEqual([])
    await staff.close()

    // A buyer finds the lookup in the footer, looks the product's CA up, and reaches the product.
    const buyer = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await buyer.newPage()
    const problems = collectProblems(page)
    await visit(page, `${baseUrl}/`)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Consulta CA' }).click()
    await poll(() => heading(page).textContent()).toBe('Consulta CA')
    await poll(() => page.getByTestId('ca-registry-date').textContent()).toMatch(
      /^Registro do CAEPI importado em \d\d\/\d\d\/\d{4}\.$/,
    )
    await lookUp(page, product.caNumber)
    const card = page.getByRole('article', { name: `CA ${product.caNumber}` })
    await poll(() => card.isVisible()).toBe(true)
    expect(await card.getByText('Válido até 31/12/2030').isVisible()).toBe(true)
    expect(await card.getByText('EN ISO 21420:2020', { exact: true }).isVisible()).toBe(true)
    await expectAccessible(page, 'CA lookup, valid CA')
    await screenshot(page, 'ca-lookup-valid-desktop')

    // An unknown number explains itself; an expired CA says so in words.
    await lookUp(page, '5')
    await poll(() => page.getByText('CA 5 não encontrado').isVisible()).toBe(true)
    await lookUp(page, EXPIRED_CA)
    await poll(() =>
      page
        .getByRole('article', { name: `CA ${EXPIRED_CA}` })
        .getByText('Vencido')
        .first()
        .isVisible(),
    ).toBe(true)
    // Still VÁLIDO in the registry past its date: expired by date, as the products' checks read it.
    await lookUp(page, EXPIRED_BY_DATE_CA)
    await poll(() =>
      page
        .getByRole('article', { name: `CA ${EXPIRED_BY_DATE_CA}` })
        .getByTestId('ca-validity')
        .textContent(),
    ).toBe('Venceu em 15/03/2024 (o CAEPI ainda indica VÁLIDO)')

    await page.goBack()
    await page.goBack()
    await page.goBack()
    await poll(() => card.isVisible()).toBe(true)
    await card.getByRole('link', { name: product.name }).click()
    await poll(() => heading(page).textContent()).toBe(product.name)
    // The unknown CA's 404 is the API's answer (the browser logs it as a failed load); nothing else.
    expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([])
    await buyer.close()

    // On a phone, the shared address opens the answer rendered by the server.
    const phone = await browser.newContext({ viewport: VIEWPORTS.phone })
    const small = await phone.newPage()
    const response = await small.goto(`${baseUrl}/consulta-ca?ca=${EXPIRED_CA}`)
    expect(await response?.text()).toContain(`CA ${EXPIRED_CA}`)
    await small.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await poll(() => small.getByRole('article', { name: `CA ${EXPIRED_CA}` }).isVisible()).toBe(true)
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectAccessible(small, 'CA lookup on a phone')
    await screenshot(small, 'ca-lookup-expired-phone')
    await phone.close()
  }, 240_000)
})

import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { registryLines, registryZip } from '../apps/server/test/ca-registry/registry-fixture'
import { collectProblems, screenshot, VIEWPORTS, visit } from './browser'
import {
  allProducts,
  brandCaLine,
  brazilianDate,
  catalogueLines,
  uploadRegistry,
  type ListedProduct,
} from './catalogue-cas'
import {
  api,
  baseUrl,
  expectAccessible,
  heading,
  poll,
  signIn,
  signInThroughApi,
  useBrowser,
} from './fixtures'

// Created at start from ADMIN_EMAIL/ADMIN_PASSWORD (e2e/global-setup.ts).
const STAFF = inject('staff')
const browser = useBrowser()

/** The ministry's ZIP: 200 generated lines, then the catalogue's CAs (`changed` overrides some). */
async function registry(products: ListedProduct[], changed: Map<string, string> = new Map()) {
  const catalogue = catalogueLines(products)
  for (const [ca, line] of changed) catalogue.set(ca, line)
  const lines = registryLines({ lines: 200, seed: 11, leading: [...catalogue.values()], firstCa: 950_000 })
  return registryZip(Buffer.from([...lines].join('\r\n') + '\r\n', 'latin1'))
}

/** Imports a registry through the API (as the upload screen does) and waits for it to be in use. */
async function importThroughApi(token: string, zip: Buffer) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'tgg_export_caepi.zip')
  const accepted = await fetch(`${baseUrl}/api/v1/admin/ca-registry/imports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  expect(accepted.status).toBe(202)
  const { data } = (await accepted.json()) as { data: { id: string } }
  await poll(async () => {
    const { body } = await api(`/admin/ca-registry/imports/${data.id}`, { token })
    return body.data.attributes.status
  }, 'the restoring import ends').toBe('done')
}

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date())
const aYearLater = (iso: string) => `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`

/** What the journey changed, undone at its end: the product's own date, a registry agreeing with the catalogue. */
const restore: (() => Promise<void>)[] = []

async function expiredProductPage(page: Page, expired: ListedProduct) {
  await visit(page, `${baseUrl}/produtos/${expired.slug}`)
  await poll(() => heading(page).textContent()).toBe(expired.name)
  const refusal = page.getByRole('alert').filter({ hasText: 'Este produto não pode ser orçado' })
  await poll(() => refusal.isVisible(), 'the page explains the expired CA').toBe(true)
  expect(await refusal.getByText(/Pela NR-6, um EPI só pode ser vendido com CA válido/).isVisible()).toBe(
    true,
  )
  expect(await page.getByText(`Venceu em`, { exact: false }).first().isVisible()).toBe(true)
  expect(await page.getByRole('button', { name: 'Adicionar ao orçamento' }).isDisabled()).toBe(true)
  const alternatives = page.getByRole('navigation', {
    name: 'Alternativas do mesmo tipo com CA válido:',
  })
  await poll(() => alternatives.getByRole('link').count(), 'valid alternatives are offered').toBeGreaterThan(
    0,
  )
  return alternatives
}

describe('CA truth', () => {
  it('staff fixes a validity that differs from the registry; a buyer is steered from an expired CA to a valid one', async () => {
    try {
      await journey()
    } finally {
      for (const step of restore.reverse()) await step()
    }
  }, 240_000)
})

async function journey() {
  const token = await signInThroughApi(STAFF.email, STAFF.password)
  const products = await allProducts()
  const shared = (ca: string) => products.filter((other) => other.caNumber === ca).length > 1
  const target = products.find((product) => product.caState === 'valido' && !shared(product.caNumber))!
  const expired = products.find(
    (product) =>
      product.caState === 'invalido' &&
      product.caValidUntil < today &&
      products.some((other) => other.category === product.category && other.caState === 'valido'),
  )!
  expect(target, 'a product with a valid CA of its own').toBeTruthy()
  expect(expired, 'an expired product with valid ones in its category').toBeTruthy()
  const registryDate = aYearLater(target.caValidUntil)
  restore.push(() => registry(products).then((zip) => importThroughApi(token, zip)))

  // Staff import a registry where the target's CA is valid a year longer than the product says.
  const zip = await registry(
    products,
    new Map([
      [
        target.caNumber,
        brandCaLine(target.caNumber, 'VÁLIDO', brazilianDate(registryDate), 'EN 388:2016', '4001/2025'),
      ],
    ]),
  )
  const staff = await browser.newContext({ viewport: VIEWPORTS.desktop })
  const admin = await staff.newPage()
  const adminProblems = collectProblems(admin)
  await signIn(admin, STAFF)
  await uploadRegistry(admin, zip)
  const { body: before } = await api<{ data: { attributes: { version: number; caValidUntil: string } } }>(
    `/admin/products/${target.id}`,
    { token },
  )
  restore.push(async () => {
    const { body: now } = await api<{ data: { attributes: { version: number } } }>(
      `/admin/products/${target.id}`,
      { token },
    )
    const { status } = await api(`/admin/products/${target.id}`, {
      method: 'PATCH',
      token,
      body: {
        data: {
          type: 'products',
          id: target.id,
          attributes: { version: now.data.attributes.version, caValidUntil: target.caValidUntil },
        },
      },
    })
    expect(status).toBe(200)
  })
  expect(before.data.attributes.caValidUntil).toBe(target.caValidUntil)

  // The report (no reload needed: the finished import refreshes it) shows the product as "Validade diferente".
  const report = admin.getByRole('region', { name: 'Divergências' })
  await report.getByLabel('Tipo de divergência').selectOption('validade_diferente')
  const fix = report.getByRole('button', { name: `Usar validade do CAEPI em ${target.name}` })
  await poll(() => fix.isVisible(), 'the product is listed as a discrepancy').toBe(true)
  // `has` looks inside the row: the button's locator must not start from the report again.
  const row = report.getByRole('row').filter({
    has: admin.getByRole('button', { name: `Usar validade do CAEPI em ${target.name}` }),
  })
  expect(await row.textContent()).toContain('Validade diferente')
  expect(await row.textContent()).toContain(`CA ${target.caNumber}`)
  await expectAccessible(admin, 'CA discrepancies')
  await screenshot(admin, 'ca-discrepancies-desktop')
  await fix.click()
  await poll(() => fix.count(), 'the fixed product leaves the report').toBe(0)
  const { body: after } = await api<{ data: { attributes: { caValidUntil: string } } }>(
    `/admin/products/${target.id}`,
    { token },
  )
  expect(after.data.attributes.caValidUntil).toBe(registryDate)
  expect(adminProblems).toEqual([])
  await staff.close()

  // A buyer opens an expired product: why it cannot be quoted, and valid ones of its category instead.
  const buyer = await browser.newContext({ viewport: VIEWPORTS.desktop })
  const page = await buyer.newPage()
  const problems = collectProblems(page)
  const alternatives = await expiredProductPage(page, expired)
  await expectAccessible(page, 'expired CA product page')
  await screenshot(page, 'ca-expired-product-desktop')
  const first = alternatives.getByRole('link').first()
  const alternative = (await first.textContent())!.trim()
  await first.click()
  await poll(() => heading(page).textContent()).toBe(alternative)
  expect(await page.getByRole('alert').filter({ hasText: 'não pode ser orçado' }).count()).toBe(0)
  const size = page.getByRole('combobox', { name: /^Tamanho/ })
  if (await size.count()) await size.selectOption({ index: 1 })
  await page.getByLabel(/^Quantidade/).fill('3')
  await page.getByRole('button', { name: 'Adicionar ao orçamento' }).click()
  await poll(() => page.getByText(`3 unidades de ${alternative} na lista de orçamento.`).isVisible()).toBe(
    true,
  )
  expect(problems).toEqual([])
  await buyer.close()

  // The same on a phone.
  const phone = await browser.newContext({ viewport: VIEWPORTS.phone })
  const small = await phone.newPage()
  await expiredProductPage(small, expired)
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(small, 'expired CA product page on a phone')
  await screenshot(small, 'ca-expired-product-phone')
  await phone.close()

  // The report on a phone: the table stacks, nothing scrolls sideways.
  const staffPhone = await browser.newContext({ viewport: VIEWPORTS.phone })
  const adminPhone = await staffPhone.newPage()
  await signIn(adminPhone, STAFF)
  await visit(adminPhone, `${baseUrl}/admin/ca`)
  await poll(() => adminPhone.getByRole('region', { name: 'Divergências' }).isVisible()).toBe(true)
  expect(await adminPhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(adminPhone, 'CA page on a phone')
  await screenshot(adminPhone, 'ca-discrepancies-phone')
  await staffPhone.close()
}

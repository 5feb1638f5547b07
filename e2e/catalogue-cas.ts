import type { Page } from 'playwright-core'
import { registryLine } from '../apps/server/test/ca-registry/registry-fixture'
import { visit } from './browser'
import { baseUrl, heading, pathOf, poll } from './fixtures'

/** A published product as the public API lists it: what the CA journeys need. */
export type ListedProduct = {
  id: string
  name: string
  slug: string
  category: string
  caNumber: string
  caValidUntil: string
  caState: 'valido' | 'vencendo' | 'invalido'
}

/** Every published product of the demo catalogue (the API's pages, followed to the last). */
export async function allProducts(): Promise<ListedProduct[]> {
  const products: ListedProduct[] = []
  let next: string | null | undefined = '/api/v1/products?page[size]=100'
  while (next) {
    const answer = (await (await fetch(new URL(next, baseUrl))).json()) as {
      data: { id: string; attributes: Omit<ListedProduct, 'id'> }[]
      links?: { next?: string | null }
    }
    products.push(...answer.data.map((item) => ({ ...item.attributes, id: item.id })))
    next = answer.links?.next
  }
  return products
}

/** `yyyy-mm-dd` as the registry writes it, `dd/mm/yyyy`. */
export const brazilianDate = (iso: string) => iso.split('-').reverse().join('/')

/** A registry line of a CA the brand holds (one report). */
export const brandCaLine = (ca: string, situation: string, validity: string, norm: string, report: string) =>
  registryLine({
    NRRegistroCA: ca,
    DataValidade: validity,
    Situacao: situation,
    CNPJ: '12345678000190',
    RazaoSocial: 'INDÚSTRIA DE LUVAS SÃO JOSÉ S.A.',
    NomeEquipamento: 'LUVA DE SEGURANÇA',
    DescricaoEquipamento: 'Luva de segurança tricotada em poliamida, palma revestida em nitrílica.',
    AprovadoParaLaudo: 'PROTEÇÃO DAS MÃOS DO USUÁRIO CONTRA AGENTES ABRASIVOS E CORTANTES.',
    CNPJLaboratorio: '11222333000144',
    RazaoSocialLaboratorio: 'LABORATÓRIO DE ENSAIOS TÊXTEIS LTDA',
    NRLaudo: report,
    Norma: norm,
  })

/**
 * One line per CA of `products`, as valid until the product's own date: importing them leaves every product's
 * CA state as the catalogue's dates make it (a CA missing from the registry is not valid).
 */
export const catalogueLines = (products: ListedProduct[]) =>
  new Map(
    products.map((product) => [
      product.caNumber,
      brandCaLine(
        product.caNumber,
        'VÁLIDO',
        brazilianDate(product.caValidUntil),
        'EN 388:2016',
        '3001/2024',
      ),
    ]),
  )

/**
 * Staff (signed in on `admin`) open /admin/ca, upload the registry ZIP and wait for its import to be done;
 * answers the "done" message (the job is in the address: a reload shows it again).
 */
export async function uploadRegistry(admin: Page, zip: Buffer) {
  await visit(admin, `${baseUrl}/admin/ca`)
  await poll(() => heading(admin).textContent()).toBe('CA e CAEPI')
  await admin
    .locator('input[type=file][name="file"]')
    .setInputFiles({ name: 'tgg_export_caepi.zip', mimeType: 'application/zip', buffer: zip })
  await admin.getByRole('button', { name: 'Enviar e importar' }).click()
  await poll(() => pathOf(admin)).toMatch(/^\/admin\/ca\?import=[0-9a-f-]{36}$/)
  const done = admin.getByText('Importação concluída: este é o registro em uso.')
  await poll(() => done.isVisible(), 'the import ends').toBe(true)
  return done
}

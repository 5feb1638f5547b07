import {
  CaDocument,
  CaLookupDocument,
  CaRegistryImportListDocument,
  CaRegistryStatusDocument,
} from '@escudo/contracts'
import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { brazilToday } from '../../src/ca-registry/product-check'
import { REGISTRY_HEADER } from '../../src/ca-registry/registry-format'
import { products } from '../../src/db/schema/index'
import { customer, staff, useCustomerApp, type Session } from '../customer/helpers'
import { importRegistry } from './import-registry'
import { registryLine, registryZip } from './registry-fixture'

const ctx = useCustomerApp(() => ({ RATE_LIMIT_CA_LOOKUP_IP: '1000/1m' }))
const people = {} as { admin: Session }
/** Two demo products: one published, one unpublished by the test. */
const brand = {} as {
  shown: { id: string; name: string; nameEn: string | null; slug: string; ca: string }
  hidden: { ca: string }
}

beforeAll(async () => {
  people.admin = await staff(ctx.app)
  const [shown, hidden] = await ctx.app.db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      slug: products.slug,
      ca: products.caNumber,
    })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.reference))
    .limit(2)
  brand.shown = shown!
  brand.hidden = { ca: hidden!.ca }
  await ctx.app.db.update(products).set({ published: false }).where(eq(products.id, hidden!.id))
})

type Line = Parameters<typeof registryLine>[0]
const ca = (number: string, situation: string, validity: string, extra: Line = {}) =>
  registryLine({
    NRRegistroCA: number,
    DataValidade: validity,
    Situacao: situation,
    NRProcesso: '46017.000123/2024-55',
    CNPJ: '12345678000190',
    RazaoSocial: 'INDÚSTRIA DE LUVAS SÃO JOSÉ S.A.',
    Natureza: 'Nacional',
    NomeEquipamento: 'LUVA DE SEGURANÇA',
    DescricaoEquipamento: 'Luva de segurança tricotada em fio de poliamida, palma revestida em nitrílica.',
    AprovadoParaLaudo: 'PROTEÇÃO DAS MÃOS DO USUÁRIO CONTRA AGENTES ABRASIVOS.',
    CNPJLaboratorio: '11222333000144',
    RazaoSocialLaboratorio: 'LABORATÓRIO DE ENSAIOS TÊXTEIS LTDA',
    NRLaudo: '1001/2024',
    Norma: 'EN 388:2016',
    ...extra,
  })
const file = (lines: string[]) => Buffer.from([REGISTRY_HEADER, ...lines].join('\r\n') + '\r\n', 'latin1')
const DAY = 86_400_000

const lookup = (number: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url: `/api/v1/ca/${number}`, headers })
const found = async (number: string) => {
  const answer = await lookup(number)
  expect(answer.statusCode, answer.body).toBe(200)
  return CaDocument.parse(answer.json()).data.attributes
}

describe('public CA lookup', () => {
  it('says no registry was imported yet, before the first import', async () => {
    const answer = await lookup('12345')
    expect(answer.statusCode).toBe(404)
    expect(answer.json().errors[0]).toMatchObject({
      code: 'ca_registry_not_imported',
      source: { parameter: 'number' },
    })
    const status = await ctx.app.inject({ url: '/api/v1/ca-registry/status' })
    expect(CaRegistryStatusDocument.parse(status.json()).data.attributes).toEqual({
      importedAt: null,
    })
  })

  it("answers the brand's own CAs from its catalogue before the first import, marked not checked (issue 32)", async () => {
    const answer = await lookup(brand.shown.ca)
    expect(answer.statusCode, answer.body).toBe(200)
    const { data } = CaLookupDocument.parse(answer.json())
    const [row] = await ctx.app.db
      .select({ caValidUntil: products.caValidUntil })
      .from(products)
      .where(eq(products.id, brand.shown.id))
    expect(data.attributes).toMatchObject({
      number: String(Number(brand.shown.ca)),
      registryChecked: false,
      validUntil: row!.caValidUntil,
      statusToday: row!.caValidUntil >= brazilToday(new Date()) ? 'valido' : 'vencido',
    })
    expect(data.attributes.products.map((product) => product.id)).toContain(brand.shown.id)
    // An unpublished product's CA, like any other number, still waits for the registry.
    const hidden = await lookup(brand.hidden.ca)
    if (hidden.statusCode !== 200) expect(hidden.json().errors[0].code).toBe('ca_registry_not_imported')
  })

  it('refuses a number that cannot be a CA (400 naming the parameter), in Portuguese', async () => {
    for (const number of ['12a45', '1234567890', '-5', '%20'])
      expect((await lookup(number)).json().errors[0], number).toMatchObject({
        status: '400',
        source: { parameter: 'number' },
        detail: expect.stringMatching(/CA/),
      })
  })

  it('answers a valid CA with its holder, equipment, norms, reports and the brand product', async () => {
    const zip = await registryZip(
      file([
        ca(brand.shown.ca, 'VÁLIDO', '31/12/2028'),
        ca(brand.shown.ca, 'VÁLIDO', '31/12/2028', {
          NRLaudo: '2002/2025',
          Norma: 'EN ISO 21420:2020',
          CNPJLaboratorio: '99888777000166',
          RazaoSocialLaboratorio: 'INSTITUTO DE PESQUISAS TECNOLÓGICAS',
          RestricaoLaudo: 'Não indicado para riscos térmicos.',
        }),
        ca('777', 'VENCIDO', '01/02/2024', { NomeEquipamento: 'CAPACETE DE SEGURANÇA' }),
        ca('888', 'CANCELADO', '01/02/2027'),
        ca('999', 'VÁLIDO', '01/02/2024'),
        ca(brand.hidden.ca, 'VÁLIDO', '31/12/2029'),
      ]),
    )
    await importRegistry(ctx.app, people.admin, zip, 'caepi.zip')
    const glove = await found(brand.shown.ca)
    expect(glove).toMatchObject({
      number: brand.shown.ca,
      status: 'valido',
      statusToday: 'valido',
      situation: 'VÁLIDO',
      validUntil: '2028-12-31',
      processNumber: '46017.000123/2024-55',
      holder: { cnpj: '12345678000190', name: 'INDÚSTRIA DE LUVAS SÃO JOSÉ S.A.' },
      nature: 'Nacional',
      equipment: { name: 'LUVA DE SEGURANÇA' },
      approvedFor: ['PROTEÇÃO DAS MÃOS DO USUÁRIO CONTRA AGENTES ABRASIVOS.'],
      history: [],
      products: [
        {
          id: brand.shown.id,
          name: brand.shown.name,
          slug: brand.shown.slug,
          en: { name: brand.shown.nameEn },
        },
      ],
    })
    expect(brand.shown.nameEn && brand.shown.nameEn !== brand.shown.name).toBe(true)
    expect(glove.norms.sort()).toEqual(['EN 388:2016', 'EN ISO 21420:2020'])
    expect(glove.reports).toEqual([
      expect.objectContaining({ number: '1001/2024', norm: 'EN 388:2016', laboratoryCnpj: '11222333000144' }),
      expect.objectContaining({
        number: '2002/2025',
        norm: 'EN ISO 21420:2020',
        laboratoryName: 'INSTITUTO DE PESQUISAS TECNOLÓGICAS',
        restriction: 'Não indicado para riscos térmicos.',
      }),
    ])
  })

  it("leaves a product's English name out when it has none, so English pages fall back to Portuguese", async () => {
    const untranslate = (nameEn: string | null) =>
      ctx.app.db.update(products).set({ nameEn }).where(eq(products.id, brand.shown.id))
    await untranslate('   ')
    try {
      expect((await found(brand.shown.ca)).products).toEqual([
        { id: brand.shown.id, name: brand.shown.name, slug: brand.shown.slug, en: {} },
      ])
    } finally {
      await untranslate(brand.shown.nameEn)
    }
  })

  it('names expired and other situations, and links only published products', async () => {
    expect(await found('777')).toMatchObject({
      status: 'vencido',
      statusToday: 'vencido',
      validUntil: '2024-02-01',
      products: [],
    })
    expect(await found('0888')).toMatchObject({
      number: '888',
      status: 'outro',
      statusToday: 'outro',
      situation: 'CANCELADO',
    })
    // The registry still says VÁLIDO past the date: expired by date today, as the products' checks read it.
    expect(await found('999')).toMatchObject({
      status: 'valido',
      statusToday: 'vencido',
      situation: 'VÁLIDO',
      validUntil: '2024-02-01',
    })
    expect(await found(brand.hidden.ca)).toMatchObject({ status: 'valido', products: [] })
  })

  it('answers an unknown CA with 404 and a helpful message naming the registry date', async () => {
    const answer = await lookup('99999')
    expect(answer.statusCode).toBe(404)
    expect(answer.json().errors[0]).toMatchObject({
      code: 'ca_not_found',
      source: { parameter: 'number' },
      detail: expect.stringMatching(
        /CA 99999 não consta do registro do CAEPI importado em 23\/11\/2026.*Confira/,
      ),
    })
  })

  it('sends a short max-age and an ETag; a client that has the answer gets 304', async () => {
    const first = await lookup('777')
    expect(first.headers['cache-control']).toMatch(/max-age=300/)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"/)
    const again = await lookup('777', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('keeps the history of status changes across imports, newest first', async () => {
    ctx.clock.advance(DAY)
    people.admin = await staff(ctx.app)
    await importRegistry(
      ctx.app,
      people.admin,
      file([ca(brand.shown.ca, 'VENCIDO', '31/12/2025'), ca('777', 'VENCIDO', '01/02/2024')]),
    )
    ctx.clock.advance(DAY)
    people.admin = await staff(ctx.app)
    await importRegistry(
      ctx.app,
      people.admin,
      file([ca(brand.shown.ca, 'SUSPENSO', '31/12/2025'), ca('777', 'VENCIDO', '01/02/2024')]),
    )
    const glove = await found(brand.shown.ca)
    expect(glove).toMatchObject({ status: 'outro', situation: 'SUSPENSO' })
    expect(glove.history).toEqual([
      expect.objectContaining({
        status: 'vencido',
        validUntil: '2025-12-31',
        replacedAt: '2026-11-25T12:00:00.000Z',
      }),
      expect.objectContaining({
        status: 'valido',
        situation: 'VÁLIDO',
        validUntil: '2028-12-31',
        stillListed: true,
        replacedAt: '2026-11-24T12:00:00.000Z',
      }),
    ])
    expect((await found('777')).history).toEqual([])
    // Dropped by the second import: no longer in the registry in use.
    expect((await lookup('888')).json().errors[0].code).toBe('ca_not_found')
    const status = await ctx.app.inject({ url: '/api/v1/ca-registry/status' })
    expect(CaRegistryStatusDocument.parse(status.json()).data.attributes).toEqual({
      importedAt: '2026-11-25T12:00:00.000Z',
    })
  })

  it('lists the imports for staff, newest first; not for buyers', async () => {
    const url = '/api/v1/admin/ca-registry/imports?page[size]=2'
    const answer = await ctx.app.inject({ url, headers: people.admin.headers })
    const list = CaRegistryImportListDocument.parse(answer.json())
    expect(list.meta.total).toBe(3)
    expect(list.data.map((row) => [row.attributes.status, row.attributes.cas])).toEqual([
      ['done', 2],
      ['done', 2],
    ])
    expect(list.data[1]!.attributes.createdAt < list.data[0]!.attributes.createdAt).toBe(true)
    expect(list.links.next).toContain('page%5Bnumber%5D=2')
    const buyer = await customer(ctx.app, 'Bia Compradora')
    expect((await ctx.app.inject({ url, headers: buyer.headers })).statusCode).toBe(403)
  })
})

describe('public CA lookup limits', () => {
  // Hooks of this describe only: its own app, with a low limit.
  const limited = useCustomerApp(() => ({ RATE_LIMIT_CA_LOOKUP_IP: '2/1m' }))

  it('answers 429 with Retry-After past the per-address limit: the registry is not scraped through us', async () => {
    const ask = () => limited.app.inject({ url: '/api/v1/ca/12345', remoteAddress: '203.0.113.9' })
    expect((await ask()).statusCode).toBe(404)
    expect((await ask()).statusCode).toBe(404)
    const refused = await ask()
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    const other = await limited.app.inject({ url: '/api/v1/ca/12345', remoteAddress: '203.0.113.10' })
    expect(other.statusCode).toBe(404)
  })
})

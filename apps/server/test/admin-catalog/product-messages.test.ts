import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import type { Session } from '../customer/helpers'
import { createProduct, gloveAttributes, sessions, useAdminApp } from './helpers'

/** The product commands' refusals come in the staff member's language (users.locale): pt-BR by default, English. */
const ctx = useAdminApp()

const setLocale = async (app: App, admin: Session, locale: 'pt-BR' | 'en') => {
  const response = await app.inject({
    method: 'PATCH',
    url: '/api/v1/me',
    headers: admin.headers,
    payload: { data: { type: 'users', attributes: { locale } } },
  })
  expect(response.statusCode).toBe(200)
}

/** A product, then the refusals its reference, its slug and an unknown option get, as `admin` reads them. */
async function refusals(app: App, admin: Session, reference: string) {
  const slug = `luva-${reference.toLowerCase()}`
  expect((await createProduct(app, admin, { ...gloveAttributes(reference), slug })).statusCode).toBe(201)
  const reused = await createProduct(app, admin, gloveAttributes(reference))
  const slugTaken = await createProduct(app, admin, { ...gloveAttributes(`${reference}-B`), slug })
  const unknown = await createProduct(app, admin, { ...gloveAttributes(`${reference}-C`), brand: 'marte' })
  for (const [response, status] of [
    [reused, 409],
    [slugTaken, 409],
    [unknown, 422],
  ] as const)
    expect(response.statusCode).toBe(status)
  return {
    reference: reused.json().errors[0],
    slug: slugTaken.json().errors[0],
    unknown: unknown.json().errors[0],
    slugValue: slug,
  }
}

/** The details each language expects, for a product `reference` whose slug is `slug`. */
const EXPECTED = {
  'pt-BR': (reference: string, slug: string) => ({
    reference: `Já existe um produto com a referência ${reference}.`,
    slug: `Já existe um produto com o endereço "${slug}".`,
    unknown: 'Opção desconhecida: "marte". Escolha uma opção da lista.',
  }),
  en: (reference: string, slug: string) => ({
    reference: `A product with the reference ${reference} already exists.`,
    slug: `A product with the address "${slug}" already exists.`,
    unknown: 'Unknown option: "marte". Choose an option from the list.',
  }),
}

async function expectRefusalsIn(app: App, admin: Session, locale: 'pt-BR' | 'en', reference: string) {
  const { slugValue, ...got } = await refusals(app, admin, reference)
  const expected = EXPECTED[locale](reference, slugValue)
  expect(got.reference).toMatchObject({
    code: 'reference_taken',
    detail: expected.reference,
    source: { pointer: '/data/attributes/reference' },
  })
  expect(got.slug).toMatchObject({
    code: 'slug_taken',
    detail: expected.slug,
    source: { pointer: '/data/attributes/slug' },
  })
  expect(got.unknown).toMatchObject({
    code: 'validation_failed',
    detail: expected.unknown,
    source: { pointer: '/data/attributes/brand' },
  })
}

describe("product refusals in the staff member's language", () => {
  it('answers in Portuguese by default', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    await expectRefusalsIn(app, admin, 'pt-BR', 'TS-MSG-PT')
  })

  it('answers in English to a staff member who works in English', async () => {
    const { app } = ctx
    const { admin } = await sessions(app)
    await setLocale(app, admin, 'en')
    try {
      await expectRefusalsIn(app, admin, 'en', 'TS-MSG-EN')
    } finally {
      await setLocale(app, admin, 'pt-BR')
    }
  })
})

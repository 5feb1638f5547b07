import { describe, expect, it } from 'vitest'
import { registerBody } from './accounts/helpers'
import { gloveAttributes, sessions, useAdminApp } from './admin-catalog/helpers'
import { customer, someProducts } from './customer/helpers'

/*
 * Every error detail in the reader's language (decision 039): the signed-in reader's own, else the request's
 * Accept-Language (the web app sends its interface's), pt-BR by default. The contracts' validation messages
 * (422) and the server's own details alike.
 */

const ctx = useAdminApp()
const EN = { 'accept-language': 'en' }
const MISSING_ID = '00000000-0000-4000-8000-000000000000'

const details = (response: { json: () => unknown }) =>
  (response.json() as { errors: { detail: string; source?: { pointer?: string } }[] }).errors

/** Runs `work` with the staff member's account in English (users.locale), then back to pt-BR. */
async function inEnglish(headers: Record<string, string>, work: () => Promise<void>) {
  const setLocale = (locale: string) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers,
      payload: { data: { type: 'users', attributes: { locale } } },
    })
  expect((await setLocale('en')).statusCode).toBe(200)
  try {
    await work()
  } finally {
    await setLocale('pt-BR')
  }
}

const detailAt = (response: { json: () => unknown }, pointer: string) =>
  details(response).find((error) => error.source?.pointer === pointer)?.detail

describe('validation messages (422) in the reader’s language', () => {
  const badEmail = (headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers,
      payload: registerBody({ email: 'ana@' }),
    })

  it('answers in Portuguese by default, and when Portuguese is preferred', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' },
      { 'accept-language': 'fr' },
    ]
    for (const headers of asked) {
      const response = await badEmail(headers)
      expect(response.statusCode).toBe(422)
      expect(detailAt(response, '/data/attributes/email')).toBe('O e-mail não é válido.')
    }
  })

  it('answers in English when the request prefers English', async () => {
    for (const headers of [EN, { 'accept-language': 'en-US,en;q=0.9,pt-BR;q=0.8' }]) {
      const response = await badEmail(headers)
      expect(response.statusCode).toBe(422)
      expect(detailAt(response, '/data/attributes/email')).toBe('The e-mail is not valid.')
    }
  })

  it('answers a signed-in English reader in English when the request names no language, and the interface’s language when it does', async () => {
    const buyer = await customer(ctx.app, 'Mary Buyer', 'en')
    const { sized } = await someProducts(ctx.app)
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/estimates',
      headers: buyer.headers,
      payload: {
        data: {
          type: 'estimates',
          attributes: { message: 'Orçamento', lines: [{ productId: sized.id, quantity: 0 }] },
        },
      },
    })
    expect(response.statusCode).toBe(422)
    expect(detailAt(response, '/data/attributes/lines/0/quantity')).toBe('The quantity must be at least 1.')
    // The same reader on the Portuguese interface (the web app sends its language): Portuguese.
    const portuguese = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/estimates',
      headers: { ...buyer.headers, 'accept-language': 'pt-BR' },
      payload: {
        data: {
          type: 'estimates',
          attributes: { message: 'Orçamento', lines: [{ productId: sized.id, quantity: 0 }] },
        },
      },
    })
    expect(detailAt(portuguese, '/data/attributes/lines/0/quantity')).toBe(
      'A quantidade precisa ser pelo menos 1.',
    )
  })

  it('answers a staff member’s estimate without a lead time, and a product with a bad field, in either language', async () => {
    const { admin } = await sessions(ctx.app)
    const answer = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/estimates/${MISSING_ID}`,
        headers: { ...admin.headers, ...headers },
        payload: {
          data: {
            type: 'estimates',
            id: MISSING_ID,
            attributes: {
              status: 'respondido',
              lines: [{ id: MISSING_ID, unitPriceCents: 100 }],
              validUntil: '2027-01-31',
            },
          },
        },
      })
    expect(detailAt(await answer({}), '/data/attributes/leadTime')).toBe('Informe o prazo de entrega.')
    // The interface's language first (Accept-Language), whatever the account says.
    expect(detailAt(await answer(EN), '/data/attributes/leadTime')).toBe('Enter the lead time.')
    await inEnglish(admin.headers, async () => {
      expect(detailAt(await answer({}), '/data/attributes/leadTime')).toBe('Enter the lead time.')
    })

    const product = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/admin/products',
        headers: { ...admin.headers, ...headers },
        payload: {
          data: { type: 'products', attributes: { ...gloveAttributes('TS-LANG-0001'), popularity: -1 } },
        },
      })
    const portuguese = await product({})
    expect(portuguese.statusCode).toBe(422)
    expect(detailAt(portuguese, '/data/attributes/popularity')).toBe('A popularidade não pode ser negativa.')
    await inEnglish(admin.headers, async () => {
      const english = await product({})
      expect(detailAt(english, '/data/attributes/popularity')).toBe('The popularity cannot be negative.')
    })
  })

  it('gives a message that quotes the value its English too', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/products?filter[planeta]=marte', headers: EN })
    expect(response.statusCode).toBe(400)
    expect(details(response)[0]?.detail).toBe('Unknown filter: filter[planeta].')
  })

  it('tells caches that the answer follows Accept-Language', async () => {
    expect((await badEmail(EN)).headers.vary).toMatch(/accept-language/i)
  })
})

describe('the server’s own details in the reader’s language', () => {
  it('answers an unknown product, sitemap and API address in either language', async () => {
    const product = await ctx.app.inject({ url: '/api/v1/products/nao-existe' })
    expect(details(product)[0]?.detail).toBe('Produto nao-existe não encontrado.')
    const english = await ctx.app.inject({ url: '/api/v1/products/nao-existe', headers: EN })
    expect(details(english)[0]?.detail).toBe('Product nao-existe not found.')
    const alternatives = await ctx.app.inject({
      url: '/api/v1/products/nao-existe/alternatives',
      headers: EN,
    })
    expect(alternatives.statusCode).toBe(404)
    expect(details(alternatives)[0]?.detail).toBe('Product nao-existe not found.')

    const sitemap = await ctx.app.inject({ url: '/sitemaps/products-99.xml', headers: EN })
    expect(details(sitemap)[0]?.detail).toBe('Sitemap products-99.xml not found.')
    const nowhere = await ctx.app.inject({ url: '/api/v1/nowhere' })
    expect(details(nowhere)[0]?.detail).toBe('Nenhum recurso em GET /api/v1/nowhere.')
  })

  it('answers the back office’s refusals in the staff member’s language', async () => {
    const { admin } = await sessions(ctx.app)
    const { headers } = admin
    await inEnglish(headers, async () => {
      const link = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/admin/staff-invitations/${MISSING_ID}/link`,
        headers,
      })
      expect(link.statusCode).toBe(404)
      expect(details(link)[0]?.detail).toBe(`Invitation ${MISSING_ID} not found, or no longer pending.`)

      const notMultipart = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/admin/imports',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: {},
      })
      expect(notMultipart.statusCode).toBe(400)
      expect(details(notMultipart)[0]?.detail).toBe(
        'Send the sheet as multipart/form-data, in the "file" field.',
      )
    })
  })
})

import { FavoriteDocument, FavoriteListDocument } from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import { customer, someProducts, useCustomerApp } from './helpers'

const ctx = useCustomerApp()

const addBody = (productId: string, note?: string | null) => ({
  data: {
    type: 'favorites',
    attributes: note === undefined ? {} : { note },
    relationships: { product: { data: { type: 'products', id: productId } } },
  },
})

describe('favourites', () => {
  it('adds, re-adds idempotently, updates the note, lists with products in included, removes', async () => {
    const { app } = ctx
    const ana = await customer(app)
    const { sized, other } = await someProducts(app)
    const post = (productId: string, note?: string | null) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/favorites',
        headers: ana.headers,
        payload: addBody(productId, note),
      })

    const first = await post(sized.id, 'Para a obra de março')
    expect(first.statusCode, first.body).toBe(201)
    const created = FavoriteDocument.parse(first.json())
    expect(created.data.attributes.note).toBe('Para a obra de março')
    expect(created.included[0]?.id).toBe(sized.id)

    const again = await post(sized.id)
    expect(again.statusCode).toBe(200)
    expect(again.json().data).toMatchObject({
      id: created.data.id,
      attributes: { note: 'Para a obra de março' },
    })
    expect((await post(other.id)).statusCode).toBe(201)

    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/v1/favorites/${created.data.id}`,
      headers: ana.headers,
      payload: { data: { type: 'favorites', id: created.data.id, attributes: { note: null } } },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json().data.attributes.note).toBeNull()

    const list = await app.inject({ url: '/api/v1/favorites?page[size]=1', headers: ana.headers })
    const document = FavoriteListDocument.parse(list.json())
    expect(document.meta.total).toBe(2)
    expect(document.data).toHaveLength(1)
    expect(document.included.map((p) => p.id)).toEqual([document.data[0]!.relationships.product.data.id])
    expect(document.links.next).toContain('page%5Bnumber%5D=2')

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/favorites/${created.data.id}`,
      headers: ana.headers,
    })
    expect(removed.statusCode).toBe(204)
    const after = await app.inject({ url: '/api/v1/favorites', headers: ana.headers })
    expect(after.json().meta.total).toBe(1)
  })

  it("answers 404 for another customer's favourite, and never shows it", async () => {
    const { app } = ctx
    const [ana, bruno] = [await customer(app), await customer(app, 'Bruno Lima')]
    const { sized } = await someProducts(app)
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/favorites',
      headers: ana.headers,
      payload: addBody(sized.id, 'minha'),
    })
    const id = created.json().data.id as string
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/v1/favorites/${id}`,
      headers: bruno.headers,
      payload: { data: { type: 'favorites', attributes: { note: 'roubada' } } },
    })
    expect(patch.statusCode).toBe(404)
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/favorites/${id}`, headers: bruno.headers }))
        .statusCode,
    ).toBe(404)
    expect((await app.inject({ url: '/api/v1/favorites', headers: bruno.headers })).json().meta.total).toBe(0)
    const mine = await app.inject({ url: '/api/v1/favorites', headers: ana.headers })
    expect(mine.json().data[0].attributes.note).toBe('minha')
  })

  it('refuses anonymous requests, unknown products, bad ids and bad notes', async () => {
    const { app } = ctx
    const ana = await customer(app)
    const { sized } = await someProducts(app)
    expect((await app.inject({ url: '/api/v1/favorites' })).statusCode).toBe(401)
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/favorites',
      headers: ana.headers,
      payload: addBody('00000000-0000-4000-8000-000000000000'),
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors[0].source.pointer).toBe('/data/relationships/product/data/id')
    const badId = await app.inject({
      method: 'POST',
      url: '/api/v1/favorites',
      headers: ana.headers,
      payload: addBody('nope'),
    })
    expect(badId.statusCode).toBe(422)
    const longNote = await app.inject({
      method: 'POST',
      url: '/api/v1/favorites',
      headers: ana.headers,
      payload: addBody(sized.id, 'x'.repeat(1001)),
    })
    expect(longNote.statusCode).toBe(422)
    expect(longNote.json().errors[0].source.pointer).toBe('/data/attributes/note')
    const nul = await app.inject({
      method: 'POST',
      url: '/api/v1/favorites',
      headers: ana.headers,
      payload: addBody(sized.id, 'a\u0000b'),
    })
    expect(nul.statusCode).toBe(422)
    const badParam = await app.inject({
      method: 'DELETE',
      url: '/api/v1/favorites/not-a-uuid',
      headers: ana.headers,
    })
    expect(badParam.statusCode).toBe(400)
  })

  it('filters the list by product, to tell whether the customer keeps it', async () => {
    const { app } = ctx
    const ana = await customer(app)
    const { sized, other } = await someProducts(app)
    await app.inject({
      method: 'POST',
      url: '/api/v1/favorites',
      headers: ana.headers,
      payload: addBody(sized.id),
    })
    const byProduct = async (id: string) =>
      FavoriteListDocument.parse(
        (await app.inject({ url: `/api/v1/favorites?filter[product]=${id}`, headers: ana.headers })).json(),
      )
    const kept = await byProduct(sized.id)
    expect(kept.meta.total).toBe(1)
    expect(kept.data[0]?.relationships.product.data.id).toBe(sized.id)
    expect(kept.links.self).toContain('filter%5Bproduct%5D=')
    expect((await byProduct(other.id)).meta.total).toBe(0)
    const bad = await app.inject({ url: '/api/v1/favorites?filter[product]=x', headers: ana.headers })
    expect(bad.statusCode).toBe(400)
  })
})

describe("favourites: refusals in the customer's language", () => {
  const NO_SUCH = '00000000-0000-4000-8000-000000000000'

  /** An unknown product and an unknown favourite, as a customer reading `locale` reads them. */
  async function refusalsIn(locale: 'pt-BR' | 'en') {
    const { app } = ctx
    const reader = await customer(app, 'Ana Souza', locale)
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/favorites',
      headers: reader.headers,
      payload: addBody(NO_SUCH),
    })
    const missing = await app.inject({
      method: 'DELETE',
      url: `/api/v1/favorites/${NO_SUCH}`,
      headers: reader.headers,
    })
    expect([unknown.statusCode, missing.statusCode]).toEqual([422, 404])
    return { unknown: unknown.json().errors[0].detail, missing: missing.json().errors[0].detail }
  }

  it('answers in Portuguese by default', async () => {
    expect(await refusalsIn('pt-BR')).toEqual({
      unknown: 'Produto não encontrado no catálogo.',
      missing: `Favorito ${NO_SUCH} não encontrado.`,
    })
  })

  it('answers in English to a customer who chose English', async () => {
    expect(await refusalsIn('en')).toEqual({
      unknown: 'Product not found in the catalogue.',
      missing: `Favourite ${NO_SUCH} not found.`,
    })
  })
})

import {
  AdminCommentListDocument,
  CommentListDocument,
  MyCommentDocument,
  ProductDocument,
} from '@escudo/contracts'
import { describe, expect, it } from 'vitest'
import { customer, someProducts, staff, useCustomerApp } from './helpers'

const ctx = useCustomerApp()
const body = (text: string) => ({ data: { type: 'comments', attributes: { body: text } } })

describe('comments', () => {
  it('lists visible comments newest first with a display name, counts them on the product, one per customer', async () => {
    const { app, clock } = ctx
    const { all } = await someProducts(app)
    const product = all[5]!
    const [ana, bruno] = [await customer(app, 'Ana Maria Souza'), await customer(app, 'bruno')]
    const post = (headers: Record<string, string>, text: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/products/${product.slug}/comments`,
        headers,
        payload: body(text),
      })

    const html = '<script>alert(1)</script>\nBoa luva, tamanho certo.'
    const first = await post(ana.headers, html)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().data.attributes).toMatchObject({ body: html, authorName: 'Ana S.', edited: false })
    clock.advance(60_000)
    expect((await post(bruno.headers, 'Confortável')).statusCode).toBe(201)

    const second = await post(ana.headers, 'outro')
    expect(second.statusCode).toBe(409)
    expect(second.json().errors[0]).toMatchObject({ code: 'comment_exists' })
    expect(second.json().errors[0].detail).toMatch(/Edite/)

    const list = CommentListDocument.parse(
      (await app.inject({ url: `/api/v1/products/${product.id}/comments` })).json(),
    )
    expect(list.meta.total).toBe(2)
    expect(list.data.map((c) => c.attributes.authorName)).toEqual(['bruno', 'Ana S.'])
    expect(JSON.stringify(list)).not.toContain(ana.email)
    const page = await app.inject({
      url: `/api/v1/products/${product.id}/comments?page[size]=1&page[number]=2`,
    })
    expect(page.json().data[0].attributes.body).toBe(html)

    const detail = ProductDocument.parse((await app.inject({ url: `/api/v1/products/${product.id}` })).json())
    expect(detail.data.attributes.commentCount).toBe(2)
  })

  it('lets the author edit and delete their own comment; another customer gets 404', async () => {
    const { app, clock } = ctx
    const { all } = await someProducts(app)
    const [ana, bruno] = [await customer(app), await customer(app, 'Bruno Lima')]
    const created = await app.inject({
      method: 'POST',
      url: `/api/v1/products/${all[6]!.id}/comments`,
      headers: ana.headers,
      payload: body('Primeira versão'),
    })
    const id = created.json().data.id as string
    clock.advance(1000)
    const patch = (headers: Record<string, string>, text: string) =>
      app.inject({ method: 'PATCH', url: `/api/v1/comments/${id}`, headers, payload: body(text) })
    expect((await patch(bruno.headers, 'hackeado')).statusCode).toBe(404)
    const edited = await patch(ana.headers, 'Segunda versão')
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data.attributes).toMatchObject({ body: 'Segunda versão', edited: true })
    expect(edited.json().data.attributes.editedAt).not.toBeNull()
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/comments/${id}`, headers: bruno.headers }))
        .statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/comments/${id}`, headers: ana.headers }))
        .statusCode,
    ).toBe(204)
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/comments/${id}`, headers: ana.headers }))
        .statusCode,
    ).toBe(404)
  })

  it('refuses empty, over-long and control-character bodies per field, anonymous writes, unknown products', async () => {
    const { app } = ctx
    const { all } = await someProducts(app)
    const ana = await customer(app)
    const url = `/api/v1/products/${all[7]!.id}/comments`
    for (const text of ['', '   \n ', 'x'.repeat(2001), 'nul\u0000here', 'bell\u0007']) {
      const response = await app.inject({ method: 'POST', url, headers: ana.headers, payload: body(text) })
      expect(response.statusCode, text).toBe(422)
      expect(response.json().errors[0].source.pointer).toBe('/data/attributes/body')
    }
    const ok = await app.inject({
      method: 'POST',
      url,
      headers: ana.headers,
      payload: body(`${'x'.repeat(1990)}\n\ttab`),
    })
    expect(ok.statusCode).toBe(201)
    expect((await app.inject({ method: 'POST', url, payload: body('anon') })).statusCode).toBe(401)
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/products/nao-existe/comments',
      headers: ana.headers,
      payload: body('oi'),
    })
    expect(unknown.statusCode).toBe(404)
    expect((await app.inject({ url: '/api/v1/products/nao-existe/comments' })).statusCode).toBe(404)
    expect((await app.inject({ url: `${url}?page[size]=0` })).statusCode).toBe(400)
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/v1/comments/x',
          headers: ana.headers,
          payload: body('a'),
        })
      ).statusCode,
    ).toBe(400)
  })

  it('lets staff list, hide, show and delete any comment; customers get 403, anonymous 401', async () => {
    const { app } = ctx
    const { all } = await someProducts(app)
    const product = all[8]!
    const ana = await customer(app)
    const admin = await staff(app)
    const created = await app.inject({
      method: 'POST',
      url: `/api/v1/products/${product.id}/comments`,
      headers: ana.headers,
      payload: body('Spam?'),
    })
    const id = created.json().data.id as string
    const hide = (hidden: boolean, headers = admin.headers) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/comments/${id}`,
        headers,
        payload: { data: { type: 'comments', id, attributes: { hidden } } },
      })

    expect((await app.inject({ url: '/api/v1/admin/comments' })).statusCode).toBe(401)
    expect((await app.inject({ url: '/api/v1/admin/comments', headers: ana.headers })).statusCode).toBe(403)
    expect((await hide(true, ana.headers)).statusCode).toBe(403)

    const hidden = await hide(true)
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(hidden.json().data.attributes).toMatchObject({ hidden: true, authorEmail: ana.email })
    const publicList = await app.inject({ url: `/api/v1/products/${product.id}/comments` })
    expect(publicList.json().meta.total).toBe(0)
    expect(
      (await app.inject({ url: `/api/v1/products/${product.id}` })).json().data.attributes.commentCount,
    ).toBe(0)
    const hiddenList = AdminCommentListDocument.parse(
      (
        await app.inject({
          url: `/api/v1/admin/comments?filter[hidden]=true&filter[product]=${product.id}`,
          headers: admin.headers,
        })
      ).json(),
    )
    expect(hiddenList.data.map((c) => c.id)).toEqual([id])
    const visibleList = await app.inject({
      url: `/api/v1/admin/comments?filter[hidden]=false&filter[product]=${product.id}`,
      headers: admin.headers,
    })
    expect(visibleList.json().meta.total).toBe(0)
    expect(
      (await app.inject({ url: '/api/v1/admin/comments?filter[hidden]=maybe', headers: admin.headers }))
        .statusCode,
    ).toBe(400)

    expect((await hide(false)).json().data.attributes.hidden).toBe(false)
    expect((await app.inject({ url: `/api/v1/products/${product.id}/comments` })).json().meta.total).toBe(1)
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/admin/comments/${id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204)
    expect((await hide(true)).statusCode).toBe(404)
  })

  it("answers the signed-in customer's own comment on a product, or null", async () => {
    const { app } = ctx
    const { all } = await someProducts(app)
    const product = all[7]!
    const [ana, bruno] = [await customer(app, 'Ana Maria Souza'), await customer(app, 'Bruno Lima')]
    const mine = async (headers: Record<string, string>) =>
      app.inject({ url: `/api/v1/products/${product.slug}/comments/mine`, headers })

    expect((await app.inject({ url: `/api/v1/products/${product.slug}/comments/mine` })).statusCode).toBe(401)
    expect(MyCommentDocument.parse((await mine(ana.headers)).json()).data).toBeNull()
    const created = await app.inject({
      method: 'POST',
      url: `/api/v1/products/${product.id}/comments`,
      headers: ana.headers,
      payload: body('Minha opinião'),
    })
    const own = MyCommentDocument.parse((await mine(ana.headers)).json()).data
    expect(own).toMatchObject({
      id: created.json().data.id,
      attributes: { body: 'Minha opinião', hidden: false },
    })
    expect(MyCommentDocument.parse((await mine(bruno.headers)).json()).data).toBeNull()
    const unknown = await app.inject({
      url: '/api/v1/products/nao-existe/comments/mine',
      headers: ana.headers,
    })
    expect(unknown.statusCode).toBe(404)
  })
})

describe("comments: refusals in the reader's language", () => {
  /** A second comment on one product, an unknown product, as a customer reading `locale` reads them. */
  async function refusalsIn(locale: 'pt-BR' | 'en', productIndex: number) {
    const { app } = ctx
    const { all } = await someProducts(app)
    const reader = await customer(app, 'Ana Souza', locale)
    const post = (slug: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/products/${slug}/comments`,
        headers: reader.headers,
        payload: body('Boa luva.'),
      })
    expect((await post(all[productIndex]!.slug)).statusCode).toBe(201)
    const again = await post(all[productIndex]!.slug)
    const unknown = await post('produto-que-nao-existe')
    expect([again.statusCode, unknown.statusCode]).toEqual([409, 404])
    return { again: again.json().errors[0].detail, unknown: unknown.json().errors[0].detail }
  }

  it('answers in Portuguese by default', async () => {
    expect(await refusalsIn('pt-BR', 8)).toEqual({
      again: 'Você já comentou este produto. Edite o seu comentário em vez de criar outro.',
      unknown: 'Produto produto-que-nao-existe não encontrado.',
    })
  })

  it('answers in English to a customer who chose English', async () => {
    expect(await refusalsIn('en', 9)).toEqual({
      again: 'You have already commented on this product. Edit your comment instead of writing another.',
      unknown: 'Product produto-que-nao-existe not found.',
    })
  })
})

import { NOT_A_VIEW_HEADER, OverviewDocument } from '@escudo/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema/index'
import { customer, someProducts, staff, useCustomerApp } from '../customer/helpers'
import { get, send, submitEstimate } from './helpers'

const ctx = useCustomerApp()
const NOBODY = '00000000-0000-4000-8000-000000000000'

describe('back-office operations: access', () => {
  it('answers 401 to anonymous requests and 403 to customers on every endpoint', async () => {
    const ana = await customer(ctx.app)
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/api/v1/admin/overview'],
      ['GET', '/api/v1/admin/estimates'],
      ['GET', `/api/v1/admin/estimates/${NOBODY}`],
      [
        'PATCH',
        `/api/v1/admin/estimates/${NOBODY}`,
        { data: { type: 'estimates', attributes: { status: 'recusado', message: 'x' } } },
      ],
      [
        'POST',
        `/api/v1/admin/estimates/${NOBODY}/messages`,
        { data: { type: 'messages', attributes: { body: 'x' } } },
      ],
      ['GET', '/api/v1/admin/comments'],
      [
        'PATCH',
        `/api/v1/admin/comments/${NOBODY}`,
        { data: { type: 'comments', attributes: { hidden: true } } },
      ],
      ['DELETE', `/api/v1/admin/comments/${NOBODY}`],
      ['GET', '/api/v1/admin/contact-messages'],
      ['GET', `/api/v1/admin/contact-messages/${NOBODY}`],
      [
        'PATCH',
        `/api/v1/admin/contact-messages/${NOBODY}`,
        { data: { type: 'contact-messages', attributes: { handled: true } } },
      ],
      [
        'POST',
        `/api/v1/admin/contact-messages/${NOBODY}/replies`,
        { data: { type: 'contact-replies', attributes: { body: 'x' } } },
      ],
      ['GET', '/api/v1/admin/customers'],
      ['GET', `/api/v1/admin/customers/${NOBODY}`],
      [
        'PATCH',
        `/api/v1/admin/customers/${NOBODY}`,
        { data: { type: 'customers', attributes: { disabled: true } } },
      ],
      ['GET', '/api/v1/admin/outbox'],
      ['GET', `/api/v1/admin/outbox/${NOBODY}`],
      ['POST', `/api/v1/admin/outbox/${NOBODY}/retry`],
    ]
    for (const [method, url, payload] of endpoints) {
      const request = { method: method as 'GET', url, ...(payload ? { payload } : {}) }
      expect((await ctx.app.inject(request)).statusCode, `${method} ${url} anonymous`).toBe(401)
      expect(
        (await ctx.app.inject({ ...request, headers: ana.headers })).statusCode,
        `${method} ${url} as a customer`,
      ).toBe(403)
    }
  })
})

describe('back-office operations: overview', () => {
  it('counts open estimates, new contacts, comments awaiting, CA expiries, views and quotes', async () => {
    const { app, clock } = ctx
    const admin = await staff(app)
    const read = async () => {
      const response = await get(app, '/api/v1/admin/overview', admin)
      expect(response.statusCode, response.body).toBe(200)
      return OverviewDocument.parse(response.json()).data.attributes
    }
    const before = await read()
    expect(before.mostQuoted).toEqual([])
    expect(before.mostViewed).toEqual([])

    // Two estimates: one open, one declined; the first product is in both.
    const ana = await customer(app)
    const open = await submitEstimate(app, ana, 0)
    const declined = await submitEstimate(app, ana, 0)
    const decline = await send(app, 'PATCH', `/api/v1/admin/estimates/${declined.id}`, admin, {
      data: { type: 'estimates', attributes: { status: 'recusado', message: 'Fora de linha.' } },
    })
    expect(decline.statusCode, decline.body).toBe(200)

    // A contact message and a comment.
    await app.inject({
      method: 'POST',
      url: '/api/v1/contact-messages',
      payload: {
        data: {
          type: 'contact-messages',
          attributes: {
            name: 'Paula Reis',
            email: 'paula@exemplo.com',
            subject: 'Prazo',
            message: 'Entregam em MG?',
          },
        },
      },
    })
    const comment = await send(app, 'POST', `/api/v1/products/${open.first.id}/comments`, ana, {
      data: { type: 'comments', attributes: { body: 'Muito confortável.' } },
    })
    expect(comment.statusCode).toBe(201)

    // Views: three of one product (by slug and id), one of another.
    const { all } = await someProducts(app)
    const viewed = all[5]!
    for (const key of [viewed.slug, viewed.id, viewed.slug])
      expect((await get(app, `/api/v1/products/${key}`)).statusCode).toBe(200)
    await get(app, `/api/v1/products/${all[6]!.slug}`)

    // CA: two products valid for long become one long expired and one expiring in 30 days.
    const today = clock.now()
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    const [longExpired, expiringSoon] = all.filter((p) => p.caValidUntil > day(400))
    await app.db
      .update(products)
      .set({ caValidUntil: day(-5000) })
      .where(eq(products.id, longExpired!.id))
    await app.db
      .update(products)
      .set({ caValidUntil: day(30) })
      .where(eq(products.id, expiringSoon!.id))

    const after = await read()
    expect(after.estimatesByStatus.em_aberto - before.estimatesByStatus.em_aberto).toBe(1)
    expect(after.estimatesByStatus.recusado - before.estimatesByStatus.recusado).toBe(1)
    expect(after.openEstimates - before.openEstimates).toBe(1)
    expect(after.newContactMessages - before.newContactMessages).toBe(1)
    expect(after.commentsAwaiting - before.commentsAwaiting).toBe(1)
    expect(after.mostViewed[0]).toMatchObject({ id: viewed.id, name: viewed.name, views: 3 })
    expect(after.mostViewed[1]).toMatchObject({ id: all[6]!.id, views: 1 })
    expect(after.mostQuoted[0]).toMatchObject({ id: open.first.id, estimates: 2, quantity: 24 })
    expect(after.caAttention.count - before.caAttention.count).toBe(2)
    expect(after.caAttention.expired - before.caAttention.expired).toBe(1)
    const ca = after.caAttention.products
    // Sorted by validity: the longest expired first.
    expect(ca[0]).toMatchObject({ id: longExpired!.id, expired: true, caValidUntil: day(-5000) })
    const dates = ca.map((p) => p.caValidUntil)
    expect(dates).toEqual([...dates].sort())
    expect(ca.filter((p) => p.expired).every((p) => p.caValidUntil < day(0))).toBe(true)

    // Reviewing the comment takes it off the card.
    const id = comment.json().data.id as string
    const reviewed = await send(app, 'PATCH', `/api/v1/admin/comments/${id}`, admin, {
      data: { type: 'comments', id, attributes: { reviewed: true } },
    })
    expect(reviewed.statusCode, reviewed.body).toBe(200)
    expect(reviewed.json().data.attributes).toMatchObject({ reviewed: true, hidden: false })
    expect((await read()).commentsAwaiting).toBe(before.commentsAwaiting)
  })

  it('keeps counting views in batches: the public route answers before anything is written', async () => {
    const { app } = ctx
    const admin = await staff(app)
    const { all } = await someProducts(app)
    const product = all[20]!
    await Promise.all(Array.from({ length: 25 }, () => get(app, `/api/v1/products/${product.slug}`)))
    await app.viewCounter.flush()
    await Promise.all(Array.from({ length: 5 }, () => get(app, `/api/v1/products/${product.id}`)))
    // A read that says it is no visit to the page (the quote list taking over its cookie lines) counts none.
    const quiet = await app.inject({
      url: `/api/v1/products/${product.id}`,
      headers: { [NOT_A_VIEW_HEADER]: '1' },
    })
    expect(quiet.statusCode).toBe(200)
    const overview = OverviewDocument.parse((await get(app, '/api/v1/admin/overview', admin)).json())
    expect(overview.data.attributes.mostViewed[0]).toMatchObject({ id: product.id, views: 30 })
    // Unknown products are not counted.
    expect((await get(app, '/api/v1/products/nao-existe')).statusCode).toBe(404)
  })
})

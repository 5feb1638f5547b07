import { EstimateDocument, EstimateListDocument } from '@escudo/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox, products } from '../../src/db/schema/index'
import {
  ANSWER_TERMS,
  BRAND_INBOX,
  customer,
  someProducts,
  staff,
  useCustomerApp,
  type Session,
} from './helpers'
import { pdfText } from './pdf-text'

const ctx = useCustomerApp()

type Line = { productId: string; quantity: number; size?: string | null; note?: string | null }
const createBody = (lines: Line[], message = 'Preciso para a equipe de manutenção.') => ({
  data: { type: 'estimates', attributes: { message, lines } },
})

async function create(session: Session, lines?: Line[]) {
  const { sized, other } = await someProducts(ctx.app)
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/estimates',
    headers: session.headers,
    payload: createBody(
      lines ?? [
        { productId: sized.id, quantity: 10, size: sized.sizes[0]!, note: 'Cor azul se houver' },
        { productId: other.id, quantity: 3 },
      ],
    ),
  })
  expect(response.statusCode, response.body).toBe(201)
  return EstimateDocument.parse(response.json()).data
}

const patch = (session: Session, id: string, attributes: object, admin = false) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/${admin ? 'admin/' : ''}estimates/${id}`,
    headers: session.headers,
    payload: { data: { type: 'estimates', id, attributes } },
  })
const message = (session: Session, id: string, body: string, admin = false) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/${admin ? 'admin/' : ''}estimates/${id}/messages`,
    headers: session.headers,
    payload: { data: { type: 'messages', attributes: { body } } },
  })
/** The text of the email to `to` whose subject has `subject`, as the outbox keeps (and the worker sends) it. */
const mailText = async (to: string, subject: string) => {
  const rows = await ctx.app.db.select().from(outbox).where(eq(outbox.to, to))
  const row = rows.find((r) => r.subject.includes(subject))
  expect(row, `"${subject}" to ${to}`).toBeDefined()
  return row!.text
}
const templates = async (to: string) =>
  (await ctx.app.db.select().from(outbox).where(eq(outbox.to, to))).map(
    (row) => `${row.template}: ${row.subject}`,
  )

describe('estimates: create, list, get', () => {
  it('creates an open estimate with history, emails the brand, lists it with openCount and filters', async () => {
    const { app } = ctx
    const ana = await customer(app, 'Ana Souza')
    const estimate = await create(ana)
    expect(estimate.attributes).toMatchObject({ status: 'em_aberto', totalCents: null, version: 1 })
    expect(estimate.attributes.lines).toHaveLength(2)
    expect(estimate.attributes.lines[0]).toMatchObject({
      quantity: 10,
      note: 'Cor azul se houver',
      unitPriceCents: null,
    })
    expect(estimate.attributes.history).toEqual([
      expect.objectContaining({ actorRole: 'customer', actorName: 'Ana Souza', from: null, to: 'em_aberto' }),
    ])
    const brand = await templates(BRAND_INBOX)
    expect(brand).toContain(
      `estimate-customer-update: Orçamento nº ${estimate.attributes.number}: novo orçamento`,
    )
    // The brand reads the status as the web app names it, and what was asked for.
    const { sized, other } = await someProducts(app)
    const brandText = await mailText(BRAND_INBOX, `nº ${estimate.attributes.number}: novo orçamento`)
    expect(brandText).toContain('Status: Em aberto')
    expect(brandText).not.toContain('em_aberto')
    expect(brandText).toContain(
      `• 10 × ${sized.name} (ref. ${sized.reference}), tamanho ${sized.sizes[0]} — obs. Cor azul se houver`,
    )
    // The customer gets a confirmation, with the lines, in their language.
    expect(await templates(ana.email)).toContain(
      `estimate-received: Recebemos seu pedido de orçamento nº ${estimate.attributes.number} — Escudo EPI`,
    )
    const confirmation = await mailText(ana.email, 'Recebemos seu pedido')
    expect(confirmation).toContain(
      `• 10 × ${sized.name} (ref. ${sized.reference}), tamanho ${sized.sizes[0]} — obs. Cor azul se houver`,
    )
    expect(confirmation).toContain(`• 3 × ${other.name} (ref. ${other.reference})`)
    expect(confirmation).toContain('Sua mensagem: Preciso para a equipe de manutenção.')
    expect(confirmation).toContain(`/minha-conta/orcamentos/${estimate.id}`)

    const second = await create(ana)
    expect((await patch(ana, second.id, { status: 'cancelado' })).statusCode).toBe(200)
    const list = EstimateListDocument.parse(
      (await app.inject({ url: '/api/v1/estimates', headers: ana.headers })).json(),
    )
    expect(list.meta).toEqual({ total: 2, openCount: 1 })
    expect(list.data[0]!.attributes.messages).toBeUndefined()
    const open = await app.inject({
      url: '/api/v1/estimates?filter[status]=em_aberto,informacao_pendente',
      headers: ana.headers,
    })
    expect(open.json().data.map((e: { id: string }) => e.id)).toEqual([estimate.id])
    expect(
      (await app.inject({ url: '/api/v1/estimates?filter[status]=aberto', headers: ana.headers })).statusCode,
    ).toBe(400)
    const got = await app.inject({ url: `/api/v1/estimates/${estimate.id}`, headers: ana.headers })
    expect(got.json().data.attributes.lines[0].product.name).toBeTruthy()
  })

  it('refuses bad lines with one 422 error per field', async () => {
    const { app } = ctx
    const ana = await customer(app)
    const { sized, other } = await someProducts(app)
    const post = (lines: unknown, msg: unknown = 'Olá') =>
      app.inject({
        method: 'POST',
        url: '/api/v1/estimates',
        headers: ana.headers,
        payload: { data: { type: 'estimates', attributes: { message: msg, lines } } },
      })
    const cases: [unknown, string][] = [
      [[], '/data/attributes/lines'],
      [[{ productId: sized.id, quantity: 0 }], '/data/attributes/lines/0/quantity'],
      [[{ productId: sized.id, quantity: -2 }], '/data/attributes/lines/0/quantity'],
      [[{ productId: sized.id, quantity: 1.5 }], '/data/attributes/lines/0/quantity'],
      [[{ productId: sized.id, quantity: 100_001 }], '/data/attributes/lines/0/quantity'],
      [[{ productId: sized.id, quantity: '2' }], '/data/attributes/lines/0/quantity'],
      [[{ productId: 'abc', quantity: 1 }], '/data/attributes/lines/0/productId'],
      [
        [
          { productId: other.id, quantity: 1 },
          { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        ],
        '/data/attributes/lines/1/productId',
      ],
      [[{ productId: sized.id, quantity: 1, size: 'XGG-inexistente' }], '/data/attributes/lines/0/size'],
      [[{ productId: sized.id, quantity: 1, note: 'x'.repeat(501) }], '/data/attributes/lines/0/note'],
    ]
    for (const [lines, pointer] of cases) {
      const response = await post(lines)
      expect(response.statusCode, JSON.stringify(lines)).toBe(422)
      expect(response.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain(
        pointer,
      )
    }
    const noMessage = await post([{ productId: sized.id, quantity: 1 }], '')
    expect(noMessage.json().errors[0].source.pointer).toBe('/data/attributes/message')
    expect((await post([{ productId: sized.id, quantity: 1 }], 'm'.repeat(4001))).statusCode).toBe(422)
    await app.db.update(products).set({ published: false }).where(eq(products.id, other.id))
    const unpublished = await post([{ productId: other.id, quantity: 1 }])
    await app.db.update(products).set({ published: true }).where(eq(products.id, other.id))
    expect(unpublished.statusCode).toBe(422)
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/estimates', payload: createBody([]) })).statusCode,
    ).toBe(401)
    expect((await app.inject({ url: '/api/v1/estimates/123', headers: ana.headers })).statusCode).toBe(400)
  })

  it("answers 404 for another customer's estimate on every route", async () => {
    const { app } = ctx
    const [ana, bruno] = [await customer(app), await customer(app, 'Bruno Lima')]
    const estimate = await create(ana)
    expect(
      (await app.inject({ url: `/api/v1/estimates/${estimate.id}`, headers: bruno.headers })).statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ url: `/api/v1/estimates/${estimate.id}/pdf`, headers: bruno.headers })).statusCode,
    ).toBe(404)
    expect((await patch(bruno, estimate.id, { status: 'cancelado' })).statusCode).toBe(404)
    expect((await patch(bruno, estimate.id, { message: 'trocado' })).statusCode).toBe(404)
    expect((await message(bruno, estimate.id, 'oi')).statusCode).toBe(404)
    expect((await app.inject({ url: '/api/v1/estimates', headers: bruno.headers })).json().meta.total).toBe(0)
    const still = await app.inject({ url: `/api/v1/estimates/${estimate.id}`, headers: ana.headers })
    expect(still.json().data.attributes).toMatchObject({
      status: 'em_aberto',
      message: estimate.attributes.message,
    })
  })
})

describe('estimates: the whole conversation', () => {
  it('asks, answers, prices with a CA snapshot, approves; emails both sides in their language; prints', async () => {
    const { app } = ctx
    const john = await customer(app, 'John Smith', 'en')
    const admin = await staff(app)
    const estimate = await create(john)
    const id = estimate.id

    const noQuestion = await patch(admin, id, { status: 'informacao_pendente' }, true)
    expect(noQuestion.statusCode).toBe(422)
    expect(noQuestion.json().errors[0].source.pointer).toBe('/data/attributes/message')
    const asked = await patch(
      admin,
      id,
      { status: 'informacao_pendente', message: 'Qual o CNPJ de entrega?', version: 1 },
      true,
    )
    expect(asked.statusCode, asked.body).toBe(200)
    const mail = await templates(john.email)
    expect(mail).toContain(
      `estimate-staff-update: Quote #${estimate.attributes.number}: we need some information — Escudo EPI`,
    )

    // Pending: the customer may still edit lines; editing does not answer the question.
    const { sized } = await someProducts(app)
    const edited = await patch(john, id, {
      lines: [{ productId: sized.id, quantity: 25, size: sized.sizes[1]! }],
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data.attributes).toMatchObject({ status: 'informacao_pendente', version: 3 })
    expect(edited.json().data.attributes.lines).toHaveLength(1)

    const answer = await message(john, id, 'CNPJ 12.345.678/0001-95')
    expect(answer.statusCode, answer.body).toBe(201)
    expect(answer.json().data.attributes.status).toBe('em_aberto')
    expect(await templates(BRAND_INBOX)).toContain(
      `estimate-customer-update: Orçamento nº ${estimate.attributes.number}: nova mensagem do cliente`,
    )

    const current = EstimateDocument.parse(answer.json()).data.attributes
    const lineId = current.lines[0]!.id
    const answerBody = {
      status: 'respondido',
      lines: [{ id: lineId, unitPriceCents: 123456 }],
      leadTime: '15 dias úteis',
      validUntil: '2026-12-31',
      ...ANSWER_TERMS,
    }
    const stale = await patch(admin, id, { ...answerBody, version: 1 }, true)
    expect(stale.statusCode).toBe(409)
    expect(stale.json().errors[0].code).toBe('stale_version')
    const past = await patch(admin, id, { ...answerBody, validUntil: '2026-01-01' }, true)
    expect(past.statusCode).toBe(422)
    const missingPrice = await patch(admin, id, { ...answerBody, lines: [] }, true)
    expect(missingPrice.json().errors[0].source.pointer).toBe('/data/attributes/lines')
    const foreignLine = await patch(
      admin,
      id,
      { ...answerBody, lines: [{ id: '00000000-0000-4000-8000-000000000000', unitPriceCents: 1 }] },
      true,
    )
    expect(foreignLine.statusCode).toBe(422)

    const caBefore = sized.caNumber
    const answered = await patch(admin, id, { ...answerBody, version: current.version }, true)
    expect(answered.statusCode, answered.body).toBe(200)
    const priced = EstimateDocument.parse(answered.json()).data.attributes
    expect(priced).toMatchObject({
      status: 'respondido',
      totalCents: 123456 * 25,
      leadTime: '15 dias úteis',
      validUntil: '2026-12-31',
    })
    expect(priced.lines[0]).toMatchObject({
      caNumber: caBefore,
      caValidUntil: sized.caValidUntil,
      unitPriceCents: 123456,
    })
    expect(await templates(john.email)).toContain(
      `estimate-staff-update: Quote #${estimate.attributes.number}: our answer is ready — Escudo EPI`,
    )
    // The customer decides from the email: every line with its unit price and subtotal, the lead time.
    const answerText = await mailText(john.email, 'our answer is ready')
    expect(answerText).toContain(
      `• 25 × ${sized.name} (ref. ${sized.reference}), size ${sized.sizes[1]}: R$1,234.56 × 25 = R$30,864.00`,
    )
    expect(answerText).toContain('Total: R$30,864.00.')
    expect(answerText).toContain('• Lead time: 15 dias úteis')
    expect(answerText).toContain('• Valid until: December 31, 2026')
    expect(await mailText(john.email, 'We received your quote request')).toContain('with these items:')

    // The catalogue moves on; the answered estimate keeps the CA of the day it was answered.
    await app.db
      .update(products)
      .set({ caNumber: '999999', caValidUntil: '2030-01-01' })
      .where(eq(products.id, sized.id))
    const reread = await app.inject({ url: `/api/v1/estimates/${id}`, headers: john.headers })
    expect(reread.json().data.attributes.lines[0].caNumber).toBe(caBefore)

    // Nothing the customer sends changes the price.
    const locked = await patch(john, id, { lines: [{ productId: sized.id, quantity: 1 }] })
    expect(locked.statusCode).toBe(409)
    expect(locked.json().errors[0].detail).toContain('"respondido"')

    const approved = await patch(john, id, { status: 'aprovado' })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await templates(BRAND_INBOX)).toContain(
      `estimate-customer-update: Orçamento nº ${estimate.attributes.number}: APROVADO pelo cliente`,
    )
    const final = EstimateDocument.parse(approved.json()).data.attributes
    expect(final.history!.map((h) => [h.actorRole, h.from, h.to])).toEqual([
      ['customer', null, 'em_aberto'],
      ['staff', 'em_aberto', 'informacao_pendente'],
      ['customer', 'informacao_pendente', 'em_aberto'],
      ['staff', 'em_aberto', 'respondido'],
      ['customer', 'respondido', 'aprovado'],
    ])
    expect(final.messages!.map((m) => [m.authorRole, m.body])).toEqual([
      ['staff', 'Qual o CNPJ de entrega?'],
      ['customer', 'CNPJ 12.345.678/0001-95'],
    ])

    for (const session of [john, admin]) {
      const pdf = await app.inject({ url: `/api/v1/estimates/${id}/pdf`, headers: session.headers })
      expect(pdf.statusCode).toBe(200)
      expect(pdf.headers['content-type']).toBe('application/pdf')
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
      const text = pdfText(pdf.rawPayload)
      expect(text).toContain('ESCUDO EPI')
      expect(text).toContain(`Orçamento nº ${estimate.attributes.number}`)
      expect(text).toContain('John Smith')
      expect(text).toContain(`CA ${caBefore} válido até ${sized.caValidUntil.split('-').reverse().join('/')}`)
      expect(text).not.toContain('999999')
      expect(text).toContain('R$ 1.234,56')
      expect(text).toContain('R$ 30.864,00')
      expect(text).toContain('aprovado')
    }
    await app.db
      .update(products)
      .set({ caNumber: caBefore, caValidUntil: sized.caValidUntil })
      .where(eq(products.id, sized.id))
  })

  it('closes the thread on cancelled and declined estimates; declining needs a reason', async () => {
    const { app } = ctx
    const ana = await customer(app)
    const admin = await staff(app)
    const declined = await create(ana)
    expect((await patch(admin, declined.id, { status: 'recusado' }, true)).statusCode).toBe(422)
    expect(
      (await patch(admin, declined.id, { status: 'recusado', message: 'Fora de linha' }, true)).statusCode,
    ).toBe(200)
    expect(await templates(ana.email)).toContain(
      `estimate-staff-update: Orçamento nº ${declined.attributes.number}: não pudemos atender — Escudo EPI`,
    )
    const closed = await message(ana, declined.id, 'Por quê?')
    expect(closed.statusCode).toBe(409)
    expect(closed.json().errors[0].detail).toContain('"recusado"')
    const cancelled = await create(ana)
    await patch(ana, cancelled.id, { status: 'cancelado' })
    expect((await message(admin, cancelled.id, 'Que pena', true)).statusCode).toBe(409)
    const open = await create(ana)
    const staffNote = await message(admin, open.id, 'Estamos verificando o estoque.', true)
    expect(staffNote.statusCode).toBe(201)
    expect(staffNote.json().data.attributes.status).toBe('em_aberto')
    expect(await templates(ana.email)).toContain(
      `estimate-staff-update: Orçamento nº ${open.attributes.number}: nova mensagem — Escudo EPI`,
    )
  })

  it('takes a customer message, a staff message and a staff status change at the same moment, none stale', async () => {
    const { app } = ctx
    const ana = await customer(app, 'Ana Simultânea')
    const admin = await staff(app)
    const estimate = await create(ana)
    const [fromCustomer, fromStaff, moved] = await Promise.all([
      message(ana, estimate.id, 'Pode incluir luvas tamanho 10?'),
      message(admin, estimate.id, 'Estamos verificando o estoque.', true),
      patch(
        admin,
        estimate.id,
        {
          status: 'informacao_pendente',
          message: 'Qual o CNPJ de entrega?',
          version: estimate.attributes.version,
        },
        true,
      ),
    ])
    expect(fromCustomer.statusCode, fromCustomer.body).toBe(201)
    expect(fromStaff.statusCode, fromStaff.body).toBe(201)
    expect([200, 409]).toContain(moved.statusCode)
    const thread = await app.inject({ url: `/api/v1/estimates/${estimate.id}`, headers: ana.headers })
    const bodies = JSON.stringify(thread.json())
    expect(bodies).toContain('Pode incluir luvas tamanho 10?')
    expect(bodies).toContain('Estamos verificando o estoque.')
  })

  it('lets staff list, filter and search estimates; customers get 403', async () => {
    const { app } = ctx
    const carla = await customer(app, 'Carla Pereira Zanetti')
    const admin = await staff(app)
    const estimate = await create(carla)
    await app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: carla.headers,
      payload: { data: { type: 'users', attributes: { company: 'Metalúrgica 100% Zanetti' } } },
    })
    const search = async (query: string) => {
      const response = await app.inject({ url: `/api/v1/admin/estimates?${query}`, headers: admin.headers })
      expect(response.statusCode, response.body).toBe(200)
      return EstimateListDocument.parse(response.json())
    }
    expect((await search('filter[q]=pereira')).data.map((e) => e.id)).toEqual([estimate.id])
    expect(
      (await search(`filter[q]=${encodeURIComponent(carla.email.toUpperCase())}`)).data.map((e) => e.id),
    ).toEqual([estimate.id])
    expect((await search('filter[q]=100%25 zanetti')).data.map((e) => e.id)).toEqual([estimate.id])
    expect((await search('filter[q]=100%25x')).data).toHaveLength(0)
    const nul = await app.inject({ url: '/api/v1/admin/estimates?filter[q]=a%00b', headers: admin.headers })
    expect(nul.statusCode).toBe(400)
    expect(
      (await search(`filter[q]=${estimate.attributes.number}&filter[status]=em_aberto`)).data[0]!.attributes
        .customer,
    ).toMatchObject({ name: 'Carla Pereira Zanetti' })
    expect((await search('filter[q]=pereira&filter[status]=respondido')).meta.total).toBe(0)
    const one = await app.inject({ url: `/api/v1/admin/estimates/${estimate.id}`, headers: admin.headers })
    expect(one.json().data.attributes.history).toHaveLength(1)
    expect(
      (
        await app.inject({
          url: '/api/v1/admin/estimates/00000000-0000-4000-8000-000000000000',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404)
    expect((await app.inject({ url: '/api/v1/admin/estimates', headers: carla.headers })).statusCode).toBe(
      403,
    )
    expect((await app.inject({ url: '/api/v1/admin/estimates' })).statusCode).toBe(401)
    expect((await patch(carla, estimate.id, { status: 'respondido' }, true)).statusCode).toBe(403)
  })
})

describe("estimates: refusals in the customer's language", () => {
  /** As a customer reading `locale` reads them: a size the product lacks, someone else's estimate, a bad move. */
  async function refusalsIn(locale: 'pt-BR' | 'en') {
    const { app } = ctx
    const [reader, owner] = [await customer(app, 'Ana Souza', locale), await customer(app, 'Bruno Lima')]
    const { sized } = await someProducts(app)
    const size = await app.inject({
      method: 'POST',
      url: '/api/v1/estimates',
      headers: reader.headers,
      payload: createBody([{ productId: sized.id, quantity: 1, size: 'XGG-inexistente' }]),
    })
    const others = await create(owner)
    const missing = await app.inject({ url: `/api/v1/estimates/${others.id}`, headers: reader.headers })
    const own = await create(reader)
    const move = await patch(reader, own.id, { status: 'aprovado' })
    for (const [response, status] of [
      [size, 422],
      [missing, 404],
      [move, 409],
    ] as const)
      expect(response.statusCode, response.body).toBe(status)
    return {
      size: size.json().errors[0].detail,
      missing: missing.json().errors[0].detail,
      move: move.json().errors[0].detail,
      sizes: sized.sizes.join(', '),
      id: others.id,
    }
  }

  it('answers in Portuguese by default', async () => {
    const got = await refusalsIn('pt-BR')
    expect(got.size).toBe(`Tamanho indisponível para este produto: escolha entre ${got.sizes}.`)
    expect(got.missing).toBe(`Orçamento ${got.id} não encontrado.`)
    expect(got.move).toBe('O orçamento está "em_aberto" (em aberto) e não pode passar para "aprovado".')
  })

  it('answers in English to a customer who chose English', async () => {
    const got = await refusalsIn('en')
    expect(got.size).toBe(`Size not available for this product: choose from ${got.sizes}.`)
    expect(got.missing).toBe(`Estimate ${got.id} not found.`)
    expect(got.move).toBe('The estimate is "em_aberto" (open) and cannot move to "aprovado".')
  })
})

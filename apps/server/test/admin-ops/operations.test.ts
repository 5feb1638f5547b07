import {
  AdminContactMessageDocument,
  AdminEstimateListDocument,
  AdminOpsCommentListDocument,
  CustomerDocument,
  CustomerListDocument,
  OutboxDocument,
  OutboxListDocument,
} from '@escudo/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outbox } from '../../src/db/schema/index'
import { login, PASSWORD } from '../accounts/helpers'
import { ANSWER_TERMS, customer, mailTo, staff, useCustomerApp } from '../customer/helpers'
import { get, send, submitEstimate } from './helpers'

const ctx = useCustomerApp()

describe('estimates inbox', () => {
  it('searches by customer, product, number and id; filters by status and customer; sorts; counts per status', async () => {
    const { app, clock } = ctx
    const admin = await staff(app)
    const bruno = await customer(app, 'Bruno Quintanilha')
    const older = await submitEstimate(app, bruno, 30)
    clock.advance(60_000)
    const newer = await submitEstimate(app, bruno, 40)
    await send(app, 'PATCH', `/api/v1/admin/estimates/${newer.id}`, admin, {
      data: { type: 'estimates', attributes: { status: 'informacao_pendente', message: 'Qual tamanho?' } },
    })
    const inbox = async (query: string) => {
      const response = await get(app, `/api/v1/admin/estimates?${query}`, admin)
      expect(response.statusCode, response.body).toBe(200)
      return AdminEstimateListDocument.parse(response.json())
    }
    const ids = async (query: string) => (await inbox(query)).data.map((e) => e.id)

    expect(await ids('filter[q]=quintanilha')).toEqual([newer.id, older.id])
    expect(await ids('filter[q]=quintanilha&sort=createdAt')).toEqual([older.id, newer.id])
    expect(await ids('filter[q]=quintanilha&sort=-number')).toEqual([newer.id, older.id])
    expect(
      await ids(`filter[q]=${encodeURIComponent(older.first.reference)}&filter[customer]=${bruno.id}`),
    ).toEqual([older.id])
    expect(
      await ids(`filter[q]=${encodeURIComponent(newer.second.name)}&filter[customer]=${bruno.id}`),
    ).toEqual([newer.id])
    expect(await ids(`filter[q]=%23${older.number}`)).toEqual([older.id])
    expect(await ids(`filter[q]=${newer.id.toUpperCase()}`)).toEqual([newer.id])
    const pending = await inbox('filter[q]=quintanilha&filter[status]=informacao_pendente')
    expect(pending.data.map((e) => e.id)).toEqual([newer.id])
    // The tab counts ignore the status filter but keep the search.
    expect(pending.meta.statusCounts).toMatchObject({ em_aberto: 1, informacao_pendente: 1, respondido: 0 })
    expect(pending.meta).toMatchObject({ total: 1, openCount: 2 })
    expect((await inbox(`filter[customer]=${bruno.id}&page[size]=1`)).links.next).toContain(
      'filter%5Bcustomer%5D',
    )
    expect((await get(app, '/api/v1/admin/estimates?sort=price', admin)).statusCode).toBe(400)
    expect((await get(app, '/api/v1/admin/estimates?filter[customer]=abc', admin)).statusCode).toBe(400)
  })

  it('shows staff every contact the customer gave: company, CNPJ and phone beside the e-mail', async () => {
    const { app } = ctx
    const admin = await staff(app)
    const dora = await customer(app, 'Dora Lima')
    const profile = await send(app, 'PATCH', '/api/v1/me', dora, {
      data: {
        type: 'users',
        attributes: { company: 'Lima EPIs', cnpj: '11.222.333/0001-81', phone: '(11) 91234-5678' },
      },
    })
    expect(profile.statusCode, profile.body).toBe(200)
    const submitted = await submitEstimate(app, dora, 20)
    const detail = await get(app, `/api/v1/admin/estimates/${submitted.id}`, admin)
    expect(detail.json().data.attributes.customer).toMatchObject({
      name: 'Dora Lima',
      email: dora.email,
      company: 'Lima EPIs',
      cnpj: '11222333000181',
      phone: '+5511912345678',
    })
  })

  it('answers with unit prices, lead time and validity; asks; declines with a reason; each emails the customer', async () => {
    const { app } = ctx
    const admin = await staff(app)
    const carla = await customer(app, 'Carla Dias', 'en')
    const patch = (id: string, attributes: object) =>
      send(app, 'PATCH', `/api/v1/admin/estimates/${id}`, admin, {
        data: { type: 'estimates', id, attributes },
      })

    const asked = await submitEstimate(app, carla, 50)
    const missing = await patch(asked.id, {
      status: 'respondido',
      lines: [{ id: asked.lineIds[0], unitPriceCents: -1 }],
    })
    expect(missing.statusCode).toBe(422)
    const pointers = missing.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/attributes/lines/0/unitPriceCents',
        '/data/attributes/leadTime',
        '/data/attributes/validUntil',
        '/data/attributes/freightTerms',
        '/data/attributes/paymentTerms',
      ]),
    )
    expect((await patch(asked.id, { status: 'informacao_pendente' })).json().errors[0].source.pointer).toBe(
      '/data/attributes/message',
    )
    expect(
      (await patch(asked.id, { status: 'informacao_pendente', message: 'Which size?' })).statusCode,
    ).toBe(200)
    const answer = await patch(asked.id, {
      status: 'respondido',
      lines: [
        { id: asked.lineIds[0], unitPriceCents: 1990 },
        { id: asked.lineIds[1], unitPriceCents: 500 },
      ],
      leadTime: '10 dias úteis',
      validUntil: '2027-01-31',
      ...ANSWER_TERMS,
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().data.attributes).toMatchObject({
      status: 'respondido',
      totalCents: 12 * 1990 + 3 * 500,
      leadTime: '10 dias úteis',
      validUntil: '2027-01-31',
      ...ANSWER_TERMS,
    })

    const declined = await submitEstimate(app, carla, 52)
    expect((await patch(declined.id, { status: 'recusado', message: 'Out of stock.' })).statusCode).toBe(200)

    const subjects = (await mailTo(app, carla.email)).map((mail) => mail.subject)
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Quote #${asked.number}: we need some information — Escudo EPI`,
        `Quote #${asked.number}: our answer is ready — Escudo EPI`,
        `Quote #${declined.number}: we could not take it — Escudo EPI`,
      ]),
    )
    const answered = (await mailTo(app, carla.email)).find((m) => m.subject.includes('our answer'))!
    // In the customer's language: English money and dates.
    expect(answered.text).toContain('Total: R$253.80.')
    expect(answered.text).toContain('R$19.90 × 12 = R$238.80')
    expect(answered.text).toContain('• Freight: CIF (paid by the supplier)\n• IPI included\n• ICMS included')
    expect(answered.text).toContain('• Lead time: 10 dias úteis\n• Valid until: January 31, 2027')
  })
})

describe('comment moderation', () => {
  it('lists comments awaiting review, hides (which reviews), shows, searches, deletes', async () => {
    const { app } = ctx
    const admin = await staff(app)
    const dora = await customer(app, 'Dora Vasconcelos')
    const { first } = await submitEstimate(app, dora, 60)
    const created = await send(app, 'POST', `/api/v1/products/${first.id}/comments`, dora, {
      data: { type: 'comments', attributes: { body: 'Comentário com palavra-chave zebu.' } },
    })
    const id = created.json().data.id as string
    const list = async (query: string) =>
      AdminOpsCommentListDocument.parse((await get(app, `/api/v1/admin/comments?${query}`, admin)).json())

    const awaiting = await list('filter[state]=awaiting&filter[q]=zebu')
    expect(awaiting.data).toHaveLength(1)
    expect(awaiting.data[0]!.attributes).toMatchObject({
      reviewed: false,
      hidden: false,
      authorEmail: dora.email,
      productName: first.name,
      productSlug: first.slug,
    })
    expect((await list('filter[q]=vasconcelos')).data.map((c) => c.id)).toEqual([id])

    const hide = await send(app, 'PATCH', `/api/v1/admin/comments/${id}`, admin, {
      data: { type: 'comments', id, attributes: { hidden: true } },
    })
    expect(hide.json().data.attributes).toMatchObject({ hidden: true, reviewed: true })
    expect((await list('filter[state]=awaiting&filter[q]=zebu')).data).toHaveLength(0)
    expect((await list('filter[state]=hidden&filter[q]=zebu')).data).toHaveLength(1)
    expect((await get(app, `/api/v1/products/${first.id}/comments`)).json().meta.total).toBe(0)

    const show = await send(app, 'PATCH', `/api/v1/admin/comments/${id}`, admin, {
      data: { type: 'comments', id, attributes: { hidden: false } },
    })
    expect(show.json().data.attributes).toMatchObject({ hidden: false, reviewed: true })
    expect((await list('filter[state]=visible&filter[q]=zebu')).data).toHaveLength(1)
    const empty = await send(app, 'PATCH', `/api/v1/admin/comments/${id}`, admin, {
      data: { type: 'comments', id, attributes: {} },
    })
    expect(empty.statusCode).toBe(422)
    expect((await get(app, '/api/v1/admin/comments?filter[state]=spam', admin)).statusCode).toBe(400)
    expect((await send(app, 'DELETE', `/api/v1/admin/comments/${id}`, admin)).statusCode).toBe(204)
    expect((await list('filter[q]=zebu')).data).toHaveLength(0)
  })
})

describe('contact messages', () => {
  it('replies by email through the outbox, keeps the reply on the message and marks it handled', async () => {
    const { app } = ctx
    const admin = await staff(app)
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/contact-messages',
      payload: {
        data: {
          type: 'contact-messages',
          attributes: {
            name: 'Paula Reis',
            email: 'paula.reis@construtora.example',
            subject: 'Entrega em Minas',
            message: 'Vocês entregam em Uberlândia?',
          },
        },
      },
    })
    const id = created.json().data.id as string
    const reply = (body: unknown) =>
      send(app, 'POST', `/api/v1/admin/contact-messages/${id}/replies`, admin, {
        data: { type: 'contact-replies', attributes: { body } },
      })
    const blank = await reply('   ')
    expect(blank.statusCode).toBe(422)
    expect(blank.json().errors[0].source.pointer).toBe('/data/attributes/body')

    const sent = await reply('Entregamos sim, em até 7 dias úteis.')
    expect(sent.statusCode, sent.body).toBe(201)
    const message = AdminContactMessageDocument.parse(sent.json()).data.attributes
    expect(message.handled).toBe(true)
    expect(message.replies).toEqual([
      expect.objectContaining({ body: 'Entregamos sim, em até 7 dias úteis.', delivery: 'pending' }),
    ])
    const [mail] = await mailTo(app, 'paula.reis@construtora.example')
    expect(mail).toMatchObject({ subject: 'Re: Entrega em Minas — Escudo EPI', template: 'contact-reply' })
    expect(mail!.text).toContain('Entregamos sim, em até 7 dias úteis.')
    expect(mail!.text).toContain('> Vocês entregam em Uberlândia?')

    const search = await get(
      app,
      '/api/v1/admin/contact-messages?filter[q]=uberl%C3%A2ndia&filter[handled]=true',
      admin,
    )
    expect(search.json().data.map((m: { id: string }) => m.id)).toEqual([id])
    expect(
      (await get(app, `/api/v1/admin/contact-messages/${id}`, admin)).json().data.attributes.replies,
    ).toHaveLength(1)
    const unknown = await send(
      app,
      'POST',
      '/api/v1/admin/contact-messages/00000000-0000-4000-8000-000000000000/replies',
      admin,
      {
        data: { type: 'contact-replies', attributes: { body: 'Olá' } },
      },
    )
    expect(unknown.statusCode).toBe(404)
  })
})

describe('customers', () => {
  it('lists and searches customers with their estimate counts; disabling ends every session', async () => {
    const { app } = ctx
    const admin = await staff(app)
    const elisa = await customer(app, 'Elisa Tavares Quaresma')
    await submitEstimate(app, elisa, 70)
    const tokens = (await login(app, elisa.email, PASSWORD)).json().meta as {
      refreshToken: string
      accessToken: string
    }

    const list = CustomerListDocument.parse(
      (await get(app, '/api/v1/admin/customers?filter[q]=quaresma', admin)).json(),
    )
    expect(list.data).toHaveLength(1)
    expect(list.data[0]).toMatchObject({
      id: elisa.id,
      attributes: { email: elisa.email, estimateCount: 1, openEstimateCount: 1, disabled: false },
    })
    const everyone = await get(app, '/api/v1/admin/customers?page[size]=100', admin)
    expect(
      everyone.json().data.map((c: { attributes: { email: string } }) => c.attributes.email),
    ).not.toContain('equipe@escudo.example')
    expect((await get(app, `/api/v1/admin/customers/${admin.id}`, admin)).statusCode).toBe(404)

    const disable = await send(app, 'PATCH', `/api/v1/admin/customers/${elisa.id}`, admin, {
      data: { type: 'customers', id: elisa.id, attributes: { disabled: true } },
    })
    expect(disable.statusCode, disable.body).toBe(200)
    expect(CustomerDocument.parse(disable.json()).data.attributes.disabled).toBe(true)
    // Access token, refresh token and password all stop working.
    expect((await get(app, '/api/v1/me', elisa)).statusCode).toBe(401)
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { data: { type: 'sessions', attributes: { refreshToken: tokens.refreshToken } } },
    })
    expect(refresh.statusCode).toBe(401)
    const refused = await login(app, elisa.email, PASSWORD)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errors[0].code).toBe('account_disabled')
    expect(
      (await get(app, '/api/v1/admin/customers?filter[disabled]=true&filter[q]=quaresma', admin)).json().meta
        .total,
    ).toBe(1)

    await send(app, 'PATCH', `/api/v1/admin/customers/${elisa.id}`, admin, {
      data: { type: 'customers', attributes: { disabled: false } },
    })
    expect((await login(app, elisa.email, PASSWORD)).statusCode).toBe(200)
    // The refresh token revoked while disabled stays revoked.
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { data: { type: 'sessions', attributes: { refreshToken: tokens.refreshToken } } },
    })
    expect(again.statusCode).toBe(401)
    const bad = await send(app, 'PATCH', `/api/v1/admin/customers/${elisa.id}`, admin, {
      data: { type: 'customers', attributes: { disabled: 'yes' } },
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors[0].source.pointer).toBe('/data/attributes/disabled')
  })
})

describe('outbox', () => {
  it('lists emails by status with their content, and sends a failed one again', async () => {
    const { app } = ctx
    const admin = await staff(app)
    const now = app.now()
    const [failed] = await app.db
      .insert(outbox)
      .values({
        to: 'falhou@exemplo.com',
        subject: 'Orçamento nº 1: sua resposta chegou',
        text: 'Olá',
        html: '<p>Olá</p>',
        template: 'estimate-staff-update',
        status: 'failed',
        attempts: 10,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning()
    const list = OutboxListDocument.parse(
      (await get(app, '/api/v1/admin/outbox?filter[status]=failed', admin)).json(),
    )
    expect(list.data.map((m) => m.id)).toContain(failed!.id)
    expect(list.meta.statusCounts.failed).toBeGreaterThanOrEqual(1)
    expect(list.data[0]!.attributes.html).toBeUndefined()
    const one = OutboxDocument.parse((await get(app, `/api/v1/admin/outbox/${failed!.id}`, admin)).json())
    expect(one.data.attributes).toMatchObject({
      html: '<p>Olá</p>',
      attempts: 10,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    })
    expect((await get(app, '/api/v1/admin/outbox?filter[q]=falhou@', admin)).json().meta.total).toBe(1)

    const retry = await send(app, 'POST', `/api/v1/admin/outbox/${failed!.id}/retry`, admin)
    expect(retry.statusCode, retry.body).toBe(200)
    expect(retry.json().data.attributes).toMatchObject({ status: 'pending', attempts: 10 })
    const [row] = await app.db.select().from(outbox).where(eq(outbox.id, failed!.id))
    expect(row!.status).toBe('pending')
    // Pending (or sent) messages are not retried by hand.
    const twice = await send(app, 'POST', `/api/v1/admin/outbox/${failed!.id}/retry`, admin)
    expect(twice.statusCode).toBe(409)
    expect((await get(app, '/api/v1/admin/outbox?filter[status]=lost', admin)).statusCode).toBe(400)
  })
})

describe("refusals in the staff member's language", () => {
  const NO_SUCH = '00000000-0000-4000-8000-000000000000'

  /** What the staff get for an unknown customer, contact message, e-mail and comment, reading `locale`. */
  async function refusalsIn(locale: 'pt-BR' | 'en') {
    const { app } = ctx
    const admin = await staff(app)
    const me = { data: { type: 'users', attributes: { locale } } }
    expect((await send(app, 'PATCH', '/api/v1/me', admin, me)).statusCode).toBe(200)
    try {
      const responses = [
        await get(app, `/api/v1/admin/customers/${NO_SUCH}`, admin),
        await get(app, `/api/v1/admin/contact-messages/${NO_SUCH}`, admin),
        await get(app, `/api/v1/admin/outbox/${NO_SUCH}`, admin),
        await send(app, 'DELETE', `/api/v1/admin/comments/${NO_SUCH}`, admin),
      ]
      expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404, 404])
      return responses.map((response) => response.json().errors[0].detail)
    } finally {
      const back = { data: { type: 'users', attributes: { locale: 'pt-BR' } } }
      await send(app, 'PATCH', '/api/v1/me', admin, back)
    }
  }

  it('answers in Portuguese by default', async () => {
    expect(await refusalsIn('pt-BR')).toEqual([
      `Cliente ${NO_SUCH} não encontrado.`,
      `Mensagem ${NO_SUCH} não encontrada.`,
      `E-mail ${NO_SUCH} não encontrado.`,
      `Comentário ${NO_SUCH} não encontrado.`,
    ])
  })

  it('answers in English to a staff member who chose English', async () => {
    expect(await refusalsIn('en')).toEqual([
      `Customer ${NO_SUCH} not found.`,
      `Message ${NO_SUCH} not found.`,
      `E-mail ${NO_SUCH} not found.`,
      `Comment ${NO_SUCH} not found.`,
    ])
  })
})

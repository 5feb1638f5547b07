import { ContactMessageListDocument } from '@escudo/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages, outbox } from '../../src/db/schema/index'
import { startSmtpReceiver, type SmtpReceiver } from '../smtp-receiver'
import { ANSWER_TERMS, BRAND_INBOX, customer, someProducts, staff, useCustomerApp } from './helpers'

let smtp: SmtpReceiver
beforeAll(async () => {
  smtp = await startSmtpReceiver()
})
afterAll(async () => smtp?.close())
const ctx = useCustomerApp(() => ({ SMTP_URL: smtp.url }))

const contact = (attributes: Record<string, unknown>, remoteAddress = '203.0.113.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/contact-messages',
    remoteAddress,
    payload: {
      data: {
        type: 'contact-messages',
        attributes: {
          name: 'Paula Reis',
          email: 'Paula@Construtora.example',
          phone: '(11) 98765-4321',
          company: 'Construtora Reis',
          subject: 'Luvas para 200 funcionários',
          message: 'Vocês atendem Campinas?\nObrigada.',
          ...attributes,
        },
      },
    },
  })

describe('contact messages', () => {
  it('stores the message and emails the brand over SMTP', async () => {
    const response = await contact({}, '203.0.113.10')
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().data.attributes).toMatchObject({
      email: 'paula@construtora.example',
      phone: '+5511987654321',
      handled: false,
    })
    await ctx.app.mailer.deliverDue()
    const mail = smtp.messages.find((m) => m.text.includes('Vocês atendem Campinas?'))
    expect(mail?.to).toEqual([BRAND_INBOX])
    expect(mail?.text).toContain('Vocês atendem Campinas?')
  })

  it('drops a bot that fills in the honeypot, answering as if it were stored', async () => {
    const response = await contact(
      { subject: 'Compre seguidores', website: 'http://spam.example' },
      '203.0.113.11',
    )
    expect(response.statusCode).toBe(201)
    expect(response.json().data.attributes.subject).toBe('Compre seguidores')
    const stored = await ctx.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Compre seguidores'))
    expect(stored).toHaveLength(0)
    const mails = await ctx.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'Contato pelo site: Compre seguidores'))
    expect(mails).toHaveLength(0)
  })

  it('limits each address to 10 messages an hour (429 with Retry-After)', async () => {
    for (let i = 0; i < 10; i += 1) expect((await contact({}, '203.0.113.12')).statusCode).toBe(201)
    const limited = await contact({}, '203.0.113.12')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect((await contact({}, '203.0.113.13')).statusCode).toBe(201)
    ctx.clock.advance(60 * 60_000 + 1000)
    expect((await contact({}, '203.0.113.12')).statusCode).toBe(201)
  })

  it('refuses bad fields one error each', async () => {
    const response = await contact(
      { name: '', email: 'não-é-email', subject: 'a\nb', message: '' },
      '203.0.113.14',
    )
    expect(response.statusCode).toBe(422)
    const pointers = response.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/data/attributes/name',
        '/data/attributes/email',
        '/data/attributes/subject',
        '/data/attributes/message',
      ]),
    )
  })

  it('lets staff list, filter and mark messages handled; others are refused', async () => {
    const admin = await staff(ctx.app)
    const ana = await customer(ctx.app)
    const created = await contact({ subject: 'Para marcar' }, '203.0.113.15')
    const id = created.json().data.id as string
    expect((await ctx.app.inject({ url: '/api/v1/admin/contact-messages' })).statusCode).toBe(401)
    expect(
      (await ctx.app.inject({ url: '/api/v1/admin/contact-messages', headers: ana.headers })).statusCode,
    ).toBe(403)
    const mark = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/contact-messages/${id}`,
      headers: admin.headers,
      payload: { data: { type: 'contact-messages', id, attributes: { handled: true } } },
    })
    expect(mark.statusCode, mark.body).toBe(200)
    expect(mark.json().data.attributes.handled).toBe(true)
    const handled = ContactMessageListDocument.parse(
      (
        await ctx.app.inject({
          url: '/api/v1/admin/contact-messages?filter[handled]=true',
          headers: admin.headers,
        })
      ).json(),
    )
    expect(handled.data.map((m) => m.id)).toEqual([id])
    const unhandled = await ctx.app.inject({
      url: '/api/v1/admin/contact-messages?filter[handled]=false',
      headers: admin.headers,
    })
    expect(unhandled.json().data.map((m: { id: string }) => m.id)).not.toContain(id)
    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/contact-messages/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
      payload: { data: { type: 'contact-messages', attributes: { handled: true } } },
    })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('estimate emails over SMTP', () => {
  it('sends the customer the answer in English and the brand the approval in Portuguese', async () => {
    const john = await customer(ctx.app, 'John Smith', 'en')
    const admin = await staff(ctx.app)
    const { other } = await someProducts(ctx.app)
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/estimates',
      headers: john.headers,
      payload: {
        data: {
          type: 'estimates',
          attributes: { message: 'Hi', lines: [{ productId: other.id, quantity: 4 }] },
        },
      },
    })
    const { id, attributes } = created.json().data as {
      id: string
      attributes: { number: number; lines: { id: string }[] }
    }
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/estimates/${id}`,
      headers: admin.headers,
      payload: {
        data: {
          type: 'estimates',
          id,
          attributes: {
            status: 'respondido',
            lines: [{ id: attributes.lines[0]!.id, unitPriceCents: 2550 }],
            leadTime: '5 dias',
            validUntil: '2026-12-20',
            ...ANSWER_TERMS,
          },
        },
      },
    })
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/estimates/${id}`,
      headers: john.headers,
      payload: { data: { type: 'estimates', attributes: { status: 'aprovado' } } },
    })
    await ctx.app.mailer.deliverDue()
    const toJohn = smtp.messages.find(
      (m) => m.to.includes(john.email) && m.text.includes(`quote #${attributes.number}`),
    )
    // In John's language: English money and dates.
    expect(toJohn?.text).toContain('Total: R$102.00')
    expect(toJohn?.text).toContain('December 20, 2026')
    expect(toJohn?.text).toContain(`https://loja.escudo.example/minha-conta/orcamentos/${id}`)
    const toBrand = smtp.messages.filter((m) => m.to.includes(BRAND_INBOX) && m.text.includes(john.email))
    expect(toBrand.map((m) => m.text).join('\n')).toContain('Status: Aprovado')
  })
})

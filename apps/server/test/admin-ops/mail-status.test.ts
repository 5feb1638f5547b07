import { MailStatusDocument, OutboxDocument } from '@escudo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../../src/db/schema/index'
import { customer, staff, useCustomerApp } from '../customer/helpers'
import { startSmtpReceiver, type SmtpReceiver } from '../smtp-receiver'
import { get } from './helpers'

const URL = '/api/v1/admin/mail-status'

/** Issue 32: the back office must know (and say) when e-mail cannot leave. */
describe('mail status without SMTP_URL', () => {
  const ctx = useCustomerApp()

  it('says no transport is configured and counts the messages waiting, for any staff member', async () => {
    const { app } = ctx
    const admin = await staff(app)
    const before = MailStatusDocument.parse((await get(app, URL, admin)).json()).data.attributes
    expect(before.transportConfigured).toBe(false)
    await app.db.insert(outbox).values({
      to: 'espera@empresa.example',
      subject: 'Esperando',
      template: 'welcome',
      text: 'Olá',
      html: '<p>Olá</p>',
      nextAttemptAt: app.now(),
      createdAt: app.now(),
    })
    const after = MailStatusDocument.parse((await get(app, URL, admin)).json()).data.attributes
    expect(after).toEqual({ transportConfigured: false, pending: before.pending + 1 })
  })

  it('answers 401 anonymous and 403 a customer', async () => {
    const { app } = ctx
    expect((await get(app, URL)).statusCode).toBe(401)
    expect((await get(app, URL, await customer(app))).statusCode).toBe(403)
  })
})

describe('a message as its recipient will see it (issue 32)', () => {
  const ctx = useCustomerApp()

  it('gives staff the text and the HTML, with the secrets of links masked', async () => {
    const { app } = ctx
    const admin = await staff(app)
    const [raw] = await app.db
      .insert(outbox)
      .values({
        to: 'link@empresa.example',
        subject: 'Com link',
        template: 'welcome',
        text: 'Abra https://loja.example/x?token=abc123secret&lang=pt',
        html: '<p><a href="https://loja.example/x?lang=pt&amp;token=abc123secret">Abrir</a></p>',
        nextAttemptAt: app.now(),
        createdAt: app.now(),
      })
      .returning()
    const read = OutboxDocument.parse((await get(app, `/api/v1/admin/outbox/${raw!.id}`, admin)).json()).data
    expect(read.attributes.text).toBe('Abra https://loja.example/x?token=[oculto]&lang=pt')
    expect(read.attributes.html).toBe(
      '<p><a href="https://loja.example/x?lang=pt&amp;token=[oculto]">Abrir</a></p>',
    )
  })
})

describe('mail status with SMTP_URL', () => {
  let smtp: SmtpReceiver
  beforeAll(async () => {
    smtp = await startSmtpReceiver()
  })
  afterAll(async () => smtp?.close())
  const ctx = useCustomerApp(() => ({ SMTP_URL: smtp.url }))

  it('says a transport is configured', async () => {
    const { app } = ctx
    const status = MailStatusDocument.parse((await get(app, URL, await staff(app))).json()).data.attributes
    expect(status.transportConfigured).toBe(true)
  })
})

import { once } from 'node:events'
import { createServer, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { outbox, passwordResetTokens } from '../../src/db/schema/index'
import { outboxResource } from '../../src/mail/outbox-list'
import { SECRET_PLACEHOLDER } from '../../src/mail/sealed-secret'
import { hashToken } from '../../src/lib/tokens'
import { buildTestApp, openTestDatabase } from '../helper'
import { startSmtpReceiver, type SmtpReceiver } from '../smtp-receiver'
import { waitFor } from '../wait-for'
import { login, PASSWORD, register, sessionBody, testClock, uniqueEmail } from './helpers'

let database: DatabaseHandle
let app: App
let smtp: SmtpReceiver
const clock = testClock()
const NEW_PASSWORD = 'luva-nitrilica-2026'

beforeAll(async () => {
  smtp = await startSmtpReceiver()
  database = await openTestDatabase()
  app = await buildTestApp(
    database,
    {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://loja.escudo.example/',
      RATE_LIMIT_REGISTER_IP: '1000/1h',
      RATE_LIMIT_LOGIN_IP: '1000/15m',
      RATE_LIMIT_FORGOT_PASSWORD_IP: '1000/1h',
      RATE_LIMIT_FORGOT_PASSWORD_EMAIL: '1000/1h',
    },
    { now: clock.now },
  )
})

afterAll(async () => {
  await app.close()
  await database.close()
  await smtp.close()
})

const forgot = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { data: { type: 'password-resets', attributes: { email } } },
  })
const reset = (token: string, password = NEW_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset-password',
    payload: { data: { type: 'password-resets', attributes: { token, password } } },
  })

const LINK = /https:\/\/loja\.escudo\.example\/redefinir-senha\?token=([\w-]+)/

/** Asks for a reset and reads the token out of the email the SMTP server received. */
async function tokenFromEmail(email: string): Promise<string> {
  const before = smtp.messages.length
  expect((await forgot(email)).statusCode).toBe(202)
  // The outbox worker delivers it in the background: seconds on a loaded machine, at once on a quiet one.
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const mail = smtp.messages
      .slice(before)
      .find((message) => message.to.includes(email) && LINK.test(message.text))
    if (mail) return LINK.exec(mail.text)![1]!
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no reset email to ${email}`)
}

describe('password reset by email, end to end over SMTP', () => {
  it('sends a link to PUBLIC_URL/redefinir-senha that resets the password once', async () => {
    const { data, meta } = await register(app)
    const email = data.attributes.email
    await smtp.waitFor(email, /Sua conta foi criada/)

    const token = await tokenFromEmail(email)
    const mail = await smtp.waitFor(email, LINK)
    expect(mail.text).toContain('vale por 1 hora')
    expect(mail.raw).toMatch(/Content-Type: text\/html/)
    // Only a hash of the token is stored.
    const [row] = await app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    expect(row?.userId).toBe(data.id)

    const response = await reset(token)
    expect(response.statusCode).toBe(204)
    expect((await login(app, email, PASSWORD)).statusCode).toBe(401)
    expect((await login(app, email, NEW_PASSWORD)).statusCode).toBe(200)

    // The sessions opened with the old password are over.
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: sessionBody(meta.refreshToken),
    })
    expect(refreshed.statusCode).toBe(401)

    // The link works once.
    const again = await reset(token, 'outra-senha-boa-77')
    expect(again.statusCode).toBe(422)
    expect(again.json().errors[0]).toMatchObject({
      code: 'invalid_reset_token',
      source: { pointer: '/data/attributes/token' },
    })

    await smtp.waitFor(email, /acabou de ser alterada/)
  })

  it('writes in English to a user who chose it', async () => {
    const { data } = await register(app, { locale: 'en' })
    await tokenFromEmail(data.attributes.email)
    const mail = await smtp.waitFor(data.attributes.email, LINK)
    expect(mail.text).toContain('works once, within 1 hour')
  })

  it('refuses a link older than one hour', async () => {
    const { data } = await register(app)
    const token = await tokenFromEmail(data.attributes.email)
    clock.advance(60 * 60_000 + 1000)
    const response = await reset(token)
    expect(response.statusCode).toBe(422)
    expect((await login(app, data.attributes.email, PASSWORD)).statusCode).toBe(200)
  })

  it('stops earlier links from working once one was used', async () => {
    const { data } = await register(app)
    const first = await tokenFromEmail(data.attributes.email)
    const second = await tokenFromEmail(data.attributes.email)
    expect((await reset(second)).statusCode).toBe(204)
    expect((await reset(first, 'mais-uma-senha-boa')).statusCode).toBe(422)
  })

  it('refuses an unknown token and applies the password rule', async () => {
    expect((await reset('made-up-token')).statusCode).toBe(422)
    const response = await reset('made-up-token', '1234567890')
    expect(response.json().errors[0].source.pointer).toBe('/data/attributes/password')
  })
})

describe('the reset link in the outbox', () => {
  it('is never stored readable nor shown to staff, and still reaches the customer', async () => {
    const { data } = await register(app)
    const email = data.attributes.email
    const token = await tokenFromEmail(email)
    const row = await waitFor(async () => {
      const [sent] = await app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.template, 'password-reset'), eq(outbox.status, 'sent')))
      return sent
    })
    // The back office reads the outbox through this resource: the link is there, its token is not.
    const shown = JSON.stringify(outboxResource(row, true))
    expect(shown).toContain(`redefinir-senha?token=${SECRET_PLACEHOLDER}`)
    expect(shown).not.toContain(token)
    expect(JSON.stringify(row)).not.toContain(token)
    // Once sent, not even the sealed token is kept.
    expect(row.secret).toBeNull()

    expect((await reset(token)).statusCode).toBe(204)
  })

  it('is sealed while the message waits to be sent', async () => {
    const pending = await buildTestApp(database, { PUBLIC_URL: 'https://loja.escudo.example/' })
    try {
      const { data } = await register(pending)
      const email = data.attributes.email
      await pending.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { data: { type: 'password-resets', attributes: { email } } },
      })
      const [row] = await pending.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.template, 'password-reset')))
      expect(row?.status).toBe('pending')
      expect(row?.secret).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
      expect(row?.text).toContain(`token=${SECRET_PLACEHOLDER}`)
      expect(row?.html).toContain(`token=${SECRET_PLACEHOLDER}`)
    } finally {
      await pending.close()
    }
  })
})

describe('POST /api/v1/auth/forgot-password never tells whether an account exists', () => {
  it('answers the same status and body for a known and an unknown email, and mails only the known one', async () => {
    const { data } = await register(app)
    const unknown = uniqueEmail('ninguem')
    const known = await forgot(data.attributes.email)
    const other = await forgot(unknown)
    expect(known.statusCode).toBe(202)
    expect(other.statusCode).toBe(202)
    expect(other.body).toBe(known.body)
    expect(other.headers['content-type']).toBe(known.headers['content-type'])
    const queued = (to: string) =>
      app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, to), eq(outbox.template, 'password-reset')))
    expect(await queued(data.attributes.email)).toHaveLength(1)
    expect(await queued(unknown)).toHaveLength(0)
  })

  it('only queues the e-mail: a mail server that never answers does not hold the known case back', async () => {
    // Mailing inline would make a known address answer one SMTP round trip later than an unknown one: a
    // stranger could tell them apart by the time. A server that accepts and then says nothing shows it is not.
    const silent = createServer(() => undefined)
    const sockets = new Set<Socket>()
    silent.on('connection', (socket) => sockets.add(socket))
    silent.listen(0, '127.0.0.1')
    await once(silent, 'listening')
    const port = (silent.address() as AddressInfo).port
    const stalled = await buildTestApp(database, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_URL: 'https://loja.escudo.example/',
    })
    try {
      const { data } = await register(stalled)
      const email = data.attributes.email
      const answered = await stalled.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { data: { type: 'password-resets', attributes: { email } } },
      })
      expect(answered.statusCode).toBe(202)
      const [row] = await stalled.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.template, 'password-reset')))
      expect(row?.status).not.toBe('sent')
    } finally {
      for (const socket of sockets) socket.destroy()
      silent.close()
      await stalled.close()
    }
  })

  it('answers 422 for a malformed email', async () => {
    const response = await forgot('not-an-email')
    expect(response.statusCode).toBe(422)
    expect(response.json().errors[0].source.pointer).toBe('/data/attributes/email')
  })
})

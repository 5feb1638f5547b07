import { createServer, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { outbox } from '../../src/db/schema/index'
import { register, testClock, uniqueEmail } from '../accounts/helpers'
import { buildTestApp, openTestDatabase } from '../helper'
import { startSmtpReceiver, type SmtpReceiver } from '../smtp-receiver'
import { waitFor } from '../wait-for'

let database: DatabaseHandle
let smtp: SmtpReceiver
const clock = testClock()
const env = (smtpUrl: string) => ({ SMTP_URL: smtpUrl, RATE_LIMIT_REGISTER_IP: '1000/1h' })

beforeAll(async () => {
  smtp = await startSmtpReceiver()
  database = await openTestDatabase()
})

afterAll(async () => {
  await database.close()
  await smtp.close()
})

const welcomeTo = async (app: App, to: string) => {
  const [row] = await app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.template, 'welcome')))
  return row
}

/** A port where nothing listens: connecting fails at once. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('the outbox worker', () => {
  let app: App
  beforeAll(async () => {
    // No periodic sweep during these tests: only kicks and explicit deliverDue() calls send.
    app = await buildTestApp(database, env(smtp.url), { now: clock.now, mailPollMs: 600_000 })
  })
  afterAll(async () => app.close())

  it('sends a queued message in the background and records it as sent', async () => {
    const { data } = await register(app)
    await smtp.waitFor(data.attributes.email, /Sua conta foi criada/)
    const row = await waitFor(async () => {
      const message = await welcomeTo(app, data.attributes.email)
      return message?.status === 'sent' && message
    })
    expect(row).toMatchObject({ attempts: 1, lastError: null, sentAt: clock.now() })
  })

  it('retries with exponential backoff while the SMTP server refuses, without failing the request', async () => {
    smtp.failNext(2)
    const email = uniqueEmail()
    const start = performance.now()
    await register(app, { email })
    expect(performance.now() - start).toBeLessThan(2_000)

    const first = await waitFor(async () => {
      const message = await welcomeTo(app, email)
      return message?.attempts === 1 && message
    })
    expect(first.status).toBe('pending')
    expect(first.lastError).toMatch(/451/)
    expect(first.nextAttemptAt.getTime() - clock.now().getTime()).toBe(30_000)

    await app.mailer.deliverDue()
    expect((await welcomeTo(app, email))?.attempts).toBe(1)

    clock.advance(30_000)
    await app.mailer.deliverDue()
    const second = await welcomeTo(app, email)
    expect(second).toMatchObject({ attempts: 2, status: 'pending' })
    expect(second!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(60_000)

    clock.advance(60_000)
    await app.mailer.deliverDue()
    expect(await welcomeTo(app, email)).toMatchObject({ attempts: 3, status: 'sent', lastError: null })
    await smtp.waitFor(email, /Sua conta foi criada/)
  })

  it('gives up after 10 attempts and marks the message failed', async () => {
    const email = uniqueEmail()
    smtp.failNext(1)
    const message = await app.mailer.queue(
      { to: email, locale: 'pt-BR', template: 'welcome', data: { name: 'Ana' } },
      // Given a db, queue() leaves the kick to the caller (as after a transaction): nothing is sent yet.
      app.db,
    )
    await app.db.update(outbox).set({ attempts: 9 }).where(eq(outbox.id, message.id))
    await app.mailer.deliverDue()
    expect(await welcomeTo(app, email)).toMatchObject({ attempts: 10, status: 'failed' })
    clock.advance(24 * 60 * 60_000)
    await app.mailer.deliverDue()
    expect((await welcomeTo(app, email))?.attempts).toBe(10)
    expect(smtp.messages.some((received) => received.to.includes(email))).toBe(false)
  })
})

describe('after a restart', () => {
  it('delivers what an earlier process could not', async () => {
    const email = uniqueEmail()
    const down = await buildTestApp(database, env(`smtp://127.0.0.1:${await closedPort()}`), {
      now: clock.now,
    })
    await register(down, { email })
    await waitFor(async () => (await welcomeTo(down, email))?.attempts === 1)
    await down.close()

    clock.advance(30_000)
    const up = await buildTestApp(database, env(smtp.url), { now: clock.now })
    try {
      await smtp.waitFor(email, /Sua conta foi criada/)
      await waitFor(async () => (await welcomeTo(up, email))?.status === 'sent')
    } finally {
      await up.close()
    }
  })

  it('stays in the outbox when no SMTP_URL is set', async () => {
    const app = await buildTestApp(database, { RATE_LIMIT_REGISTER_IP: '1000/1h' }, { now: clock.now })
    try {
      const email = uniqueEmail()
      await register(app, { email })
      await app.mailer.deliverDue()
      expect(await welcomeTo(app, email)).toMatchObject({ status: 'pending', attempts: 0 })
    } finally {
      await app.close()
    }
  })
})

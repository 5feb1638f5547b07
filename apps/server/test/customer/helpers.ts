import { afterAll, beforeAll } from 'vitest'
import { desc, eq } from 'drizzle-orm'
import type { App } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { outbox, products } from '../../src/db/schema/index'
import { brazilToday } from '../../src/ca-registry/product-check'
import { buildTestApp, openTestDatabase } from '../helper'
import { bearer, login, register, testClock } from '../accounts/helpers'

export const STAFF = { email: 'equipe@escudo.example', password: 'admin-password-long' }
export const BRAND_INBOX = 'contato@escudo.example'
/** The commercial terms every answer must carry (freight, both taxes, payment), at their plainest. */
export const ANSWER_TERMS = {
  freightTerms: 'CIF',
  ipiIncluded: true,
  icmsIncluded: true,
  paymentTerms: 'a_vista',
} as const
const DAY = 86_400_000

/** The environment of an app on the demo catalogue with a staff admin and generous limits. */
export const STAFF_APP_ENV = {
  SEED: 'demo',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
  MAIL_FROM: `Escudo EPI <${BRAND_INBOX}>`,
  PUBLIC_URL: 'https://loja.escudo.example',
  RATE_LIMIT_REGISTER_IP: '1000/1h',
  RATE_LIMIT_LOGIN_IP: '1000/15m',
}

/**
 * One app per test file on the demo catalogue, with a staff account and generous limits;
 * `overrides` adds environment (SMTP_URL, a lower contact limit…).
 */
export function useCustomerApp(overrides: () => NodeJS.ProcessEnv = () => ({})) {
  const context = {} as { app: App; database: DatabaseHandle; clock: ReturnType<typeof testClock> }
  beforeAll(async () => {
    context.clock = testClock()
    context.database = await openTestDatabase()
    context.app = await buildTestApp(
      context.database,
      { ...STAFF_APP_ENV, ...overrides() },
      { now: context.clock.now },
    )
  })
  afterAll(async () => {
    await context.app?.close()
    await context.database?.close()
  })
  return context
}

export type Session = { id: string; email: string; headers: Record<string, string> }

export async function customer(
  app: App,
  name = 'Ana Souza',
  locale: 'pt-BR' | 'en' = 'pt-BR',
): Promise<Session> {
  const { data, meta } = await register(app, { name, locale })
  return { id: data.id, email: data.attributes.email, headers: bearer(meta.accessToken) }
}

export async function staff(app: App): Promise<Session> {
  const response = await login(app, STAFF.email, STAFF.password)
  const body = response.json() as { data: { id: string }; meta: { accessToken: string } }
  return { id: body.data.id, email: STAFF.email, headers: bearer(body.meta.accessToken) }
}

/**
 * Published products of the demo catalogue: one with several sizes, and another, both with a CA valid for
 * months (a product with an expired CA cannot be quoted: issue 21).
 */
export async function someProducts(app: App) {
  const rows = await app.db
    .select()
    .from(products)
    .where(eq(products.published, true))
    .orderBy(products.reference)
  const quotable = rows.filter((row) => row.caValidUntil > brazilToday(new Date(Date.now() + 100 * DAY)))
  const sized = quotable.find((row) => row.sizes.length > 1)
  const other = quotable.find((row) => row.id !== sized?.id)
  if (!sized || !other) throw new Error('the demo catalogue needs a product with sizes and another')
  return { sized, other, all: rows, quotable }
}

/** Outbox messages to `to`, newest first. */
export async function mailTo(app: App, to: string) {
  return app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt))
}

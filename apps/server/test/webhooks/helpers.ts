import { afterAll, beforeAll } from 'vitest'
import type { App, BuildOptions } from '../../src/app'
import type { DatabaseHandle } from '../../src/db/client'
import { buildTestApp, openTestDatabase } from '../helper'
import { testClock } from '../accounts/helpers'
import { staff, STAFF_APP_ENV, type Session } from '../customer/helpers'
import { endpointBody, startReceiver, type Receiver } from './receiver'

/**
 * One app per test file on the demo catalogue with a staff admin and a local receiver. Private addresses are
 * allowed (the receiver is on 127.0.0.1) unless `env` says otherwise. With `clock`, the app's time is a
 * test clock and the worker polls only when the test asks (`deliverDue`).
 */
export function useWebhookApp(
  setup: { clock?: boolean; env?: NodeJS.ProcessEnv; options?: BuildOptions } = {},
) {
  const context = {} as {
    app: App
    database: DatabaseHandle
    clock: ReturnType<typeof testClock>
    receiver: Receiver
    admin: Session
  }
  beforeAll(async () => {
    context.clock = testClock()
    context.receiver = await startReceiver()
    context.database = await openTestDatabase()
    context.app = await buildTestApp(
      context.database,
      { ...STAFF_APP_ENV, WEBHOOKS_ALLOW_PRIVATE: 'true', ...setup.env },
      {
        ...(setup.clock ? { now: context.clock.now, webhooks: { pollMs: 3_600_000 } } : {}),
        ...setup.options,
      },
    )
    context.admin = await staff(context.app)
  })
  afterAll(async () => {
    await context.app?.close()
    await context.database?.close()
    await context.receiver?.close()
  })
  return context
}

/** Registers an endpoint through the API; answers its id and secret. */
export async function createEndpoint(app: App, admin: Session, url: string, events: string[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/webhooks',
    headers: admin.headers,
    payload: endpointBody(url, events),
  })
  if (response.statusCode !== 201) throw new Error(`create endpoint: ${response.statusCode} ${response.body}`)
  const body = response.json() as { data: { id: string }; meta: { secret: string } }
  return { id: body.data.id, secret: body.meta.secret }
}

/** An endpoint's delivery log through the API, newest first. */
export async function deliveries(app: App, admin: Session, id: string) {
  const response = await app.inject({
    url: `/api/v1/admin/webhooks/${id}/deliveries`,
    headers: admin.headers,
  })
  return (response.json() as { data: { id: string; attributes: Record<string, unknown> }[] }).data
}

import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users, webhookEvents } from '../../src/db/schema/index'
import { register, registerBody, uniqueEmail } from '../accounts/helpers'
import { waitFor } from '../wait-for'
import { createEndpoint, useWebhookApp } from './helpers'

const ctx = useWebhookApp()

const eventsOf = (userId: string) =>
  ctx.database.db
    .select()
    .from(webhookEvents)
    .where(
      and(eq(webhookEvents.type, 'customer.created'), eq(webhookEvents.resourceKey, `customers:${userId}`)),
    )

describe('customer.created', () => {
  it('tells of a sign-up with the account as the admin API shows it', async () => {
    const { app, admin, receiver } = ctx
    await createEndpoint(app, admin, receiver.url, ['customer.created'])
    const { data } = await register(app, { name: 'Rita Lopes', company: 'Obras Lopes' })
    // Written with the account: the event is in the table as soon as the sign-up has answered.
    expect(await eventsOf(data.id)).toHaveLength(1)
    const event = await waitFor(async () =>
      receiver.events('customer.created').find((body) => body.data.data.id === data.id),
    )
    const shown = await app.inject({ url: `/api/v1/admin/customers/${data.id}`, headers: admin.headers })
    expect(shown.statusCode, shown.body).toBe(200)
    expect(event.data).toEqual(shown.json())
    expect(event.data.data.attributes).toMatchObject({ name: 'Rita Lopes', estimateCount: 0 })
  })

  it('records no event when the account is not created (the e-mail is taken)', async () => {
    const { app } = ctx
    const { data } = await register(app)
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: registerBody({ name: 'Outra', email: data.attributes.email }),
    })
    expect(again.statusCode).toBe(409)
    expect(await eventsOf(data.id)).toHaveLength(1)
  })

  it('leaves no event when the transaction creating the account rolls back', async () => {
    const { app, database } = ctx
    const email = uniqueEmail('rollback')
    const seen = { userId: '', events: 0 }
    // A later hook fails in the same transaction, after the webhook's event was written there.
    app.accountChanges.whenCreated({
      during: async (tx, user) => {
        if (user.email !== email) return
        const key = `customers:${user.id}`
        seen.userId = user.id
        seen.events = (await tx.select().from(webhookEvents).where(eq(webhookEvents.resourceKey, key))).length
        throw new Error('a later write failed')
      },
      after: () => undefined,
    })
    await expect(
      app.accountChanges.register({ name: 'Sem Conta', email, passwordHash: 'x', role: 'customer' }),
    ).rejects.toThrow('a later write failed')
    expect(seen.events).toBe(1)
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0)
    expect(await eventsOf(seen.userId)).toHaveLength(0)
  })
})

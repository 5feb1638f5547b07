import { StaffInvitationDocument, StaffInvitationLinkDocument } from '@escudo/contracts'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, outbox } from '../../src/db/schema/index'
import { customer, staff, useCustomerApp } from '../customer/helpers'
import { PASSWORD } from './helpers'

/** Issue 32: without mail, an admin hands a pending invitation's link over by hand. */
describe("a pending invitation's link, copied by hand", () => {
  const ctx = useCustomerApp()

  async function invite(email: string) {
    const { app } = ctx
    const admin = await staff(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/staff-invitations',
      headers: admin.headers,
      payload: {
        data: { type: 'staff-invitations', attributes: { email, name: 'Davi Reis', role: 'sales' } },
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    return { admin, id: StaffInvitationDocument.parse(response.json()).data.id }
  }
  const copy = (id: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/admin/staff-invitations/${id}/link`, headers })
  const accept = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/invitations',
      payload: { data: { type: 'invitation-acceptances', attributes: { token, password: PASSWORD } } },
    })

  it("is the e-mail's own single-use link: it creates the account once, and each copy is audit-logged", async () => {
    const { app } = ctx
    const { admin, id } = await invite('davi.link@escudo.example')
    const copied = await copy(id, admin.headers)
    expect(copied.statusCode, copied.body).toBe(200)
    const { link } = StaffInvitationLinkDocument.parse(copied.json()).data.attributes
    const token = /^https:\/\/loja\.escudo\.example\/convite\?token=([\w-]+)$/.exec(link)?.[1]
    expect(token).toBeDefined()

    const audit = await app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.tableName, 'staff_invitations'),
          eq(auditLog.entityId, id),
          eq(auditLog.action, 'update'),
        ),
      )
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actorId: admin.id, after: { link_copied_at: expect.any(String) } })

    expect((await accept(token!)).statusCode).toBe(201)
    // Used: the link is dead, and there is no pending invitation left to copy.
    expect((await accept(token!)).statusCode).toBeGreaterThanOrEqual(400)
    expect((await copy(id, admin.headers)).statusCode).toBe(404)
  })

  it('is gone once the e-mail has left (the outbox keeps no secret): 409, invite again', async () => {
    const { app } = ctx
    const { admin, id } = await invite('eva.link@escudo.example')
    await app.db
      .update(outbox)
      .set({ status: 'sent', secret: null, sentAt: app.now() })
      .where(eq(outbox.to, 'eva.link@escudo.example'))
    const response = await copy(id, admin.headers)
    expect(response.statusCode).toBe(409)
    expect(response.json().errors[0].code).toBe('invitation_link_gone')
  })

  it('is for admins only', async () => {
    const { app } = ctx
    const { id } = await invite('fabio.link@escudo.example')
    expect(
      (await app.inject({ method: 'POST', url: `/api/v1/admin/staff-invitations/${id}/link` })).statusCode,
    ).toBe(401)
    expect((await copy(id, (await customer(app)).headers)).statusCode).toBe(403)
  })
})

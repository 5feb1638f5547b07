import { STAFF_AREAS, type StaffArea, type StaffRole } from '@escudo/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { staffRepository } from '../../src/accounts/staff-repository'
import type { DatabaseHandle } from '../../src/db/client'
import { staffInvitations, users } from '../../src/db/schema/index'
import { hashToken } from '../../src/lib/tokens'
import { buildTestApp, openTestDatabase } from '../helper'
import { startSmtpReceiver, type SmtpReceiver } from '../smtp-receiver'
import { adminEndpoints, bearer, login, PASSWORD, register, testClock, uniqueEmail } from './helpers'

const ADMIN = { email: 'equipe@escudo.example', password: 'admin-password-long' }
const LINK = /https:\/\/loja\.escudo\.example\/convite\?token=([\w-]+)/
const DAY = 24 * 60 * 60_000

let database: DatabaseHandle
let app: App
let smtp: SmtpReceiver
const clock = testClock()
let admin: Record<string, string>

beforeAll(async () => {
  smtp = await startSmtpReceiver()
  database = await openTestDatabase()
  app = await buildTestApp(
    database,
    {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://loja.escudo.example',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_REGISTER_IP: '1000/1h',
      RATE_LIMIT_LOGIN_IP: '1000/15m',
    },
    { now: clock.now },
  )
  admin = await signIn(ADMIN.email, ADMIN.password)
})

afterAll(async () => {
  await app.close()
  await database.close()
  await smtp.close()
})

async function signIn(email: string, password = PASSWORD) {
  const response = await login(app, email, password)
  expect(response.statusCode, response.body).toBe(200)
  return bearer(response.json().meta.accessToken)
}

const invite = (attributes: { email: string; name: string; role: string }, headers = admin) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/admin/staff-invitations',
    headers,
    payload: { data: { type: 'staff-invitations', attributes } },
  })

const accept = (token: string, password = PASSWORD, previousRefreshToken?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/invitations',
    payload: {
      data: { type: 'invitation-acceptances', attributes: { token, password, previousRefreshToken } },
    },
  })

const refresh = (refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    payload: { data: { type: 'sessions', attributes: { refreshToken } } },
  })

const patchStaff = (id: string, attributes: Record<string, unknown>, headers = admin) =>
  app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/staff/${id}`,
    headers,
    payload: { data: { type: 'staff', attributes } },
  })

/** Invites `email` with `role`, reads the link from the e-mail the SMTP server received, and accepts it. */
async function newStaff(role: StaffRole, name = 'Bruno Lima') {
  const email = uniqueEmail('equipe')
  expect((await invite({ email, name, role })).statusCode).toBe(201)
  const mail = await smtp.waitFor(email, LINK)
  const accepted = await accept(LINK.exec(mail.text)![1]!)
  expect(accepted.statusCode, accepted.body).toBe(201)
  const body = accepted.json()
  return { id: body.data.id as string, email, headers: bearer(body.meta.accessToken) }
}

describe('staff invitations', () => {
  it('e-mails a link that creates the account with its role, signs it in, and works once', async () => {
    const email = uniqueEmail('catalogo')
    const invited = await invite({ email, name: 'Carla Dias', role: 'catalogue' })
    expect(invited.statusCode, invited.body).toBe(201)
    expect(invited.json().data.attributes).toMatchObject({ email, role: 'catalogue', status: 'pending' })
    const mail = await smtp.waitFor(email, LINK)
    expect(mail.text).toContain(
      'Equipe Escudo convidou você para a equipe da Escudo EPI, na função catálogo.',
    )
    const token = LINK.exec(mail.text)![1]!

    const accepted = await accept(token)
    expect(accepted.statusCode, accepted.body).toBe(201)
    expect(accepted.json().data.attributes).toMatchObject({ email, name: 'Carla Dias', role: 'catalogue' })
    const me = await app.inject({
      url: '/api/v1/admin/me',
      headers: bearer(accepted.json().meta.accessToken),
    })
    expect(me.statusCode).toBe(200)
    expect((await login(app, email)).statusCode).toBe(200)

    const again = await accept(token, 'outra-senha-longa-77')
    expect(again.statusCode).toBe(422)
    expect(again.json().errors[0]).toMatchObject({
      code: 'invalid_invitation',
      source: { pointer: '/data/attributes/token' },
    })
    // Accepted invitations leave the list; the account is in the staff list.
    const listed = (await app.inject({ url: '/api/v1/admin/staff-invitations', headers: admin })).json()
    expect(listed.data.map((each: { attributes: { email: string } }) => each.attributes.email)).not.toContain(
      email,
    )
    const staff = (await app.inject({ url: '/api/v1/admin/staff', headers: admin })).json()
    expect(staff.data).toContainEqual(
      expect.objectContaining({
        attributes: expect.objectContaining({ email, role: 'catalogue', disabled: false }),
      }),
    )
  })

  it('accepts one of two simultaneous uses of a link', async () => {
    const email = uniqueEmail('vendas')
    await invite({ email, name: 'Davi Reis', role: 'sales' })
    const token = LINK.exec((await smtp.waitFor(email, LINK)).text)![1]!
    const answers = await Promise.all([accept(token), accept(token, 'outra-senha-longa-77')])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422])
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1)
  })

  it("ends the browser's earlier session when the link is accepted, not when it is refused", async () => {
    const customer = await register(app)
    const email = uniqueEmail('vendas')
    await invite({ email, name: 'Gil Ramos', role: 'sales' })
    const token = LINK.exec((await smtp.waitFor(email, LINK)).text)![1]!

    const refused = await accept('link-adulterado', PASSWORD, customer.meta.refreshToken)
    expect(refused.statusCode).toBe(422)
    const stillSignedIn = await refresh(customer.meta.refreshToken)
    expect(stillSignedIn.statusCode, stillSignedIn.body).toBe(200)
    const earlier: string = stillSignedIn.json().meta.refreshToken

    const accepted = await accept(token, PASSWORD, earlier)
    expect(accepted.statusCode, accepted.body).toBe(201)
    expect((await refresh(earlier)).statusCode).toBe(401)
    const renewed = await refresh(accepted.json().meta.refreshToken)
    expect(renewed.statusCode, renewed.body).toBe(200)
    expect(renewed.json().data.attributes).toMatchObject({ email, role: 'sales' })
  })

  it('refuses an expired or revoked link, and a second invitation revokes the first', async () => {
    const email = uniqueEmail('vendas')
    const first = (await invite({ email, name: 'Eva Prado', role: 'sales' })).json().data.id
    const firstToken = LINK.exec((await smtp.waitFor(email, LINK)).text)![1]!
    const second = await invite({ email, name: 'Eva Prado', role: 'catalogue' })
    expect(second.statusCode).toBe(201)
    expect((await accept(firstToken)).statusCode).toBe(422)
    const listed = (await app.inject({ url: '/api/v1/admin/staff-invitations', headers: admin })).json()
    const statuses = Object.fromEntries(
      listed.data.map((each: { id: string; attributes: { status: string } }) => [
        each.id,
        each.attributes.status,
      ]),
    )
    expect(statuses[first]).toBe('revoked')
    expect(statuses[second.json().data.id]).toBe('pending')

    // Revoked by an admin: the link stops working, and revoking again is a 404.
    const revoke = () =>
      app.inject({
        method: 'DELETE',
        url: `/api/v1/admin/staff-invitations/${second.json().data.id}`,
        headers: admin,
      })
    expect((await revoke()).statusCode).toBe(204)
    expect((await revoke()).statusCode).toBe(404)

    // Expired: a week and a moment later.
    const later = uniqueEmail('vendas')
    await invite({ email: later, name: 'Fábio Luz', role: 'sales' })
    const token = LINK.exec((await smtp.waitFor(later, LINK)).text)![1]!
    clock.advance(7 * DAY + 1000)
    try {
      expect((await accept(token)).statusCode).toBe(422)
    } finally {
      clock.advance(-(7 * DAY + 1000))
    }
    const [row] = await app.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, hashToken(token)))
    expect(row?.acceptedAt).toBeNull()
  })

  it('refuses an e-mail that already has an account, and bad input, naming the field', async () => {
    const customer = await register(app)
    const taken = await invite({
      email: customer.data.attributes.email.toUpperCase(),
      name: 'Gil',
      role: 'sales',
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().errors[0]).toMatchObject({
      code: 'email_taken',
      source: { pointer: '/data/attributes/email' },
    })
    const unknownRole = await invite({ email: uniqueEmail(), name: 'Gil Souza', role: 'owner' })
    expect(unknownRole.statusCode).toBe(422)
    expect(unknownRole.json().errors[0].source.pointer).toBe('/data/attributes/role')
    expect(unknownRole.json().errors[0].detail).toContain('Função desconhecida')
    const weak = await accept('qualquer', '123')
    expect(weak.statusCode).toBe(422)
    expect(weak.json().errors[0].source.pointer).toBe('/data/attributes/password')
  })
})

/** Every back-office route, from the API's own description, with the area it belongs to. */
const AREA_OF: [RegExp, StaffArea][] = [
  [/^\/api\/v1\/admin\/(me|overview|mail-status)$/, 'overview'],
  // The search analytics are every staff role's (issue 36); the rest of /admin/search is the catalogue's.
  [/^\/api\/v1\/admin\/search\/analytics\b/, 'overview'],
  [
    /^\/api\/v1\/admin\/(products|exports|imports|bulk-actions|filter-groups|banners|banner-order|highlights|ca-registry|ca-checks|brand-cnpjs|distributors|size-guides|search)\b/,
    'catalogue',
  ],
  [/^\/api\/v1\/admin\/(comments|contact-messages|customers|estimates)\b/, 'sales'],
  [/^\/api\/v1\/admin\/(outbox|staff|staff-invitations|audit-log|backups|api-keys|webhooks)\b/, 'staff'],
]

describe('roles on every back-office endpoint', () => {
  it("answers 401 anonymous, 403 a customer and the roles outside the area, and lets the area's roles in", async () => {
    const endpoints = await adminEndpoints(app)
    const customer = bearer((await register(app)).meta.accessToken)
    const sessions: Record<StaffRole, Record<string, string>> = {
      admin,
      catalogue: (await newStaff('catalogue')).headers,
      sales: (await newStaff('sales')).headers,
    }
    const wrong: string[] = []
    for (const { method, path } of endpoints) {
      const area = AREA_OF.find(([pattern]) => pattern.test(path))?.[1]
      if (!area) {
        wrong.push(`${method} ${path}: in no area`)
        continue
      }
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')
      const status = async (headers: Record<string, string>) =>
        (await app.inject({ method: method as 'GET', url, headers })).statusCode
      if ((await status({})) !== 401) wrong.push(`${method} ${path}: anonymous not 401`)
      if ((await status(customer)) !== 403) wrong.push(`${method} ${path}: customer not 403`)
      for (const role of ['admin', 'catalogue', 'sales'] as const) {
        const allowed = (STAFF_AREAS[area] as readonly string[]).includes(role)
        const got = await status(sessions[role])
        if (allowed && (got === 401 || got === 403)) wrong.push(`${method} ${path}: ${role} refused (${got})`)
        if (!allowed && got !== 403) wrong.push(`${method} ${path}: ${role} not 403 (${got})`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('says why a role is refused', async () => {
    const sales = await newStaff('sales')
    const refused = await app.inject({ url: '/api/v1/admin/products', headers: sales.headers })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errors[0].detail).toContain('Sua função não dá acesso ao catálogo')
  })
})

describe('changing roles and access', () => {
  it('takes effect on the next request: a new role, a disabled account (its sessions end), enabled again', async () => {
    const member = await newStaff('catalogue')
    expect((await app.inject({ url: '/api/v1/admin/products', headers: member.headers })).statusCode).toBe(
      200,
    )
    const moved = await patchStaff(member.id, { role: 'sales' })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data.attributes.role).toBe('sales')
    expect((await app.inject({ url: '/api/v1/admin/products', headers: member.headers })).statusCode).toBe(
      403,
    )
    expect((await app.inject({ url: '/api/v1/admin/estimates', headers: member.headers })).statusCode).toBe(
      200,
    )

    expect((await patchStaff(member.id, { disabled: true })).json().data.attributes.disabled).toBe(true)
    expect((await app.inject({ url: '/api/v1/admin/me', headers: member.headers })).statusCode).toBe(401)
    expect((await login(app, member.email)).statusCode).not.toBe(200)
    expect((await patchStaff(member.id, { disabled: false })).statusCode).toBe(200)
    expect((await login(app, member.email)).statusCode).toBe(200)
  })

  it("refuses changes to one's own account and to the account from ADMIN_EMAIL, and non-admins (403)", async () => {
    const other = await newStaff('admin', 'Helena Admin')
    const [first] = await app.db.select().from(users).where(eq(users.email, ADMIN.email))
    const own = await patchStaff(other.id, { role: 'sales' }, other.headers)
    expect(own.statusCode).toBe(409)
    expect(own.json().errors[0].code).toBe('own_account')
    const demoteFirst = await patchStaff(first!.id, { role: 'catalogue' }, other.headers)
    expect(demoteFirst.statusCode).toBe(409)
    expect(demoteFirst.json().errors[0].code).toBe('first_admin')
    const catalogue = await newStaff('catalogue')
    expect((await patchStaff(other.id, { disabled: true }, catalogue.headers)).statusCode).toBe(403)
    expect((await patchStaff(other.id, {})).statusCode).toBe(422)
    expect((await patchStaff('00000000-0000-4000-8000-000000000000', { role: 'sales' })).statusCode).toBe(404)
  })

  it('never leaves the brand without an active admin, even when two admins demote each other at once', async () => {
    const one = await newStaff('admin', 'Ivo Admin')
    const two = await newStaff('admin', 'Júlia Admin')
    // Only these two are admins for this test (the others, ADMIN_EMAIL's account included, are set aside).
    const others = (await app.db.select().from(users).where(eq(users.role, 'admin'))).filter(
      (each) => each.id !== one.id && each.id !== two.id,
    )
    const setRole = (ids: string[], role: 'admin' | 'sales') =>
      Promise.all(ids.map((id) => app.db.update(users).set({ role }).where(eq(users.id, id))))
    await setRole(
      others.map((each) => each.id),
      'sales',
    )
    try {
      // The repository without ADMIN_EMAIL's protection, so that only the count of admins decides.
      const repository = staffRepository(app.db, clock.now, undefined, app.refreshTokensRepository)
      const [actorOne] = await app.db.select().from(users).where(eq(users.id, one.id))
      const [actorTwo] = await app.db.select().from(users).where(eq(users.id, two.id))
      const results = await Promise.allSettled([
        repository.update(actorOne!, two.id, { role: 'sales' }),
        repository.update(actorTwo!, one.id, { role: 'sales' }),
      ])
      expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
      const refusal = results.find((result) => result.status === 'rejected') as PromiseRejectedResult
      expect(refusal.reason.errors[0].code).toBe('last_admin')
      expect(await app.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1)
    } finally {
      await setRole(
        others.map((each) => each.id),
        'admin',
      )
    }
  })
})

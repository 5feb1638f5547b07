import { STAFF_ERROR_CODES, STAFF_INVITATION_TTL_DAYS, STAFF_ROLES, type StaffRole } from '@escudo/contracts'
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/client'
import { staffInvitations, users, type StaffInvitation, type User } from '../db/schema/index'
import { inTransaction } from '../db/transaction'
import { codedProblem, notFound } from '../lib/errors'

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffRepository
  }
}

export type StaffRepository = ReturnType<typeof staffRepository>
export type InvitationRow = StaffInvitation & { invitedByName: string | null }

const DAY_MS = 24 * 60 * 60_000

const emailTaken = () =>
  codedProblem(
    409,
    STAFF_ERROR_CODES.emailTaken,
    {
      'pt-BR':
        'Este e-mail já tem uma conta no Escudo. Convide outro e-mail ou peça à pessoa que use o dela.',
      en: 'This e-mail already has an Escudo account. Invite another e-mail, or ask the person to use theirs.',
    },
    { pointer: '/data/attributes/email' },
  )

/**
 * Staff accounts and their invitations (issue 20). An invitation's link is its token; accepting it is one
 * statement that marks it accepted (a second use, even a concurrent one, finds nothing) and the new account's
 * insert, in one transaction. Role and access changes lock the active admins first, so two admins demoting each
 * other at once cannot leave the brand without one.
 */
export function staffRepository(
  db: Database,
  now: () => Date,
  firstAdminEmail: string | undefined,
  refreshTokens: Pick<FastifyInstance['refreshTokensRepository'], 'revokeAllOfUser'>,
) {
  return {
    list: (): Promise<User[]> =>
      db
        .select()
        .from(users)
        .where(inArray(users.role, [...STAFF_ROLES]))
        .orderBy(asc(users.name), asc(users.email)),

    /** Invitations not accepted, newest first (pending, expired and revoked ones: the admin sees what happened). */
    invitations: (): Promise<InvitationRow[]> =>
      db
        .select({ invitation: staffInvitations, invitedByName: users.name })
        .from(staffInvitations)
        .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
        .where(isNull(staffInvitations.acceptedAt))
        .orderBy(desc(staffInvitations.createdAt))
        .limit(200)
        .then((rows) => rows.map((row) => ({ ...row.invitation, invitedByName: row.invitedByName }))),

    /**
     * A new invitation to `email`; the pending ones to it stop working. Runs `send` (queue the e-mail) in the
     * same transaction, so an invitation exists exactly when its e-mail is queued.
     */
    async invite(
      values: { email: string; name: string; role: StaffRole; invitedBy: string; tokenHash: string },
      send: (invitation: StaffInvitation, tx: Database) => Promise<void>,
    ): Promise<StaffInvitation> {
      const email = values.email.toLowerCase()
      return inTransaction(db, async (tx) => {
        // One invitation at a time per e-mail: concurrent invitations to it wait here.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-invitation:${email}`}))`)
        const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email))
        if (existing) throw emailTaken()
        const at = now()
        await tx
          .update(staffInvitations)
          .set({ revokedAt: at })
          .where(
            and(
              eq(staffInvitations.email, email),
              isNull(staffInvitations.acceptedAt),
              isNull(staffInvitations.revokedAt),
            ),
          )
        const [invitation] = await tx
          .insert(staffInvitations)
          .values({
            ...values,
            email,
            createdAt: at,
            expiresAt: new Date(at.getTime() + STAFF_INVITATION_TTL_DAYS * DAY_MS),
          })
          .returning()
        await send(invitation!, tx)
        return invitation!
      })
    },

    /** A pending invitation by id (not accepted, revoked or expired at `now`), or undefined. */
    pendingInvitation: async (id: string, now: Date) =>
      (
        await db
          .select()
          .from(staffInvitations)
          .where(
            and(
              eq(staffInvitations.id, id),
              isNull(staffInvitations.acceptedAt),
              isNull(staffInvitations.revokedAt),
              gt(staffInvitations.expiresAt, now),
            ),
          )
      )[0],

    /** Records that an admin copied the invitation's link (the audit log keeps who and when). */
    markLinkCopied: async (id: string, at: Date) => {
      // In a transaction: it is what names the actor to the audit trigger (db/client.ts).
      await db.transaction((tx) =>
        tx.update(staffInvitations).set({ linkCopiedAt: at }).where(eq(staffInvitations.id, id)),
      )
    },

    /** Revokes a pending invitation; false when there is none with that id still pending. */
    async revoke(id: string): Promise<boolean> {
      const revoked = await inTransaction(db, (tx) =>
        tx
          .update(staffInvitations)
          .set({ revokedAt: now() })
          .where(
            and(
              eq(staffInvitations.id, id),
              isNull(staffInvitations.acceptedAt),
              isNull(staffInvitations.revokedAt),
            ),
          )
          .returning({ id: staffInvitations.id }),
      )
      return revoked.length > 0
    },

    /**
     * Accepts the invitation whose token hashes to `tokenHash`: the staff account is created with its name,
     * e-mail and role and `passwordHash`. Undefined when the link is unknown, used, revoked or expired; 409 when
     * the e-mail got an account meanwhile (nothing is used up then).
     */
    async accept(tokenHash: string, passwordHash: string): Promise<User | undefined> {
      return inTransaction(db, async (tx) => {
        const at = now()
        const [invitation] = await tx
          .update(staffInvitations)
          .set({ acceptedAt: at })
          .where(
            and(
              eq(staffInvitations.tokenHash, tokenHash),
              isNull(staffInvitations.acceptedAt),
              isNull(staffInvitations.revokedAt),
              gt(staffInvitations.expiresAt, at),
            ),
          )
          .returning()
        if (!invitation) return undefined
        const [user] = await tx
          .insert(users)
          .values({ email: invitation.email, name: invitation.name, role: invitation.role, passwordHash })
          .onConflictDoNothing({ target: users.email })
          .returning()
        if (!user) throw emailTaken()
        await tx
          .update(staffInvitations)
          .set({ userId: user.id })
          .where(eq(staffInvitations.id, invitation.id))
        return user
      })
    },

    /**
     * Changes a staff member's role or access, as `actor`. Refused (409) for the actor's own account, for the
     * account from ADMIN_EMAIL, and when no active admin would remain.
     */
    async update(actor: User, id: string, changes: { role?: StaffRole; disabled?: boolean }) {
      return inTransaction(db, async (tx) => {
        // The active admins, locked: a concurrent demotion waits and then counts what this one left.
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
          .for('update')
        const [member] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), inArray(users.role, [...STAFF_ROLES])))
          .for('update')
        if (!member)
          throw notFound({
            'pt-BR': `Membro da equipe ${id} não encontrado.`,
            en: `Staff member ${id} not found.`,
          })
        const demotes = changes.role !== undefined && changes.role !== 'admin'
        const disables = changes.disabled === true
        if (member.id === actor.id && (demotes || disables || changes.role !== undefined))
          throw codedProblem(409, STAFF_ERROR_CODES.ownAccount, {
            'pt-BR':
              'Você não pode mudar a sua própria função nem desativar a sua própria conta: peça a outro administrador.',
            en: 'You cannot change your own role or disable your own account: ask another administrator.',
          })
        if (member.email === firstAdminEmail && (demotes || disables))
          throw codedProblem(409, STAFF_ERROR_CODES.firstAdmin, {
            'pt-BR': 'A conta definida em ADMIN_EMAIL é sempre um administrador ativo.',
            en: 'The account set in ADMIN_EMAIL is always an active administrator.',
          })
        const activeAdmin = member.role === 'admin' && !member.disabledAt
        if (activeAdmin && (demotes || disables) && admins.length <= 1)
          throw codedProblem(409, STAFF_ERROR_CODES.lastAdmin, {
            'pt-BR': 'A equipe precisa de pelo menos um administrador ativo.',
            en: 'The staff needs at least one active administrator.',
          })
        const at = now()
        const [updated] = await tx
          .update(users)
          .set({
            ...(changes.role ? { role: changes.role } : {}),
            ...(changes.disabled === undefined
              ? {}
              : { disabledAt: changes.disabled ? (member.disabledAt ?? at) : null }),
            updatedAt: at,
          })
          .where(eq(users.id, id))
          .returning()
        // A disabled account's sessions end now (its access tokens already fail: guards read the account).
        if (disables) await refreshTokens.revokeAllOfUser(id, at, tx)
        return { before: member, after: updated! }
      })
    },
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'staff',
      staffRepository(app.db, () => app.now(), app.config.admin?.email, app.refreshTokensRepository),
    )
  },
  { name: 'staff-repository', dependencies: ['db', 'clock', 'refresh-tokens-repository'] },
)

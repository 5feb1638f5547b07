import type {
  ApiKeyResource,
  ApiKeyScope,
  StaffInvitationResource,
  StaffInvitationAttributes,
  StaffMemberResource,
  UserResource,
} from '@escudo/contracts'
import type { User } from '../db/schema/index'
import type { ApiKeyRow } from './api-keys-repository'
import type { InvitationRow } from './staff-repository'

/** A user as the API shows it: never the password hash or the disabled flag. */
export function userResource(user: User): UserResource {
  return {
    type: 'users',
    id: user.id,
    attributes: {
      name: user.name,
      email: user.email,
      role: user.role,
      company: user.company,
      cnpj: user.cnpj,
      phone: user.phone,
      locale: user.locale,
      createdAt: user.createdAt.toISOString(),
    },
  }
}

/** A staff member as the back office shows them. */
export function staffMemberResource(user: User): StaffMemberResource {
  if (user.role === 'customer') throw new Error(`user ${user.id} is not staff`)
  return {
    type: 'staff',
    id: user.id,
    attributes: {
      name: user.name,
      email: user.email,
      role: user.role,
      disabled: user.disabledAt !== null,
      createdAt: user.createdAt.toISOString(),
    },
  }
}

function status(invitation: InvitationRow, now: Date): StaffInvitationAttributes['status'] {
  if (invitation.acceptedAt) return 'accepted'
  if (invitation.revokedAt) return 'revoked'
  return invitation.expiresAt <= now ? 'expired' : 'pending'
}

/** An invitation as the back office shows it: never its token. */
export function staffInvitationResource(invitation: InvitationRow, now: Date): StaffInvitationResource {
  return {
    type: 'staff-invitations',
    id: invitation.id,
    attributes: {
      email: invitation.email,
      name: invitation.name,
      role: invitation.role,
      status: status(invitation, now),
      invitedBy: invitation.invitedByName,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    },
  }
}

/** An API key as the back office lists it: its prefix, never the key or its hash. */
export function apiKeyResource(row: ApiKeyRow): ApiKeyResource {
  const iso = (at: Date | null) => at?.toISOString() ?? null
  return {
    type: 'api-keys',
    id: row.id,
    attributes: {
      name: row.name,
      prefix: row.prefix,
      scopes: row.scopes as ApiKeyScope[],
      expiresAt: iso(row.expiresAt),
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdByName,
      lastUsedAt: iso(row.lastUsedAt),
      revokedAt: iso(row.revokedAt),
    },
  }
}

import type {
  StaffInvitationResource,
  StaffInvitationAttributes,
  StaffMemberResource,
  UserResource,
} from '@escudo/contracts'
import type { User } from '../db/schema/index'
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

import { z } from 'zod'
import { RefreshToken } from './auth'
import { Email, Password, PersonName, StaffRole } from './common'
import { writeDocument } from './customer-common'
import { resource } from './jsonapi'
import { says } from './says'

/*
 * Staff accounts (issue 20): an admin invites a person by e-mail with a role; the link in the e-mail sets the
 * password (single use, STAFF_INVITATION_TTL_DAYS days); an admin changes a role or disables an account.
 */

export const STAFF_ERROR_CODES = {
  /** The e-mail already has an account (a customer's or a staff member's). */
  emailTaken: 'email_taken',
  /** The invitation link is unknown, used, revoked or expired. */
  invalidInvitation: 'invalid_invitation',
  /** The change would leave the brand without an active admin. */
  lastAdmin: 'last_admin',
  /** A staff member changes their own role or disables their own account. */
  ownAccount: 'own_account',
  /** The account from ADMIN_EMAIL stays an active admin. */
  firstAdmin: 'first_admin',
} as const

export const StaffMemberAttributes = z.object({
  name: z.string(),
  email: z.string(),
  role: StaffRole,
  disabled: z.boolean(),
  createdAt: z.string().describe('ISO 8601'),
})
export type StaffMemberAttributes = z.infer<typeof StaffMemberAttributes>
export const StaffMemberResource = resource('staff', StaffMemberAttributes)
export type StaffMemberResource = z.infer<typeof StaffMemberResource>
export const StaffMemberDocument = z.object({ data: StaffMemberResource })
export const StaffListDocument = z.object({ data: z.array(StaffMemberResource) })
export type StaffListDocument = z.infer<typeof StaffListDocument>

export const StaffMemberUpdateRequest = writeDocument(
  'staff',
  z
    .object({
      role: StaffRole.optional(),
      disabled: z
        .boolean({ error: says('disabled: use true ou false.', 'disabled: use true or false.') })
        .optional(),
    })
    .refine((value) => value.role !== undefined || value.disabled !== undefined, {
      error: says(
        'Informe a função (role) ou se a conta está desativada (disabled).',
        'Send the role, or whether the account is disabled (disabled).',
      ),
    }),
)
export type StaffMemberUpdateRequest = z.input<typeof StaffMemberUpdateRequest>

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]

export const StaffInvitationAttributes = z.object({
  email: z.string(),
  name: z.string(),
  role: StaffRole,
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.string().nullable().describe("The inviting admin's name"),
  createdAt: z.string(),
  expiresAt: z.string(),
})
export type StaffInvitationAttributes = z.infer<typeof StaffInvitationAttributes>
export const StaffInvitationResource = resource('staff-invitations', StaffInvitationAttributes)
export type StaffInvitationResource = z.infer<typeof StaffInvitationResource>
export const StaffInvitationDocument = z.object({ data: StaffInvitationResource })
export const StaffInvitationListDocument = z.object({ data: z.array(StaffInvitationResource) })
export type StaffInvitationListDocument = z.infer<typeof StaffInvitationListDocument>

export const StaffInvitationRequest = writeDocument(
  'staff-invitations',
  z.object({ email: Email, name: PersonName, role: StaffRole }),
)
export type StaffInvitationRequest = z.input<typeof StaffInvitationRequest>

/**
 * Accepting an invitation: the token from the link and the new account's password. `previousRefreshToken` is
 * the session the browser held until then (a customer's, or a colleague's on a shared machine): it ends, as on
 * sign-out, so that identity cannot come back on the next refresh.
 */
export const AcceptInvitationRequest = writeDocument(
  'invitation-acceptances',
  z.object({
    token: z
      .string({ error: says('O link do convite não é válido.', 'The invitation link is not valid.') })
      .min(1, { error: says('O link do convite não é válido.', 'The invitation link is not valid.') })
      .max(200, { error: says('O link do convite não é válido.', 'The invitation link is not valid.') }),
    password: Password,
    previousRefreshToken: RefreshToken.optional(),
  }),
)
export type AcceptInvitationRequest = z.input<typeof AcceptInvitationRequest>

import {
  ErrorDocument,
  IdParams,
  STAFF_INVITATION_PATH,
  StaffInvitationDocument,
  StaffInvitationLinkDocument,
  StaffInvitationListDocument,
  StaffInvitationRequest,
  StaffListDocument,
  StaffMemberDocument,
  StaffMemberUpdateRequest,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../../../accounts/guards'
import { staffInvitationResource, staffMemberResource } from '../../../../accounts/resources'
import { codedProblem, notFound, type Bilingual } from '../../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { hashToken, randomToken } from '../../../../lib/tokens'

const tags = ['admin']

const invitationMissing = (id: string): Bilingual => ({
  'pt-BR': `Convite ${id} não encontrado ou já não está pendente.`,
  en: `Invitation ${id} not found, or no longer pending.`,
})

/** Staff accounts and invitations: admins only (the `staff` area). */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff',
    {
      schema: {
        tags,
        summary: 'Staff accounts, with their roles',
        security: bearerAuth,
        response: { 200: StaffListDocument, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: (await app.staff.list()).map(staffMemberResource) }),
  )

  app.patch(
    '/staff/:id',
    {
      schema: {
        tags,
        summary: "Change a staff member's role, or disable or enable their account",
        description:
          'Takes effect at once: guards read the role and the disabled flag on every request, and a disabled ' +
          "account's sessions are revoked. 409 for one's own account, for the account from ADMIN_EMAIL, and when " +
          'no active admin would remain.',
        security: bearerAuth,
        params: IdParams,
        body: StaffMemberUpdateRequest,
        response: { 200: StaffMemberDocument, 404: ErrorDocument, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const { after } = await app.staff.update(
        currentUser(request),
        request.params.id,
        request.body.data.attributes,
      )
      return { data: staffMemberResource(after) }
    },
  )

  app.get(
    '/staff-invitations',
    {
      schema: {
        tags,
        summary: 'Invitations not accepted (pending, expired, revoked), newest first',
        security: bearerAuth,
        response: { 200: StaffInvitationListDocument, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const now = app.now()
      return { data: (await app.staff.invitations()).map((row) => staffInvitationResource(row, now)) }
    },
  )

  app.post(
    '/staff-invitations',
    {
      schema: {
        tags,
        summary: 'Invite a person to the staff by e-mail, with a role',
        description:
          `E-mails a single-use link (${STAFF_INVITATION_PATH}?token=…, valid for a week) that sets the ` +
          'password and creates the account. A new invitation to the same e-mail revokes the pending ones; an ' +
          'e-mail that already has an account is a 409.',
        security: bearerAuth,
        body: StaffInvitationRequest,
        response: { 201: StaffInvitationDocument, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const admin = currentUser(request)
      const token = randomToken()
      const link = `${app.config.publicUrl}${STAFF_INVITATION_PATH}?token=${encodeURIComponent(token)}`
      const invitation = await app.staff.invite(
        { ...request.body.data.attributes, invitedBy: admin.id, tokenHash: hashToken(token) },
        async (created, tx) => {
          const data = { name: created.name, invitedBy: admin.name, role: created.role, link }
          // In the inviting admin's language: the person invited has chosen none yet.
          const message = { to: created.email, locale: admin.locale, template: 'staff-invitation' as const }
          await app.mailer.queue({ ...message, data, secret: token }, tx)
        },
      )
      app.mailer.kick()
      const resource = staffInvitationResource({ ...invitation, invitedByName: admin.name }, app.now())
      return reply.code(201).send({ data: resource })
    },
  )

  app.post(
    '/staff-invitations/:id/link',
    {
      schema: {
        tags,
        summary: "A pending invitation's link, to hand over when e-mail does not reach the person",
        description:
          'The same single-use token its e-mail carries (it stops working once the invitation is accepted), ' +
          'read back from the outbox while the e-mail waits there; once the e-mail has gone the outbox keeps ' +
          'no trace of it (409: invite again). Each copy is recorded in the audit log.',
        security: bearerAuth,
        params: IdParams,
        response: { 200: StaffInvitationLinkDocument, 404: ErrorDocument, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const invitation = await app.staff.pendingInvitation(request.params.id, app.now())
      if (!invitation) throw notFound(invitationMissing(request.params.id))
      const token = (await app.outboxRepository.sealedSecrets(invitation.email, 'staff-invitation'))
        .map((sealed) => app.mailer.openSecret(sealed))
        .find((secret) => hashToken(secret) === invitation.tokenHash)
      if (!token)
        throw codedProblem(409, 'invitation_link_gone', {
          'pt-BR':
            'O e-mail deste convite já foi enviado e o link não fica guardado. Convide de novo para ter outro link.',
          en: "This invitation's e-mail has been sent and its link is not kept. Invite again to get another link.",
        })
      await app.staff.markLinkCopied(invitation.id, app.now())
      const link = `${app.config.publicUrl}${STAFF_INVITATION_PATH}?token=${encodeURIComponent(token)}`
      return { data: { type: 'staff-invitation-links' as const, id: invitation.id, attributes: { link } } }
    },
  )

  app.delete(
    '/staff-invitations/:id',
    {
      schema: {
        tags,
        summary: 'Revoke a pending invitation: its link stops working',
        security: bearerAuth,
        params: IdParams,
        response: { 204: z.null(), 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      if (!(await app.staff.revoke(request.params.id))) throw notFound(invitationMissing(request.params.id))
      return reply.code(204).send(null)
    },
  )
}

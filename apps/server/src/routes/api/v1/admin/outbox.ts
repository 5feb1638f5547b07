import {
  ErrorDocument,
  IdParams,
  MailStatusDocument,
  OutboxDocument,
  OutboxListDocument,
  OutboxQuery,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { outboxResource } from '../../../../mail/outbox-list'
import { adminOpsMessages } from '../../../../admin-ops/admin-ops-messages'
import { notFound } from '../../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { pageLinks, pageOffset } from '../../../../lib/pagination'

const tags = ['admin']
const missing = (id: string) => notFound(adminOpsMessages.emailMissing(id))

/**
 * Whether e-mail leaves at all, for every staff member (not only the outbox's admins): without a transport the
 * back office says on every page that e-mail waits (issue 32).
 */
export const adminMailStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mail-status',
    {
      schema: {
        tags,
        summary: 'Whether a mail transport (SMTP_URL) is configured, and how many emails wait in the outbox',
        security: bearerAuth,
        response: { 200: MailStatusDocument, ...errorResponses(401, 403) },
      },
    },
    async () => ({
      data: {
        type: 'mail-status' as const,
        id: 'current' as const,
        attributes: {
          transportConfigured: Boolean(app.config.smtpUrl),
          pending: await app.outboxRepository.pendingCount(),
        },
      },
    }),
  )
}

/** Every email the system wrote, its delivery status, and a retry for the failed ones. */
export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags,
        summary: 'Emails, newest first; filter by status, search by recipient or subject',
        security: bearerAuth,
        querystring: OutboxQuery,
        response: { 200: OutboxListDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const query = request.query
      const page = {
        number: query['page[number]'],
        size: query['page[size]'],
        params: { 'filter[status]': query['filter[status]'], 'filter[q]': query['filter[q]'] || undefined },
      }
      const { data, total, statusCounts } = await app.outboxRepository.staffList(
        query,
        pageOffset(page),
        page.size,
      )
      return { data, meta: { total, statusCounts }, links: pageLinks('/api/v1/admin/outbox', page, total) }
    },
  )

  app.get(
    '/outbox/:id',
    {
      schema: {
        tags,
        summary: 'One email with its text and HTML',
        security: bearerAuth,
        params: IdParams,
        response: { 200: OutboxDocument, 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const row = await app.outboxRepository.findById(request.params.id)
      if (!row) throw missing(request.params.id)
      return { data: outboxResource(row, true) }
    },
  )

  app.post(
    '/outbox/:id/retry',
    {
      schema: {
        tags,
        summary: 'Send a failed email again (back to pending)',
        security: bearerAuth,
        params: IdParams,
        response: { 200: OutboxDocument, 404: ErrorDocument, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const row = await app.outboxRepository.retry(request.params.id)
      if (!row) throw missing(request.params.id)
      app.mailer.kick()
      return { data: outboxResource(row, true) }
    },
  )
}

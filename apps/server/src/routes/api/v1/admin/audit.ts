import { AuditListDocument, AuditQuery, IdParams, PageQuery } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AuditFilters } from '../../../../admin-ops/audit-log'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'
import { pageLinks, pageOffset } from '../../../../lib/pagination'

const tags = ['admin']

/** Answers one page of the audit log for `filters`, with links that keep them. */
const auditPage =
  (app: Parameters<FastifyPluginAsyncZod>[0], basePath: (id?: string) => string) =>
  async (query: PageQuery & AuditFilters, id?: string) => {
    const { 'page[number]': number, 'page[size]': size, ...filters } = query
    const params = Object.fromEntries(
      Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
    const page = { number, size, params }
    const { data, total } = await app.auditLog.list(filters, pageOffset(page), size)
    return { data, meta: { total }, links: pageLinks(basePath(id), page, total) }
  }

/** The whole audit log, with filters: admins (the `staff` area). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const page = auditPage(app, () => '/api/v1/admin/audit-log')
  app.get(
    '/audit-log',
    {
      schema: {
        tags,
        summary: 'Every back-office write: who, when, what, and the fields before and after; newest first',
        description:
          'Filters: the staff member (`filter[actor]`), the kind of resource and its id, a span of days.',
        security: bearerAuth,
        querystring: AuditQuery,
        response: { 200: AuditListDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => page(request.query),
  )
}

/** The history of one resource (`entityType` at `/{entityType}/:id/history`), in the area its routes are in. */
const historyRoutes =
  (entityType: 'products' | 'estimates', summary: string): FastifyPluginAsyncZod =>
  async (app) => {
    const page = auditPage(app, (id) => `/api/v1/admin/${entityType}/${id}/history`)
    app.get(
      `/${entityType}/:id/history`,
      {
        schema: {
          tags,
          summary,
          security: bearerAuth,
          params: IdParams,
          querystring: PageQuery,
          response: { 200: AuditListDocument, ...errorResponses(401, 403) },
        },
      },
      async (request) =>
        page(
          { ...request.query, 'filter[entityType]': entityType, 'filter[entityId]': request.params.id },
          request.params.id,
        ),
    )
  }

/** A product's own history (the `catalogue` area). */
export const productHistoryRoutes = historyRoutes(
  'products',
  "A product's history: its writes, its images' and its data sheet's, newest first",
)

/** An estimate's own history: answers, lines, messages, status changes by the staff (the `sales` area). */
export const estimateHistoryRoutes = historyRoutes(
  'estimates',
  "An estimate's history of staff writes, newest first",
)

import {
  CreateSearchRuleRequest,
  ErrorDocument,
  IdParams,
  SearchRuleDocument,
  SearchRuleListDocument,
  SearchRulePreviewDocument,
  SearchRulePreviewRequest,
  SearchRuleQuery,
  UpdateSearchRuleRequest,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { searchRuleResource } from '../../../../admin-catalog/search-rules/resources'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'

const tags = ['admin: search']

/**
 * The rules the storefront search applies to a query (issue 36): pins, hidden products, a page to send the
 * buyer to, between optional dates. A write applies in this process at once and in the others within a
 * second (change feed); a preview shows a query's results without and with a rule before it is saved.
 */
export const adminSearchRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { searchRuleRepository: rules } = app
  const document = (row: Parameters<typeof searchRuleResource>[0]) => ({ data: searchRuleResource(row) })

  app.get(
    '/search/rules',
    {
      schema: {
        tags,
        summary: 'Every search rule, Portuguese first, by query; `filter[language]` keeps one language',
        security: bearerAuth,
        querystring: SearchRuleQuery,
        response: { 200: SearchRuleListDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const rows = await rules.list(request.query['filter[language]'])
      return { data: rows.map(searchRuleResource), meta: { total: rows.length } }
    },
  )

  app.get(
    '/search/rules/:id',
    {
      schema: {
        tags,
        summary: 'One search rule',
        security: bearerAuth,
        params: IdParams,
        response: { 200: SearchRuleDocument, 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => document(await rules.find(request.params.id)),
  )

  app.post(
    '/search/rules',
    {
      schema: {
        tags,
        summary:
          'Add a rule for a query (exact, or containing a phrase): pins, hidden products, a path to send the ' +
          'buyer to; two rules of one query and language may not be in force at the same time',
        security: bearerAuth,
        body: CreateSearchRuleRequest,
        response: { 201: SearchRuleDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(document(await rules.create(request.body.data.attributes))),
  )

  app.post(
    '/search/rules/preview',
    {
      schema: {
        tags,
        summary:
          'The first results of the rule’s query without any rule and with this one (as edited; `id` names ' +
          'the saved rule it would replace); nothing is saved',
        security: bearerAuth,
        body: SearchRulePreviewRequest,
        response: { 200: SearchRulePreviewDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { id, ...rule } = request.body.data.attributes
      return {
        data: {
          type: 'search-rule-previews' as const,
          id: id ?? 'new',
          attributes: await rules.preview(rule),
        },
      }
    },
  )

  app.patch(
    '/search/rules/:id',
    {
      schema: {
        tags,
        summary: 'Change a search rule, with the `version` read (a stale one is a 409)',
        security: bearerAuth,
        params: IdParams,
        body: UpdateSearchRuleRequest,
        response: { 200: SearchRuleDocument, 404: ErrorDocument, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => document(await rules.update(request.params.id, request.body.data.attributes)),
  )

  app.delete(
    '/search/rules/:id',
    {
      schema: {
        tags,
        summary: 'Delete a search rule',
        security: bearerAuth,
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await rules.remove(request.params.id)
      return reply.code(204).send(null)
    },
  )
}

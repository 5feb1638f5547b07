import {
  CreateSynonymSetRequest,
  ErrorDocument,
  IdParams,
  SynonymSetDocument,
  SynonymSetListDocument,
  SynonymSetQuery,
  UpdateSynonymSetRequest,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { synonymSetResource } from '../../../../admin-catalog/search-synonyms/resources'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'

const tags = ['admin: search']

/**
 * The synonym sets the storefront search applies (issue 36): per language, equivalent or one way. A write
 * applies in this process at once and in the others within a second (change feed).
 */
export const adminSearchSynonymRoutes: FastifyPluginAsyncZod = async (app) => {
  const { searchSynonymRepository: synonyms } = app
  const document = (row: Parameters<typeof synonymSetResource>[0]) => ({ data: synonymSetResource(row) })

  app.get(
    '/search/synonyms',
    {
      schema: {
        tags,
        summary: 'Every synonym set, oldest first; `filter[language]` keeps one language',
        security: bearerAuth,
        querystring: SynonymSetQuery,
        response: { 200: SynonymSetListDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const rows = await synonyms.list(request.query['filter[language]'])
      return { data: rows.map(synonymSetResource), meta: { total: rows.length } }
    },
  )

  app.get(
    '/search/synonyms/:id',
    {
      schema: {
        tags,
        summary: 'One synonym set',
        security: bearerAuth,
        params: IdParams,
        response: { 200: SynonymSetDocument, 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request) => document(await synonyms.find(request.params.id)),
  )

  app.post(
    '/search/synonyms',
    {
      schema: {
        tags,
        summary:
          'Add a synonym set: 2 to 50 distinct terms; with oneWay, the first term also finds the others (not the reverse)',
        security: bearerAuth,
        body: CreateSynonymSetRequest,
        response: { 201: SynonymSetDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(document(await synonyms.create(request.body.data.attributes))),
  )

  app.patch(
    '/search/synonyms/:id',
    {
      schema: {
        tags,
        summary: 'Change the language, terms or direction of a synonym set',
        security: bearerAuth,
        params: IdParams,
        body: UpdateSynonymSetRequest,
        response: { 200: SynonymSetDocument, 404: ErrorDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => document(await synonyms.update(request.params.id, request.body.data.attributes)),
  )

  app.delete(
    '/search/synonyms/:id',
    {
      schema: {
        tags,
        summary: 'Delete a synonym set',
        security: bearerAuth,
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), 404: ErrorDocument, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await synonyms.remove(request.params.id)
      return reply.code(204).send(null)
    },
  )
}

import {
  BlockedTermDocument,
  BlockedTermListDocument,
  CreateBlockedTermRequest,
  IdParams,
  SearchAnalyticsDocument,
  SearchAnalyticsQuery,
  type BlockedTermResource,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser } from '../../../../accounts/guards'
import { brazilToday } from '../../../../ca-registry/product-check'
import { csvStream, EXPORT_CONTENT_TYPES } from '../../../../admin-catalog/products/product-export'
import type { SearchBlockedTermRow } from '../../../../db/schema/index'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'

const tags = ['admin: search']

/** Rows of the CSV export at most (the period's most searched queries). */
const EXPORT_ROWS = 10_000

const HEADERS = {
  'pt-BR': ['Busca', 'Idioma', 'Buscas', 'Sem resultado', 'Cliques', 'Taxa de cliques'],
  en: ['Query', 'Language', 'Searches', 'No results', 'Clicks', 'Click-through rate'],
}

/**
 * The storefront search's analytics (issue 36, decision 051): every staff role reads them (they are registered
 * beside the overview, outside the catalogue's area).
 */
export const adminSearchAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/analytics',
    {
      schema: {
        tags,
        summary:
          'Searches, no-result and click-through rates, the daily trend and the top queries of the last days',
        description:
          '`filter[noResults]=true` lists the queries that found nothing, `filter[noClicks]=true` those that ' +
          'found something and got no click. Counts are daily aggregates (no visitor is recorded).',
        security: bearerAuth,
        querystring: SearchAnalyticsQuery,
        response: { 200: SearchAnalyticsDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      await app.searchRecorder.flush()
      return app.searchAnalytics.read(request.query, app.now())
    },
  )

  app.get(
    '/search/analytics/export',
    {
      schema: {
        tags,
        summary: "The period's queries as CSV (UTF-8 BOM, `;`), headers in the staff member's language",
        security: bearerAuth,
        querystring: SearchAnalyticsQuery.omit({ 'page[size]': true }),
        response: { ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      await app.searchRecorder.flush()
      const locale = currentUser(request).locale === 'en' ? 'en' : 'pt-BR'
      const rows = await app.searchAnalytics.queries(
        { ...request.query, 'page[size]': EXPORT_ROWS },
        app.now(),
        EXPORT_ROWS,
      )
      const found = (row: { searches: number; noResults: number }) => row.searches - row.noResults
      async function* cells() {
        yield HEADERS[locale]
        for (const row of rows)
          yield [
            row.query,
            row.language,
            row.searches,
            row.noResults,
            row.clicks,
            // A number Excel reads in the staff member's locale: a decimal comma in pt-BR.
            (found(row) > 0 ? row.clicks / found(row) : 0)
              .toFixed(3)
              .replace('.', locale === 'en' ? '.' : ','),
          ]
      }
      const name = `escudo-buscas-${brazilToday(app.now())}-${request.query['filter[days]']}d.csv`
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES.csv)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(csvStream(cells()))
    },
  )
}

const blockedResource = (row: SearchBlockedTermRow): BlockedTermResource => ({
  type: 'search-blocked-terms',
  id: row.id,
  attributes: {
    language: row.language as 'pt-BR' | 'en',
    term: row.term,
    createdAt: row.createdAt.toISOString(),
  },
})

/** Terms staff keep out of the storefront's popular searches: the catalogue role's, like the synonyms. */
export const adminBlockedTermRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/blocked-terms',
    {
      schema: {
        tags,
        summary: 'The terms kept out of the popular searches, Portuguese first',
        security: bearerAuth,
        response: { 200: BlockedTermListDocument, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const rows = await app.searchAnalytics.listBlocked()
      return { data: rows.map(blockedResource), meta: { total: rows.length } }
    },
  )

  app.post(
    '/search/blocked-terms',
    {
      schema: {
        tags,
        summary: 'Keep a term out of the popular searches of one language',
        security: bearerAuth,
        body: CreateBlockedTermRequest,
        response: { 201: BlockedTermDocument, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { language, term } = request.body.data.attributes
      return reply.code(201).send({ data: blockedResource(await app.searchAnalytics.block(language, term)) })
    },
  )

  app.delete(
    '/search/blocked-terms/:id',
    {
      schema: {
        tags,
        summary: 'Let a blocked term be a popular search again',
        security: bearerAuth,
        params: IdParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await app.searchAnalytics.unblock(request.params.id)
      return reply.code(204).send(null)
    },
  )
}

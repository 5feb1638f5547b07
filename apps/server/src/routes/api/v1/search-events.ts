import {
  AUTH_ERROR_CODES,
  PopularSearchesDocument,
  PopularSearchesQuery,
  SearchEventRequest,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { codedProblem, validationFailed } from '../../../lib/errors'
import { errorResponses } from '../../../lib/openapi'

/** Addresses whose events are counted at once; past it the oldest windows are forgotten. */
const MAX_ADDRESSES = 10_000

const unknownSearch = validationFailed([
  {
    pointer: '/searchId',
    detail: {
      'pt-BR': 'searchId não é o de uma busca desta loja.',
      en: 'searchId is not the id of a search of this store.',
    },
  },
])

/**
 * What the storefront's search reports (issue 36, decision 051): clicks on results and typing sessions, counted
 * in memory (`app.searchRecorder`), limited per address in this process; and the popular searches the empty
 * search box suggests.
 */
export const searchEventRoutes: FastifyPluginAsyncZod = async (app) => {
  // navigator.sendBeacon sends a string as text/plain (no CORS preflight): JSON all the same, on this route only.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: 4096 },
    app.getDefaultJsonParser('error', 'error'),
  )

  const { max, windowMs } = app.config.rateLimits.searchEventsIp
  let windows = new Map<string, { hits: number; endsAt: number }>()
  /** Whether `address` went past its events in the current window (counted in this process's memory). */
  const limited = (address: string) => {
    const now = app.now().getTime()
    let window = windows.get(address)
    if (!window || window.endsAt <= now) {
      if (windows.size >= MAX_ADDRESSES) windows = new Map()
      window = { hits: 0, endsAt: now + windowMs }
      windows.set(address, window)
    }
    window.hits++
    return window.hits > max ? Math.ceil((window.endsAt - now) / 1000) : 0
  }

  app.post(
    '/search-events',
    {
      bodyLimit: 4096,
      schema: {
        tags: ['catalogue'],
        summary: 'A click on a search result, or a typing session that ended without opening the list',
        description:
          'Sendable with `navigator.sendBeacon` (JSON as `text/plain`). Only counts are kept, per day and query ' +
          '(no address, cookie or account). Limited per address.',
        body: SearchEventRequest,
        response: { 204: z.null(), ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      const retryAfter = limited(request.ip)
      if (retryAfter > 0) {
        reply.header('retry-after', String(retryAfter))
        throw codedProblem(429, AUTH_ERROR_CODES.rateLimited, {
          'pt-BR': 'Muitos eventos de busca deste endereço. Tente de novo em instantes.',
          en: 'Too many search events from this address. Try again shortly.',
        })
      }
      const event = request.body
      if (event.type === 'click') {
        if (!app.catalogIndex.get(event.productId))
          throw validationFailed([
            {
              pointer: '/productId',
              detail: { 'pt-BR': 'Produto desconhecido.', en: 'Unknown product.' },
            },
          ])
        if (!app.searchRecorder.click(event.searchId, event.position)) throw unknownSearch
      } else if (!app.searchRecorder.typed(event.searchId)) throw unknownSearch
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/popular-searches',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Popular searches of the last 30 days that find products, for the empty search box',
        querystring: PopularSearchesQuery,
        response: { 200: PopularSearchesDocument, ...errorResponses(422) },
      },
    },
    async (request) => app.searchAnalytics.popular(request.query.lang ?? 'pt-BR', app.now()),
  )
}

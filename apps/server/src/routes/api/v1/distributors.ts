import { DistributorListDocument, DistributorQuery } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { distributorResource } from '../../../admin-catalog/distributors/resources'
import { ErrorResponses } from '../../../lib/openapi'

/** "Onde comprar": the distributors by state and city, filterable by category. */
export const distributorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/distributors',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Distributors by state, city and name; meta lists the states and cities that have some (of the ' +
          'category, when filtered), with counts',
        querystring: DistributorQuery,
        response: { 200: DistributorListDocument, ...ErrorResponses },
      },
    },
    async (request) => {
      const query = request.query
      const { rows, states, cities } = await app.catalogRepository.distributors({
        ...(query['filter[state]'] ? { state: query['filter[state]'] } : {}),
        ...(query['filter[city]'] ? { city: query['filter[city]'] } : {}),
        ...(query['filter[category]'] ? { category: query['filter[category]'] } : {}),
      })
      return { data: rows.map(distributorResource), meta: { total: rows.length, states, cities } }
    },
  )
}

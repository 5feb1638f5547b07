import { ChemicalListDocument, ChemicalQuery } from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorResponses } from '../../../lib/openapi'

/** The chemicals a glove can be tested against (issue 38): suggestions for the chemical filter and guide. */
export const chemicalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chemicals',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'Chemicals by name (accents and case ignored), CAS number or EN ISO 374-1 letter: the 18 test ' +
          "chemicals of the standard, then every chemical of the catalogue's resistance data",
        querystring: ChemicalQuery,
        response: { 200: ChemicalListDocument, ...ErrorResponses },
      },
    },
    async (request) => {
      const chemicals = await app.catalogRepository.chemicals(request.query['filter[q]'])
      return {
        data: chemicals.map(({ cas, ...attributes }) => ({
          type: 'chemicals' as const,
          id: cas,
          attributes: { cas, ...attributes },
        })),
        meta: { total: chemicals.length },
      }
    },
  )
}

import {
  AdminTaxonomyDocument,
  CreateTaxonomyOptionRequest,
  ErrorDocument,
  TaxonomyGroupParams,
  TaxonomyOptionParams,
  TaxonomyOrderRequest,
  UpdateTaxonomyOptionRequest,
} from '@escudo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bearerAuth, errorResponses } from '../../../../lib/openapi'

const tags = ['admin: catalogue']

/**
 * Filter options: titles (pt-BR, English), descriptions, order, new options, deletion of unused ones.
 * /api/v1/filters reads the tables directly.
 */
export const adminTaxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const taxonomy = app.taxonomyRepository
  const answer = async () => ({ data: await taxonomy.view() })
  const response = { 200: AdminTaxonomyDocument, 404: ErrorDocument }

  app.get(
    '/filter-groups',
    {
      schema: {
        tags,
        summary: 'Every filter group with its options and how many products use each',
        security: bearerAuth,
        response: { 200: AdminTaxonomyDocument, ...errorResponses(401, 403) },
      },
    },
    answer,
  )

  app.post(
    '/filter-groups/:group/options',
    {
      schema: {
        tags,
        summary: 'Add an option at the end of a group',
        security: bearerAuth,
        params: TaxonomyGroupParams,
        body: CreateTaxonomyOptionRequest,
        response: { 201: AdminTaxonomyDocument, 404: ErrorDocument, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      await taxonomy.add(request.params.group, request.body.data.attributes)
      return reply.code(201).send(await answer())
    },
  )

  app.patch(
    '/filter-groups/:group/options/:option',
    {
      schema: {
        tags,
        summary: 'Change the titles or descriptions of an option',
        security: bearerAuth,
        params: TaxonomyOptionParams,
        body: UpdateTaxonomyOptionRequest,
        response: { ...response, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      await taxonomy.update(request.params.group, request.params.option, request.body.data.attributes)
      return answer()
    },
  )

  app.put(
    '/filter-groups/:group/order',
    {
      schema: {
        tags,
        summary: "Set the order of a group's options (every option once)",
        security: bearerAuth,
        params: TaxonomyGroupParams,
        body: TaxonomyOrderRequest,
        response: { ...response, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      await taxonomy.reorder(request.params.group, request.body.data.attributes.options)
      return answer()
    },
  )

  app.delete(
    '/filter-groups/:group/options/:option',
    {
      schema: {
        tags,
        summary: 'Delete an option no product uses (409 with the count otherwise)',
        security: bearerAuth,
        params: TaxonomyOptionParams,
        response: { 204: z.null().describe('Deleted'), 404: ErrorDocument, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      await taxonomy.remove(request.params.group, request.params.option)
      return reply.code(204).send(null)
    },
  )
}

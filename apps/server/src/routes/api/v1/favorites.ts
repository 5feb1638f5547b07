import {
  CreateFavoriteRequest,
  ErrorDocument,
  FavoriteDocument,
  FavoriteListDocument,
  FavoriteQuery,
  IdParams,
  type ProductSummaryResource,
  UpdateFavoriteRequest,
} from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { customerMessages } from '../../../customer/customer-messages'
import { favoriteResource } from '../../../customer/resources'
import { estimateMessages } from '../../../estimates/estimate-messages'
import { notFound, validationFailed } from '../../../lib/errors'
import { bearerAuth, errorResponses } from '../../../lib/openapi'
import { pageLinks, pageOffset } from '../../../lib/pagination'
import { currentUser } from '../../../accounts/guards'

/** The list resource of each product, as the catalogue index keeps it (published products only). */
const includedProducts = (app: FastifyInstance, ids: string[]) =>
  [...new Set(ids)].flatMap((id) => {
    const hit = app.catalogIndex.get(id)
    return hit ? [JSON.parse(hit.document.toString('utf8')) as ProductSummaryResource] : []
  })

const missing = (id: string) => notFound(customerMessages.favoriteMissing(id))

/** The signed-in customer's favourites; each product appears once per customer. */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate)
  const tags = ['favorites']

  app.get(
    '/favorites',
    {
      schema: {
        tags,
        summary: 'Your favourites, newest first, products in `included`',
        security: bearerAuth,
        querystring: FavoriteQuery,
        response: { 200: FavoriteListDocument, ...errorResponses(401) },
      },
    },
    async (request) => {
      const product = request.query['filter[product]']
      const page = {
        number: request.query['page[number]'],
        size: request.query['page[size]'],
        params: { 'filter[product]': product },
      }
      const { rows, total } = await app.favoritesRepository.list(
        currentUser(request).id,
        pageOffset(page),
        page.size,
        product,
      )
      return {
        data: rows.map(favoriteResource),
        included: includedProducts(
          app,
          rows.map((row) => row.productId),
        ),
        meta: { total },
        links: pageLinks('/api/v1/favorites', page, total),
      }
    },
  )

  app.post(
    '/favorites',
    {
      schema: {
        tags,
        summary: 'Add a favourite (201); adding it again answers the existing one (200)',
        description: 'Idempotent: a second add changes nothing but the note, when one is sent.',
        security: bearerAuth,
        body: CreateFavoriteRequest,
        response: { 200: FavoriteDocument, 201: FavoriteDocument, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const { attributes, relationships } = request.body.data
      const productId = relationships.product.data.id
      if (!app.catalogIndex.get(productId) || !(await app.catalogRepository.product(productId)))
        throw validationFailed([
          { pointer: '/data/relationships/product/data/id', detail: estimateMessages.productNotInCatalogue },
        ])
      const { favorite, created } = await app.favoritesRepository.add(
        currentUser(request).id,
        productId,
        attributes.note,
      )
      reply.code(created ? 201 : 200)
      return { data: favoriteResource(favorite), included: includedProducts(app, [productId]) }
    },
  )

  app.patch(
    '/favorites/:id',
    {
      schema: {
        tags,
        summary: 'Change the private note of a favourite',
        security: bearerAuth,
        params: IdParams,
        body: UpdateFavoriteRequest,
        response: { 200: FavoriteDocument, 404: ErrorDocument, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const { id } = request.params
      const note = request.body.data.attributes.note ?? null
      const favorite = await app.favoritesRepository.updateNote(currentUser(request).id, id, note)
      if (!favorite) throw missing(id)
      return { data: favoriteResource(favorite), included: includedProducts(app, [favorite.productId]) }
    },
  )

  app.delete(
    '/favorites/:id',
    {
      schema: {
        tags,
        summary: 'Remove a favourite',
        security: bearerAuth,
        params: IdParams,
        response: { 204: z.null().describe('Removed'), 404: ErrorDocument, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      if (!(await app.favoritesRepository.remove(currentUser(request).id, request.params.id)))
        throw missing(request.params.id)
      return reply.code(204).send(null)
    },
  )
}

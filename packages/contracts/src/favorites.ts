import { z } from 'zod'
import { OptionalNote, ResourceId, ListMeta } from './customer-common'
import { ProductSummaryResource } from './catalog'
import { Links, PageQuery } from './jsonapi'

const FavoriteNote = OptionalNote('a nota', 1000)
const ProductRef = z.object({ type: z.literal('products'), id: z.string() })

export const CreateFavoriteRequest = z.object({
  data: z.object({
    type: z.literal('favorites', { error: 'data.type precisa ser "favorites".' }),
    attributes: z.object({ note: FavoriteNote }).default({}),
    relationships: z.object({
      product: z.object({
        data: z.object({
          type: z.literal('products', { error: 'O tipo precisa ser "products".' }),
          id: ResourceId,
        }),
      }),
    }),
  }),
})
export type CreateFavoriteRequest = z.input<typeof CreateFavoriteRequest>

export const UpdateFavoriteRequest = z.object({
  data: z.object({
    type: z.literal('favorites', { error: 'data.type precisa ser "favorites".' }),
    id: z.string().optional(),
    attributes: z.object({ note: FavoriteNote }),
  }),
})
export type UpdateFavoriteRequest = z.input<typeof UpdateFavoriteRequest>

export const FavoriteResource = z.object({
  type: z.literal('favorites'),
  id: z.string(),
  attributes: z.object({
    note: z.string().nullable().describe('Private: only its owner sees it'),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  relationships: z.object({ product: z.object({ data: ProductRef }) }),
})
export type FavoriteResource = z.infer<typeof FavoriteResource>

export const FavoriteDocument = z.object({
  data: FavoriteResource,
  included: z.array(ProductSummaryResource),
})
export type FavoriteDocument = z.infer<typeof FavoriteDocument>

export const FavoriteListDocument = z.object({
  data: z.array(FavoriteResource),
  included: z.array(ProductSummaryResource),
  meta: ListMeta,
  links: Links,
})
export type FavoriteListDocument = z.infer<typeof FavoriteListDocument>

/** `filter[product]` answers whether the customer keeps that product (0 or 1 favourite). */
export const FavoriteQuery = PageQuery.extend({
  'filter[product]': z.guid({ error: 'filter[product] precisa ser o id de um produto.' }).optional(),
})

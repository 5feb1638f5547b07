import { z } from 'zod'
import { jsonApiDocument, ListMeta, OptionalNote, ResourceId, writeDocument } from './customer-common'
import { ProductSummaryResource } from './catalog'
import { Links, PageQuery } from './jsonapi'
import { says } from './says'

const FavoriteNote = OptionalNote(['a nota', 'the note'], 1000)
const ProductRef = z.object({ type: z.literal('products'), id: z.string() })

const FavoriteAttributes = z.object(
  { note: FavoriteNote },
  {
    error: says(
      'data.attributes precisa ser um objeto com os atributos.',
      'data.attributes must be an object with the attributes.',
    ),
  },
)
const NAME_THE_PRODUCT = says(
  'Informe o produto: data.relationships.product.data = { type: "products", id }.',
  'Name the product: data.relationships.product.data = { type: "products", id }.',
)

export const CreateFavoriteRequest = jsonApiDocument('favorites', FavoriteAttributes.default({}), {
  relationships: z.object(
    {
      product: z.object(
        {
          data: z.object(
            {
              type: z.literal('products', {
                error: says('O tipo precisa ser "products".', 'The type must be "products".'),
              }),
              id: ResourceId,
            },
            { error: NAME_THE_PRODUCT },
          ),
        },
        { error: NAME_THE_PRODUCT },
      ),
    },
    { error: NAME_THE_PRODUCT },
  ),
})
export type CreateFavoriteRequest = z.input<typeof CreateFavoriteRequest>

export const UpdateFavoriteRequest = writeDocument('favorites', FavoriteAttributes)
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
  'filter[product]': z
    .guid({
      error: says(
        'filter[product] precisa ser o id de um produto.',
        "filter[product] must be a product's id.",
      ),
    })
    .optional(),
})

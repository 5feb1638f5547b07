import { z } from 'zod'
import { ResourceId, writeDocument } from '../customer-common'
import { resource } from '../jsonapi'

/* The home page's highlighted products, in order. */

export const HIGHLIGHTS_MAX = 24
export const UpdateHighlightsRequest = writeDocument(
  'highlights',
  z.object({
    productIds: z
      .array(ResourceId, { error: 'Envie a lista de produtos em destaque.' })
      .max(HIGHLIGHTS_MAX, { error: `No máximo ${HIGHLIGHTS_MAX} destaques.` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Um produto aparece duas vezes.' }),
  }),
)
export type UpdateHighlightsRequest = z.input<typeof UpdateHighlightsRequest>
export const AdminHighlightsDocument = z.object({
  data: z.array(
    resource(
      'products',
      z.object({
        name: z.string(),
        reference: z.string(),
        published: z.boolean(),
        thumbnailUrl: z.string().nullable(),
      }),
    ),
  ),
})
export type AdminHighlightsDocument = z.infer<typeof AdminHighlightsDocument>

import { z } from 'zod'
import { ResourceId, writeDocument } from '../customer-common'
import { resource } from '../jsonapi'
import { says } from '../says'

/* The home page's highlighted products, in order. */

export const HIGHLIGHTS_MAX = 24
export const UpdateHighlightsRequest = writeDocument(
  'highlights',
  z.object({
    productIds: z
      .array(ResourceId, {
        error: says('Envie a lista de produtos em destaque.', 'Send the list of highlighted products.'),
      })
      .max(HIGHLIGHTS_MAX, {
        error: says(`No máximo ${HIGHLIGHTS_MAX} destaques.`, `At most ${HIGHLIGHTS_MAX} highlights.`),
      })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: says('Um produto aparece duas vezes.', 'A product appears twice.'),
      }),
  }),
)
export type UpdateHighlightsRequest = z.input<typeof UpdateHighlightsRequest>

/** Why a chosen highlight is not on the home page: not published, or it cannot be quoted (CA not valid, NR-6). */
export const HIGHLIGHT_HIDDEN_REASONS = ['nao_publicado', 'ca_invalido'] as const
export type HighlightHiddenReason = (typeof HIGHLIGHT_HIDDEN_REASONS)[number]

export const AdminHighlightsDocument = z.object({
  data: z.array(
    resource(
      'products',
      z.object({
        name: z.string(),
        reference: z.string(),
        published: z.boolean(),
        thumbnailUrl: z.string().nullable(),
        hiddenReason: z
          .enum(HIGHLIGHT_HIDDEN_REASONS)
          .nullable()
          .describe(
            'Why the home page does not show it: nao_publicado, or ca_invalido (its CA is not valid: it cannot ' +
              'be quoted, so it is never promoted); null when shown',
          ),
      }),
    ),
  ),
})
export type AdminHighlightsDocument = z.infer<typeof AdminHighlightsDocument>

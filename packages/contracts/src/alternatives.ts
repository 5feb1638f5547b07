import { z } from 'zod'
import { ProductSummaryAttributes } from './catalog'
import { resource } from './jsonapi'

/**
 * Why a valid alternative is offered for a product that cannot be quoted (issue 32), strongest first:
 * the same category (always), the same risks (all of the product's) or some of them, the same norms (all of
 * the product's) or some, and EN 388 / EN 374 levels at least as good position by position.
 */
export const ALTERNATIVE_REASONS = [
  'mesma_categoria',
  'mesmos_riscos',
  'riscos_em_comum',
  'mesmas_normas',
  'normas_em_comum',
  'en388_igual_ou_melhor',
  'en374_igual_ou_melhor',
] as const
export type AlternativeReason = (typeof ALTERNATIVE_REASONS)[number]

/** At most this many alternatives are offered. */
export const ALTERNATIVES_MAX = 4

export const ProductAlternativesDocument = z.object({
  data: z.array(resource('products', ProductSummaryAttributes)),
  meta: z.object({
    reasons: z
      .record(z.string(), z.array(z.enum(ALTERNATIVE_REASONS)))
      .describe(
        'Product id → why it is offered, strongest first (the storefront words them in its language)',
      ),
  }),
})
export type ProductAlternativesDocument = z.infer<typeof ProductAlternativesDocument>

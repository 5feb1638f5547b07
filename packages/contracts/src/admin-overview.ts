import { z } from 'zod'
import { EstimateStatus } from './estimates'

/* The back office's overview (issue 9 part B): what needs the brand's attention today. */

/** Products whose CA expires within this many days (or has expired) need the brand's attention. */
export const CA_ATTENTION_DAYS = 90
/** A visible comment not reviewed by staff within this many days of being written awaits attention. */
export const COMMENT_ATTENTION_DAYS = 30

const ProductRef = z.object({ id: z.string(), name: z.string(), slug: z.string(), reference: z.string() })

export const OverviewAttributes = z.object({
  estimatesByStatus: z.record(EstimateStatus, z.number().int()),
  openEstimates: z.number().int().describe('em_aberto + informacao_pendente'),
  newContactMessages: z.number().int().describe('Not handled yet'),
  commentsAwaiting: z
    .number()
    .int()
    .describe(`Visible, not reviewed, written in the last ${COMMENT_ATTENTION_DAYS} days`),
  caAttention: z.object({
    count: z.number().int().describe(`CA expired or expiring within ${CA_ATTENTION_DAYS} days`),
    expired: z.number().int(),
    products: z.array(
      ProductRef.extend({
        caNumber: z.string(),
        caValidUntil: z.string(),
        published: z.boolean(),
        expired: z.boolean(),
      }),
    ),
  }),
  mostViewed: z.array(ProductRef.extend({ views: z.number().int() })),
  mostQuoted: z.array(
    ProductRef.extend({
      estimates: z.number().int().describe('Estimates with a line of this product'),
      quantity: z.number().int().describe('Units asked for in all those lines'),
    }),
  ),
})
export type OverviewAttributes = z.infer<typeof OverviewAttributes>
export const OverviewDocument = z.object({
  data: z.object({ type: z.literal('overviews'), id: z.string(), attributes: OverviewAttributes }),
})

import type {
  AdminCommentAttributes,
  AdminContactMessageResource,
  CustomerAttributes,
  EstimateAttributes,
  OutboxAttributes,
  OverviewAttributes,
} from '@escudo/contracts'
import type { z } from 'zod'

/** The shapes the UI works with: JSON:API resources flattened to `{ id, ...attributes }`. */
export type Overview = { id: string } & OverviewAttributes
export type Estimate = { id: string } & EstimateAttributes
export type ModeratedComment = { id: string; product: { id: string } } & z.infer<
  typeof AdminCommentAttributes
>
export type ContactMessage = { id: string } & z.infer<typeof AdminContactMessageResource>['attributes']
export type Customer = { id: string } & CustomerAttributes
export type OutboxMessage = { id: string } & OutboxAttributes

export type Page<T, Meta = object> = { items: T[]; total: number } & Meta

/** `page[number]`, `page[size]` and the `filter[...]` of a list, left out when empty. */
export function listQuery(params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value))
  return search.toString()
}

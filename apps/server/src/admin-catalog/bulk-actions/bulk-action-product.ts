import {
  ADMIN_CATALOG_ERROR_CODES,
  GROUP_ATTRIBUTE,
  type BulkAction,
  type PrimaryGroup,
  type ProductInput,
  type SheetLocale,
} from '@escudo/contracts'
import { count, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { estimateLines, products, type ProductRow } from '../../db/schema/index'
import { ApiProblem } from '../../lib/errors'
import type { BulkMessages } from './bulk-action-messages'
import type { BulkGroup } from './bulk-selection'
import { missingProduct } from '../products/product-store'
import type { ProductRepository } from '../products/products-repository'

/** A version conflict means someone else wrote the product meanwhile: read it again and retry, this often. */
const ATTEMPTS = 5

export type BulkContext = {
  db: Database
  repository: ProductRepository
  messages: BulkMessages
  locale: SheetLocale
  action: BulkAction
  group: BulkGroup | undefined
  optionId: string | null
  log: { error: (object: object, message: string) => void }
}

/** Refused for a reason the staff member reads in the report. */
class Refused extends Error {}

const toggled = (list: string[], option: string, add: boolean) =>
  add ? (list.includes(option) ? list : [...list, option]) : list.filter((item) => item !== option)

/** The changes add-option / remove-option make to `row`; undefined when it has (or lacks) the option already. */
function optionChanges(context: BulkContext, row: ProductRow): Partial<ProductInput> | undefined {
  const { group, optionId, action } = context
  if (!group || !optionId) return undefined
  const add = action === 'add-option'
  if (!group.primary) {
    const current = row.secondary[group.id] ?? []
    const next = toggled(current, optionId, add)
    if (next.length === current.length) return undefined
    const { [group.id]: _old, ...others } = row.secondary
    return { secondary: next.length > 0 ? { ...others, [group.id]: next } : others }
  }
  const attribute = GROUP_ATTRIBUTE[group.id as PrimaryGroup]
  const current = row[attribute]
  if (typeof current === 'string') {
    // Only remove-option reaches a single-valued group (add is refused when accepted), and a product needs one.
    if (current !== optionId) return undefined
    throw new Refused(
      context.messages.requiredGroup(context.locale === 'en' ? group.title.en : group.title.pt),
    )
  }
  const next = toggled(current, optionId, add)
  return next.length === current.length ? undefined : { [attribute]: next }
}

/**
 * Writes the changes `plan` makes to the product through the repository's update (optimistic version, change
 * feed, search index, as the product form's save); a version conflict is retried on a fresh read.
 */
async function updateWith(
  context: BulkContext,
  id: string,
  plan: (row: ProductRow) => Partial<ProductInput> | undefined,
) {
  for (let attempt = 1; ; attempt += 1) {
    const [row] = await context.db.select().from(products).where(eq(products.id, id))
    if (!row) throw missingProduct(id)
    const changes = plan(row)
    if (!changes) return
    try {
      await context.repository.update(id, { ...changes, version: row.version })
      return
    } catch (error) {
      const stale =
        error instanceof ApiProblem && error.errors[0]?.code === ADMIN_CATALOG_ERROR_CODES.staleVersion
      if (!stale) throw error
      if (attempt === ATTEMPTS) throw new Refused(context.messages.busy)
    }
  }
}

async function apply(context: BulkContext, id: string) {
  switch (context.action) {
    case 'publish':
    case 'unpublish':
      await context.repository.setPublished(id, context.action === 'publish')
      return
    case 'set-release':
    case 'unset-release': {
      const release = context.action === 'set-release'
      await updateWith(context, id, (row) =>
        row.isLancamento === release ? undefined : { isLancamento: release },
      )
      return
    }
    case 'add-option':
    case 'remove-option':
      await updateWith(context, id, (row) => optionChanges(context, row))
      return
    case 'delete':
      await context.repository.remove(id)
  }
}

/** Why the repository refused the product, in the staff member's language. */
async function refusalOf(context: BulkContext, id: string, error: unknown): Promise<string> {
  const { messages } = context
  if (error instanceof Refused) return error.message
  if (error instanceof ApiProblem) {
    const first = error.errors[0]
    if (error.status === 404) return messages.deleted
    if (first?.code === ADMIN_CATALOG_ERROR_CODES.incomplete)
      return messages.incomplete(
        error.errors.map((problem) =>
          problem.source && 'pointer' in problem.source
            ? problem.source.pointer.replace('/data/attributes/', '')
            : '',
        ),
      )
    if (first?.code === ADMIN_CATALOG_ERROR_CODES.productInUse) {
      const [lines] = await context.db
        .select({ n: count() })
        .from(estimateLines)
        .where(eq(estimateLines.productId, id))
      return messages.inUse(lines?.n ?? 0)
    }
    return messages.invalid(error.errorsIn(context.locale)[0]?.detail ?? error.message)
  }
  context.log.error({ err: error, productId: id }, 'bulk action on a product failed')
  return messages.failed
}

/**
 * Applies the bulk action to one product, in its own transaction(s) through the product repository: the same
 * rules (publishing needs a complete product, a quoted product is not deleted) and the same side effects as
 * the single-product commands. Answers the refusal's message, or undefined when done.
 */
export async function applyToProduct(context: BulkContext, id: string): Promise<string | undefined> {
  try {
    await apply(context, id)
    return undefined
  } catch (error) {
    return refusalOf(context, id, error)
  }
}

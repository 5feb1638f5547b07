import {
  BULK_OPTION_ACTIONS,
  BULK_SELECTION_MAX,
  PRIMARY_GROUPS,
  type BulkAction,
  type BulkSelectionFilter,
} from '@escudo/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { filterGroups, filterOptions, products } from '../../db/schema/index'
import { ApiProblem, validationFailed } from '../../lib/errors'
import { isDerivedCutOption } from '../../catalog/cut-options'
import { isDerivedChemicalOption } from '../../catalog/chemical-options'
import { listProducts } from '../products/product-list'
import { bulkRefusals } from './bulk-action-messages'

/** A selected product: its id, and its reference for the report (should it be deleted meanwhile). */
export type SelectedProduct = { id: string; reference: string }

/** The group an add-option / remove-option action names, as the job needs it. */
export type BulkGroup = { id: string; primary: boolean; multiple: boolean; title: { pt: string; en: string } }

const SELECTION = '/data/attributes/selection'
/** Unknown ids listed one error each, up to this many (a list of 20,000 wrong ids is one mistake). */
const UNKNOWN_IDS_LISTED = 20

const emptySelection = () =>
  new ApiProblem(422, [
    {
      code: 'empty_selection',
      title: 'Empty selection',
      detail: bulkRefusals.emptySelection,
      source: { pointer: SELECTION },
    },
  ])

/** Selected ids, each once and in the order sent; every one must be a product. */
async function byIds(db: Database, ids: string[]): Promise<SelectedProduct[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))]
  const found = new Map<string, string>()
  for (let start = 0; start < unique.length; start += 1000) {
    const rows = await db
      .select({ id: products.id, reference: products.reference })
      .from(products)
      .where(inArray(products.id, unique.slice(start, start + 1000)))
    for (const row of rows) found.set(row.id, row.reference)
  }
  const unknown = ids.map((id, index) => ({ id, index })).filter(({ id }) => !found.has(id.toLowerCase()))
  if (unknown.length > 0)
    throw validationFailed(
      unknown.slice(0, UNKNOWN_IDS_LISTED).map(({ id, index }) => ({
        pointer: `${SELECTION}/ids/${index}`,
        detail: bulkRefusals.unknownProduct(id),
      })),
    )
  return unique.map((id) => ({ id, reference: found.get(id)! }))
}

/** Every product the admin list shows with these filters, as the list orders it by reference. */
async function byFilter(db: Database, filter: BulkSelectionFilter): Promise<SelectedProduct[]> {
  const { rows, total } = await listProducts(db, {
    q: filter.q || undefined,
    published: typeof filter.published === 'string' ? filter.published === 'true' : filter.published,
    complete: typeof filter.complete === 'string' ? filter.complete === 'true' : filter.complete,
    missingEnglish:
      typeof filter.missingEnglish === 'string' ? filter.missingEnglish === 'true' : filter.missingEnglish,
    category: filter.category,
    brand: filter.brand,
    sort: 'reference',
    offset: 0,
    limit: BULK_SELECTION_MAX + 1,
  })
  if (total > BULK_SELECTION_MAX)
    throw validationFailed([
      {
        pointer: SELECTION,
        detail: bulkRefusals.tooMany(total, BULK_SELECTION_MAX),
      },
    ])
  return rows.map((row) => ({ id: row.id, reference: row.reference }))
}

/**
 * The selection as product ids, resolved when the action is accepted: products created afterwards are never
 * touched, and what the staff member confirmed is what the job works on.
 */
export async function resolveSelection(
  db: Database,
  selection: { ids?: string[] | undefined; filter?: BulkSelectionFilter | undefined },
): Promise<SelectedProduct[]> {
  const selected = selection.ids ? await byIds(db, selection.ids) : await byFilter(db, selection.filter ?? {})
  if (selected.length === 0) throw emptySelection()
  return selected
}

/**
 * The group and option of add-option / remove-option must exist; adding to a group whose products hold one
 * option (brand, category…) would replace it, which is the product form's job, not a bulk "add".
 */
export async function checkBulkOption(
  db: Database,
  action: BulkAction,
  groupId: string | undefined,
  optionId: string | undefined,
): Promise<BulkGroup | undefined> {
  if (!(BULK_OPTION_ACTIONS as readonly string[]).includes(action) || !groupId || !optionId) return undefined
  const [group] = await db.select().from(filterGroups).where(eq(filterGroups.id, groupId))
  const primary = (PRIMARY_GROUPS as readonly string[]).includes(groupId)
  // A product holds the primary groups' options and the secondary groups' (those applying to a category).
  if (!group || (!primary && group.appliesToGroup === null))
    throw validationFailed([
      { pointer: '/data/attributes/groupId', detail: bulkRefusals.unknownGroup(groupId) },
    ])
  const [option] = await db
    .select({ id: filterOptions.id })
    .from(filterOptions)
    .where(and(eq(filterOptions.groupId, groupId), eq(filterOptions.id, optionId)))
  if (!option)
    throw validationFailed([
      {
        pointer: '/data/attributes/optionId',
        detail: bulkRefusals.unknownOption(group, optionId),
      },
    ])
  // The cut options follow the norm codes (decision 034): adding or removing one by hand would contradict them.
  if (isDerivedCutOption(groupId, optionId))
    throw validationFailed([
      {
        pointer: '/data/attributes/optionId',
        detail: bulkRefusals.derivedCutOption(group, optionId),
      },
    ])
  // The EN ISO 374-1 type options follow the chemical resistance data (decision 052).
  if (isDerivedChemicalOption(groupId, optionId))
    throw validationFailed([
      {
        pointer: '/data/attributes/optionId',
        detail: bulkRefusals.derivedChemicalOption(group, optionId),
      },
    ])
  if (action === 'add-option' && !group.multiple)
    throw validationFailed([
      {
        pointer: '/data/attributes/groupId',
        detail: bulkRefusals.singleOptionGroup(group),
      },
    ])
  return {
    id: group.id,
    primary,
    multiple: group.multiple,
    title: { pt: group.titlePt, en: group.titleEn },
  }
}

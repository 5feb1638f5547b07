import type { AuditEntityType, AuditEntryAttributes } from '@escudo/contracts'
import { paths } from '../../../config/paths'

/** One audit entry as the UI works with it (decision 031): `{ id, ...attributes }`. */
export type AuditEntry = { id: string } & AuditEntryAttributes

/** A changed field: its column, its value before (`undefined`: created) and after (`undefined`: deleted). */
export type AuditChange = { column: string; before: unknown; after: unknown }

/** Values longer than this are cut short, with a way to see them whole. */
export const AUDIT_VALUE_MAX = 80

/**
 * The key of what an entry says happened, under `audit.what`: the table and action (`product_images.insert`:
 * "Imagem adicionada"); an estimate's status change says the new status ("Orçamento respondido"), an import's
 * dry run says it is one.
 */
export function auditWhatKey(entry: AuditEntry): string {
  const status = entry.after?.status
  if (entry.table === 'estimates' && entry.action === 'update' && typeof status === 'string')
    return `estimates.status.${status}`
  if (entry.table === 'import_jobs' && entry.after?.dry_run === true) return 'import_jobs.dryRun'
  return `${entry.table}.${entry.action}`
}

/** The page of the entry's resource, when the back office has one. */
export function auditHref(entityType: AuditEntityType, id: string): string | undefined {
  const pages: Partial<Record<AuditEntityType, (id: string) => string>> = {
    products: paths.admin.product.getHref,
    highlights: paths.admin.product.getHref,
    estimates: paths.admin.estimate.getHref,
    imports: paths.admin.imports.getHref,
    'filter-groups': paths.admin.taxonomy.getHref,
    'filter-options': paths.admin.taxonomy.getHref,
    banners: paths.admin.banners.getHref,
    comments: paths.admin.comments.getHref,
    'contact-messages': paths.admin.contactMessages.getHref,
    users: paths.admin.staff.getHref,
    'staff-invitations': paths.admin.staff.getHref,
    'api-keys': paths.admin.apiKeys.getHref,
    'webhook-endpoints': paths.admin.webhooks.getHref,
    // Their pages list them all (their own address takes a query to prefill, not an id).
    'search-synonyms': () => paths.admin.synonyms.getHref(),
    'search-rules': () => paths.admin.searchRules.getHref(),
  }
  return pages[entityType]?.(id)
}

// Columns that say nothing to a person (ids, keys, where a file is stored, the time the entry has already):
// left out of a created or deleted row's fields.
const NOISE = new Set([
  'id',
  'product_id',
  'estimate_id',
  'comment_id',
  'contact_message_id',
  'user_id',
  'seq',
  'file_path',
  'created_at',
  'uploaded_at',
])

/**
 * The columns people look for first (what names the row, its CA, prices, status), in that order; the others
 * follow in the order they come (the database sorts a row's keys by length, an order that means nothing).
 */
const FIRST = [
  'name',
  'reference',
  'number',
  'status',
  'dry_run',
  'create_options',
  'total',
  'published',
  'ca_number',
  'ca_valid_until',
  'unit_price_cents',
  'quantity',
  'lead_time',
  'valid_until',
  'category',
  'brand',
]
const rank = (column: string) => {
  const index = FIRST.indexOf(column)
  return index === -1 ? FIRST.length : index
}

/**
 * The fields an entry changed, the telling ones first: an update's before and after, or a created row's (or a
 * deleted row's) values without its ids and empty cells.
 */
export function auditChanges(entry: AuditEntry): AuditChange[] {
  const before = entry.before ?? {}
  const after = entry.after ?? {}
  const columns = [...new Set([...Object.keys(after), ...Object.keys(before)])].sort(
    (a, b) => rank(a) - rank(b),
  )
  const changes = columns.map((column) => ({
    column,
    before: entry.before ? before[column] : undefined,
    after: entry.after ? after[column] : undefined,
  }))
  if (entry.action === 'update') return changes
  return changes.filter(
    (change) =>
      !NOISE.has(change.column) && !isEmpty(entry.action === 'insert' ? change.after : change.before),
  )
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0)

/** What names the entry's resource, when the row carries it: a product's name or reference, an estimate's number. */
export function auditSubject(entry: AuditEntry): string | undefined {
  for (const row of [entry.after, entry.before]) {
    for (const key of ['name', 'reference', 'number', 'title', 'file_name', 'email']) {
      const value = row?.[key]
      if (typeof value === 'string' || typeof value === 'number') return String(value)
    }
  }
  return undefined
}

export type ValueFormat = {
  yes: string
  no: string
  empty: string
  date: (value: string) => string
  dateTime: (value: string) => string
  money: (cents: number) => string
  /** An enumerated value in words (a role, a status), or undefined when it has none. */
  word: (column: string, value: string) => string | undefined
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** A value as a person reads it: yes/no, days and times in their language, prices in reais, lists with commas. */
export function auditValue(column: string, value: unknown, format: ValueFormat): string {
  if (value === null || value === undefined || value === '') return format.empty
  if (typeof value === 'boolean') return value ? format.yes : format.no
  if (typeof value === 'number') return column.endsWith('_cents') ? format.money(value) : String(value)
  if (typeof value === 'string') {
    const word = format.word(column, value)
    if (word !== undefined) return word
    if (DAY.test(value)) return format.date(value)
    if (TIMESTAMP.test(value)) return format.dateTime(value)
    return value
  }
  if (Array.isArray(value))
    return value.length === 0
      ? format.empty
      : value.map((item) => auditValue(column, item, format)).join(', ')
  return JSON.stringify(value)
}

/** A long value cut at a word near the limit, or undefined when it fits. */
export function truncateValue(text: string, max = AUDIT_VALUE_MAX): string | undefined {
  if (text.length <= max) return undefined
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { validationFailed, type Detail } from './errors'

/**
 * Ordered rows (images, banners, highlights, taxonomy options, estimate lines) are numbered 1…n; a new
 * order is accepted only if it names every current item exactly once, else a 422 at `pointer`.
 */
export function checkOrder<T>(order: readonly T[], current: readonly T[], pointer: string, detail: Detail) {
  const known = new Set(current)
  if (
    order.length !== known.size ||
    new Set(order).size !== order.length ||
    order.some((item) => !known.has(item))
  )
    throw validationFailed([{ pointer, detail }])
}

/** The rows numbered 1…n in the order given, ready to insert. */
export const numbered = <T extends object>(rows: readonly T[]) =>
  rows.map((row, index) => ({ ...row, position: index + 1 }))

/** The new `position` of each row, for one UPDATE that reorders them all: the index in `ids`, from 1. */
export const positionIn = (idColumn: AnyColumn, ids: readonly string[]): SQL =>
  sql`case ${sql.join(
    ids.map((id, index) => sql`when ${idColumn} = ${id} then ${index + 1}::int`),
    sql` `,
  )} end`

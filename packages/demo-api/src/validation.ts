import { z } from 'zod'
import { HttpError } from './http'

/**
 * Small zod pieces for query strings and bodies. Query values always arrive as strings (see query.ts);
 * bodies arrive as JSON, where forms and FullCalendar send ids as strings.
 */

/** Free text; absent means no filtering. */
export const Text = z.string().trim().default('')

/**
 * A list filter's value, empty/absent for "any". Filters are exact: a value the data never holds (a role
 * that does not exist) matches nothing and gives an empty list, as a real back end answers, not a 400.
 */
export const FilterValue = Text

/** One of `values`, or empty/absent for "any". */
export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.literal('')]).default('')
}

/** A whole number ≥ 1 from a query string; empty or absent gives `fallback`. */
export function pageNumber(fallback: number) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^\d+$/, { error: 'must be a whole number' })
      .transform(Number)
      .pipe(z.number().int().min(1, { error: 'must be at least 1' }))
      .default(fallback),
  )
}

/** An id: a positive integer, given as a number or as a string of digits. */
export const Id = z
  .union([z.number(), z.string().trim().regex(/^\d+$/, { error: 'must be a whole number' })], {
    error: 'must be a number',
  })
  .transform(Number)
  .pipe(z.number().int({ error: 'must be a whole number' }).positive({ error: 'must be positive' }))

/** Parses `input` or throws a 400 naming the first problem, e.g. `Invalid query: page: must be at least 1`. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''
  throw new HttpError(400, `Invalid ${what}: ${where}${issue?.message ?? 'malformed'}`)
}

import { z } from 'zod'
import { PAGE_NUMBER_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants'
import { says } from './says'

export const ErrorSource = z.union([z.object({ pointer: z.string() }), z.object({ parameter: z.string() })])

export const ApiError = z.object({
  status: z.string().describe('HTTP status code, as a string'),
  code: z.string().describe('Stable machine-readable code, e.g. "validation_failed"'),
  title: z.string(),
  detail: z.string(),
  source: ErrorSource.optional(),
  /** `about`: the resource the problem is about, e.g. the running job a second one has to wait for. */
  links: z.object({ about: z.string() }).optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
})
export type ApiError = z.infer<typeof ApiError>

/**
 * An error's `meta` when one job of a kind runs at a time (409): the job queued or running, for the client
 * to link to.
 */
export const RunningJobMeta = z.object({ running: z.object({ type: z.string(), id: z.string() }) })
export type RunningJobMeta = z.infer<typeof RunningJobMeta>

export const ErrorDocument = z.object({ errors: z.array(ApiError).min(1) })
export type ErrorDocument = z.infer<typeof ErrorDocument>

export const Links = z.object({
  self: z.string(),
  next: z.string().nullable().optional(),
  prev: z.string().nullable().optional(),
})

/** A resource object with typed attributes. */
export function resource<T extends string, A extends z.ZodType>(type: T, attributes: A) {
  return z.object({
    type: z.literal(type),
    id: z.string(),
    attributes,
    relationships: z.record(z.string(), z.unknown()).optional(),
  })
}

/** `page[number]` from 1 and `page[size]` up to 100, as every list takes them. */
export const PageQuery = z.object({
  'page[number]': z.coerce
    .number({
      error: says('page[number] precisa ser um número inteiro.', 'page[number] must be a whole number.'),
    })
    .int({
      error: says('page[number] precisa ser um número inteiro.', 'page[number] must be a whole number.'),
    })
    .min(1, { error: says('page[number] começa em 1.', 'page[number] starts at 1.') })
    .max(PAGE_NUMBER_MAX, {
      error: says(
        `page[number] pode ser no máximo ${PAGE_NUMBER_MAX}.`,
        `page[number] can be at most ${PAGE_NUMBER_MAX}.`,
      ),
    })
    .default(1),
  'page[size]': z.coerce
    .number({
      error: says('page[size] precisa ser um número inteiro.', 'page[size] must be a whole number.'),
    })
    .int({ error: says('page[size] precisa ser um número inteiro.', 'page[size] must be a whole number.') })
    .min(1, { error: says('page[size] precisa ser pelo menos 1.', 'page[size] must be at least 1.') })
    .max(PAGE_SIZE_MAX, {
      error: says(
        `page[size] pode ser no máximo ${PAGE_SIZE_MAX}.`,
        `page[size] can be at most ${PAGE_SIZE_MAX}.`,
      ),
    })
    .default(PAGE_SIZE_DEFAULT),
})
export type PageQuery = z.infer<typeof PageQuery>

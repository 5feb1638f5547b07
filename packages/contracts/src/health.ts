import { z } from 'zod'
import { ApiError } from './jsonapi'

export const DatabaseKind = z.enum(['pglite', 'postgres'])
export type DatabaseKind = z.infer<typeof DatabaseKind>

/** Liveness: the process answers. It reads nothing, so a database outage never gets a process restarted. */
export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: DatabaseKind,
})
export type HealthResponse = z.infer<typeof HealthResponse>

const CheckResult = z.enum(['pass', 'fail'])

/** Each readiness check's outcome: the database answered, the index is built, the change feed is current. */
export const ReadinessChecks = z.object({
  database: CheckResult,
  index: CheckResult,
  changeFeed: CheckResult,
})
export type ReadinessChecks = z.infer<typeof ReadinessChecks>

/** Readiness, when every check passed (200). */
export const ReadinessResponse = z.object({
  status: z.literal('ready'),
  database: DatabaseKind,
  checks: ReadinessChecks,
})
export type ReadinessResponse = z.infer<typeof ReadinessResponse>

/** Why a process is not ready: one error per failed check. */
export const NotReadyCode = z.enum([
  'database_unreachable',
  'database_timeout',
  'index_not_built',
  'change_feed_stopped',
  'change_feed_disconnected',
  'change_feed_behind',
])
export type NotReadyCode = z.infer<typeof NotReadyCode>

/** Readiness, when a check failed (503): a JSON:API error document, with every check's outcome in `meta`. */
export const NotReadyResponse = z.object({
  errors: z.array(ApiError.extend({ code: NotReadyCode })).min(1),
  meta: z.object({ checks: ReadinessChecks }),
})
export type NotReadyResponse = z.infer<typeof NotReadyResponse>

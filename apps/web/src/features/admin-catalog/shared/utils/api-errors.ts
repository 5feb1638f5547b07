import { ADMIN_CATALOG_ERROR_CODES, RunningJobMeta } from '@escudo/contracts'
import type { ApiFailure } from '../../../../lib/api-client'
import { attributeField, type FailureOptions } from '../../../../lib/forms'

/**
 * The back office's catalogue forms: an upload's errors point at `/file`; in English a detail is
 * translated by its code; a stale version is no message but a conflict the product form explains.
 */
export const catalogFailures: FailureOptions = {
  fieldOf: (pointer) => (pointer === '/file' ? 'file' : attributeField(pointer)),
  unplaced: true,
  translations: (error, field) => [`errors.codes.${error.code}`, ...(field ? ['errors.invalid'] : [])],
  codedMessages: { [ADMIN_CATALOG_ERROR_CODES.staleVersion]: null },
  // A body past the server's limit may carry another code: the status says what happened.
  statusMessages: { 413: `errors.codes.${ADMIN_CATALOG_ERROR_CODES.fileTooLarge}` },
}

/**
 * A job refused because another of its kind is queued or running (409 `code`, one at a time: decision 036):
 * that one's id, null when the server did not name it (it ended as the server looked); undefined for any
 * other failure.
 */
export function runningJobOf(failure: unknown, code: string): string | null | undefined {
  const errors = (failure as Partial<ApiFailure> | undefined)?.errors ?? []
  const refusal = errors.find((error) => error.code === code)
  if (!refusal) return undefined
  const meta = RunningJobMeta.safeParse(refusal.meta)
  return meta.success ? meta.data.running.id : null
}

import { ADMIN_CATALOG_ERROR_CODES } from '@escudo/contracts'
import type { TFunction } from 'i18next'
import type { ApiFailure } from '../../../lib/api-client'

export type FieldErrors = Record<string, string>
export type DescribedError = {
  /** Messages per form field, from the errors' `source.pointer`. */
  fields: FieldErrors
  /** One message for the whole form (or null when the fields say it all). */
  message: string | null
  /** Someone else saved the product first (409 stale_version). */
  conflict: boolean
}

const fieldOf = (pointer: string | undefined) =>
  pointer?.match(/^\/data\/attributes\/([^/]+)/)?.[1] ?? (pointer === '/file' ? 'file' : undefined)

/**
 * A failed request as the forms show it. The server writes its details in Portuguese: pt-BR shows them as
 * they are; English shows a translation chosen by the error's code.
 */
export function describeError(failure: unknown, t: TFunction, language: string): DescribedError {
  const described: DescribedError = { fields: {}, message: null, conflict: false }
  const { status, errors = [] } = (failure ?? {}) as Partial<ApiFailure>
  if (typeof status !== 'number') {
    described.message = t('errors.network')
    return described
  }
  const english = language !== 'pt-BR'
  for (const error of errors) {
    if (error.code === ADMIN_CATALOG_ERROR_CODES.staleVersion) {
      described.conflict = true
      continue
    }
    const pointer = error.source && 'pointer' in error.source ? error.source.pointer : undefined
    const field = fieldOf(pointer)
    const text = english ? t([`errors.codes.${error.code}`, 'errors.invalid'], { field }) : error.detail
    if (field && !described.fields[field]) described.fields[field] = text
    else if (!field) described.message = text
  }
  if (status === 413)
    described.message = english ? t('errors.codes.file_too_large') : (errors[0]?.detail ?? null)
  if (!described.message && !described.conflict)
    described.message =
      Object.keys(described.fields).length > 0
        ? t('errors.summary')
        : t(status >= 500 ? 'errors.server' : 'errors.unknown')
  return described
}

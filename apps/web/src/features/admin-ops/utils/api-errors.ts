import type { TFunction } from 'i18next'
import type { ApiFailure } from '../../../lib/api-client'

export type Described = { fields: Record<string, string>; message: string | null }

/**
 * A failed request as a form shows it: 422 pointers become field errors keyed by their path under
 * `attributes` (`lines.0.unitPriceCents`), everything else one message for the form. The server
 * writes Portuguese: Portuguese readers get its words, English readers the field's own message.
 */
export function describeFailure(failure: unknown, t: TFunction, language: string | undefined): Described {
  const described: Described = { fields: {}, message: null }
  if (!failure || typeof failure !== 'object' || !('status' in failure)) return described
  const { status, errors = [] } = failure as ApiFailure
  if (typeof status !== 'number') return { ...described, message: t('errors.network') }
  for (const error of errors) {
    const pointer = error.source && 'pointer' in error.source ? error.source.pointer : undefined
    const path = pointer?.match(/^\/data\/attributes\/(.+)$/)?.[1]?.replaceAll('/', '.')
    if (status === 422 && path && !described.fields[path]) {
      const generic = path.replace(/\.\d+\./g, '_*_').replaceAll('.', '_')
      described.fields[path] =
        language === 'pt-BR'
          ? error.detail
          : t(`errors.fields.${generic}`, { defaultValue: t('errors.invalid') })
    } else if (!described.message)
      described.message = language === 'pt-BR' ? error.detail : errorMessage(status, t)
  }
  if (!described.message && Object.keys(described.fields).length > 0) described.message = t('errors.summary')
  if (!described.message && Object.keys(described.fields).length === 0)
    described.message = errorMessage(status, t)
  return described
}

function errorMessage(status: number, t: TFunction) {
  if (status === 401 || status === 403) return t('errors.forbidden')
  if (status === 404) return t('errors.notFound')
  if (status === 409) return t('errors.conflict')
  if (status >= 500) return t('errors.server')
  return t('errors.unknown')
}

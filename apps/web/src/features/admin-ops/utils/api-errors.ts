import { attributePath, type FailureOptions } from '../../../lib/forms'

/**
 * Staff forms: only a 422's pointers are fields, keyed by their path under `attributes`
 * (`lines.0.unitPriceCents`); anything else is one message for the form, by status in English.
 */
export const opsFailures: FailureOptions = {
  fieldOf: attributePath,
  fieldStatuses: [422],
  unplaced: true,
  // `lines.0.unitPriceCents` → `errors.fields.lines_*_unitPriceCents`: one text for every line.
  translations: (_error, field) =>
    field ? [`errors.fields.${field.replace(/\.\d+\./g, '_*_').replaceAll('.', '_')}`, 'errors.invalid'] : [],
  statusMessages: {
    401: 'errors.forbidden',
    403: 'errors.forbidden',
    404: 'errors.notFound',
    409: 'errors.conflict',
  },
}

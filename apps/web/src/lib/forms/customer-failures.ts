import { CUSTOMER_ERROR_CODES } from '@escudo/contracts'
import type { FailureOptions } from './describe-failure'

/**
 * The storefront customer's forms (favourites, comments, contact, the quote list, estimates): a known conflict
 * is the form's message; a field's detail in English is its generic one. Shared here rather than kept by one
 * feature because those five features share the `customer` texts these keys live in, and never import each other.
 */
export const customerFailures: FailureOptions = {
  translations: (_error, field) => (field ? [`validation.${field}.invalid`] : []),
  codedMessages: {
    [CUSTOMER_ERROR_CODES.commentExists]: 'errors.commentExists',
    [CUSTOMER_ERROR_CODES.invalidTransition]: 'errors.invalidTransition',
    [CUSTOMER_ERROR_CODES.estimateNotEditable]: 'errors.notEditable',
    [CUSTOMER_ERROR_CODES.staleVersion]: 'errors.stale',
    [CUSTOMER_ERROR_CODES.threadClosed]: 'errors.threadClosed',
  },
  statusMessages: { 429: 'errors.rateLimited' },
}

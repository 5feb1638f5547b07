import { STAFF_ERROR_CODES } from '@escudo/contracts'
import type { FailureOptions } from '../../../lib/forms'
import { opsFailures } from './api-errors'

/**
 * The team page: the server's refusals (409) said in the reader's language — an e-mail that has an account on
 * the invitation's e-mail field, the protected accounts as the page's message — and 422 pointers on their fields.
 */
export const staffFailures: FailureOptions = {
  ...opsFailures,
  codedFields: { [STAFF_ERROR_CODES.emailTaken]: ['email', 'staff.errors.emailTaken'] },
  codedMessages: {
    [STAFF_ERROR_CODES.ownAccount]: 'staff.errors.ownAccount',
    [STAFF_ERROR_CODES.firstAdmin]: 'staff.errors.firstAdmin',
    [STAFF_ERROR_CODES.lastAdmin]: 'staff.errors.lastAdmin',
  },
  translations: (_error, field) => (field ? [`staff.validation.${field}.invalid`, 'errors.invalid'] : []),
}

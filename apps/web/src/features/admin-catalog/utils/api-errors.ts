import { ADMIN_CATALOG_ERROR_CODES } from '@escudo/contracts'
import { attributeField, type FailureOptions } from '../../../lib/forms'

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

import { ErrorDocument } from '@escudo/contracts'

/** The error responses every route may give, for the OpenAPI document. */
export const ErrorResponses = {
  400: ErrorDocument.describe('Malformed request'),
  500: ErrorDocument.describe('Unexpected server error'),
} as const

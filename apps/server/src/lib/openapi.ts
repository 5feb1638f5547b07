import { ErrorDocument } from '@escudo/contracts'

/** The error responses every route may give, for the OpenAPI document. */
export const ErrorResponses = {
  400: ErrorDocument.describe('Malformed request'),
  500: ErrorDocument.describe('Unexpected server error'),
} as const

const DESCRIPTIONS = {
  401: 'Not authenticated (WWW-Authenticate: Bearer)',
  403: 'Not allowed for this role',
  404: 'Not found',
  409: 'Conflict; source.pointer names the attribute',
  422: 'Invalid attributes, one error per field with source.pointer',
  429: 'Too many requests; Retry-After says when to try again',
} as const

/** ErrorResponses plus the given statuses, for a route's `response`. */
export function errorResponses(...statuses: (keyof typeof DESCRIPTIONS)[]) {
  const extra = Object.fromEntries(
    statuses.map((status) => [status, ErrorDocument.describe(DESCRIPTIONS[status])]),
  ) as Partial<Record<keyof typeof DESCRIPTIONS, typeof ErrorDocument>>
  return { ...ErrorResponses, ...extra }
}

/** For routes behind the authenticate guard. */
export const bearerAuth = [{ bearerAuth: [] }]

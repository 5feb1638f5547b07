// Plain values with no zod, so the web app's first chunk can use them without the schemas.

/** The media type of every API document; plain `application/json` is accepted too. */
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json'

export const PAGE_SIZE_DEFAULT = 12
export const PAGE_SIZE_MAX = 100

/** The web page a password-reset email links to, as `PUBLIC_URL + RESET_PASSWORD_PATH + '?token=…'`. */
export const RESET_PASSWORD_PATH = '/redefinir-senha'

/** Lifetime of an access token, in seconds (`meta.expiresIn`). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60

/** Stable `code` values of the auth errors, for the web app to react to. */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'invalid_credentials',
  accountDisabled: 'account_disabled',
  emailTaken: 'email_taken',
  invalidToken: 'invalid_token',
  invalidResetToken: 'invalid_reset_token',
  wrongCurrentPassword: 'wrong_current_password',
  rateLimited: 'rate_limited',
} as const

/** Deeper pages are refused: 10,000 pages is beyond any real browsing and bounds the work of one request. */
export const PAGE_NUMBER_MAX = 10_000

/** A sane cap per estimate line: bigger orders go through the sales team. */
export const ESTIMATE_QUANTITY_MAX = 100_000
export const ESTIMATE_LINES_MAX = 100

import type { ApiError } from '@escudo/contracts'
import type { i18n as I18n } from 'i18next'
import type { FailureOptions, ValidationOptions } from '../../../lib/forms'

/**
 * The auth forms' messages are `validation.<field>.<kind>` in the auth namespace. Their pt-BR texts are
 * the contract schemas' own messages (form-errors.test.ts keeps them equal), so Portuguese users read
 * exactly what the server would say, and English users a translation.
 */
export const authValidation: ValidationOptions = {
  refinements: {
    currentPassword: 'validation.currentPassword.neededForChange',
    password: 'validation.password.common',
  },
}

/** Server messages are Portuguese: find the key whose pt-BR text is this message, to show it translated. */
function detailKeys(error: ApiError, field: string | undefined, i18n: I18n): string[] {
  const bundle = i18n.getResourceBundle('pt-BR', 'auth') as
    { validation?: Record<string, Record<string, string> | string> } | undefined
  const messages = field ? bundle?.validation?.[field] : undefined
  const kind =
    messages && typeof messages === 'object'
      ? Object.keys(messages).find((key) => messages[key] === error.detail)
      : undefined
  return kind ? [`validation.${field}.${kind}`] : ['validation.generic']
}

/** 409 email taken and a wrong current password go on their fields; bad credentials, busy… on the form. */
export const authFailures: FailureOptions = {
  translations: detailKeys,
  codedFields: {
    email_taken: ['email', 'errors.emailTaken'],
    wrong_current_password: ['currentPassword', 'errors.wrongCurrentPassword'],
  },
  codedMessages: {
    invalid_credentials: 'errors.invalidCredentials',
    account_disabled: 'errors.accountDisabled',
    invalid_reset_token: 'reset.invalid',
    // The server's password hashing is saturated (503 with Retry-After): a wait of seconds, not a fault.
    busy: 'errors.busy',
  },
  statusMessages: { 429: 'errors.rateLimited' },
}

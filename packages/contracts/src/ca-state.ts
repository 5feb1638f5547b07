// Plain code with no zod, so the storefront can name CA states and the facet without the schemas.

/** The catalogue facet (and `filter[caValido]`) of the products whose CA is valid; its one option is `true`. */
export const CA_VALID_FACET = 'caValido'

/** A valid CA this close to its end (days, Brazil time) is shown as expiring. */
export const CA_EXPIRING_DAYS = 90

/**
 * A product's CA as cards and the quote show it (issue 21): `valido`; `vencendo` (valid, at most
 * CA_EXPIRING_DAYS days left by the product's date); `invalido` (the product's date is past, or the registry
 * in use does not list the CA as VÁLIDO). An `invalido` product cannot be quoted.
 */
export const CA_STATES = ['valido', 'vencendo', 'invalido'] as const
export type CaState = (typeof CA_STATES)[number]

/**
 * What the registry in use says of a product's CA: its status (`valido`, `vencido`, `outro` for any other
 * situation), or `nao_encontrado` when the registry does not list the number.
 */
export const CA_CHECK_STATUSES = ['valido', 'vencido', 'outro', 'nao_encontrado'] as const
export type CaCheckStatus = (typeof CA_CHECK_STATUSES)[number]

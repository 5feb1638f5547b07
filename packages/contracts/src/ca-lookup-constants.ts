// Plain values with no zod, so the storefront's CA lookup page can use them without the schemas.

export const CA_LOOKUP_ERROR_CODES = {
  /** The registry in use does not list the number. */
  caNotFound: 'ca_not_found',
  /** No registry was imported yet: no CA can be looked up. */
  registryNotImported: 'ca_registry_not_imported',
} as const

/** The longest CA number looked up (the registry's run to 6 digits; the product form takes 7). */
export const CA_NUMBER_MAX_DIGITS = 9

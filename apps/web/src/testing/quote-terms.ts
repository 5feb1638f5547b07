/** The commercial terms of an estimate not answered yet (or answered before they existed), for test estimates. */
export const NO_QUOTE_TERMS = {
  freightTerms: null,
  freightCents: null,
  ipiIncluded: null,
  icmsIncluded: null,
  paymentTerms: null,
  paymentTermsText: null,
  minimumOrderCents: null,
} as const

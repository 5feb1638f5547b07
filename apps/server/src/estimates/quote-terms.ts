import type { Estimate } from '../db/schema/index'
import type { QuoteTermsText } from '../mail/templates/quote-terms'

/** The commercial terms of the estimate's last answer, with its lead time and validity, as stored. */
export const quoteTerms = (estimate: Estimate): QuoteTermsText => ({
  freightTerms: estimate.freightTerms,
  freightCents: estimate.freightCents,
  ipiIncluded: estimate.ipiIncluded,
  icmsIncluded: estimate.icmsIncluded,
  paymentTerms: estimate.paymentTerms,
  paymentTermsText: estimate.paymentTermsText,
  minimumOrderCents: estimate.minimumOrderCents,
  leadTime: estimate.leadTime,
  validUntil: estimate.validUntil,
})

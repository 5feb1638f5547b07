import type { FreightTerms, PaymentTerms, QuoteTermsInput } from '@escudo/contracts'
import type { Estimate } from '../api/types'

/** Reais as a number input holds them: '' while empty. */
export type Reais = number | ''

/** The terms as the answer form edits them: nothing chosen yet is '' (the staff must choose). */
export type TermsDraft = {
  freightTerms: FreightTerms | ''
  freight: Reais
  ipiIncluded: 'true' | 'false' | ''
  icmsIncluded: 'true' | 'false' | ''
  paymentTerms: PaymentTerms | ''
  paymentTermsText: string
  minimumOrder: Reais
}

const reais = (cents: number | null): Reais => (cents === null ? '' : cents / 100)
export const toCents = (value: Reais) => (value === '' ? null : Math.round(value * 100))
const flag = (value: boolean | null) => (value === null ? '' : value ? 'true' : 'false')

/** The terms of the last answer, so answering again starts from them (all empty on a first answer). */
export const termsDraftOf = (estimate: Estimate): TermsDraft => ({
  freightTerms: estimate.freightTerms ?? '',
  freight: reais(estimate.freightCents),
  ipiIncluded: flag(estimate.ipiIncluded),
  icmsIncluded: flag(estimate.icmsIncluded),
  paymentTerms: estimate.paymentTerms ?? '',
  paymentTermsText: estimate.paymentTermsText ?? '',
  minimumOrder: reais(estimate.minimumOrderCents),
})

/** Which required term is missing, by field, as keys of `answer.errors`. */
export function missingTerms(draft: TermsDraft): Record<string, string> {
  const missing: Record<string, string> = {}
  if (!draft.freightTerms) missing.freightTerms = 'freightTerms'
  if (!draft.ipiIncluded) missing.ipiIncluded = 'ipiIncluded'
  if (!draft.icmsIncluded) missing.icmsIncluded = 'icmsIncluded'
  if (!draft.paymentTerms) missing.paymentTerms = 'paymentTerms'
  else if (draft.paymentTerms === 'outro' && !draft.paymentTermsText.trim())
    missing.paymentTermsText = 'paymentTermsText'
  return missing
}

/** The terms as the API takes them; only called once nothing required is missing. */
export const termsChange = (draft: TermsDraft): QuoteTermsInput => ({
  freightTerms: draft.freightTerms || undefined,
  freightCents: toCents(draft.freight),
  ipiIncluded: draft.ipiIncluded === 'true',
  icmsIncluded: draft.icmsIncluded === 'true',
  paymentTerms: draft.paymentTerms || undefined,
  paymentTermsText: draft.paymentTerms === 'outro' ? draft.paymentTermsText.trim() : null,
  minimumOrderCents: toCents(draft.minimumOrder),
})

import type { Locale } from './common'
import type { PaymentTerms, QuoteTermsAttributes } from './quote-terms'

/*
 * The commercial terms of a quote answer in words (decision 040), written once for every place that shows them:
 * the customer's estimate and the back office (web), the answer e-mail and the PDF (server).
 */

/** The terms of an answer with its lead time and validity, as an estimate carries them. */
export type QuoteTermsText = QuoteTermsAttributes & { leadTime: string | null; validUntil: string | null }

/** How the reader's amounts and dates are written: each side formats with its own tools. */
export type QuoteTermsFormat = { money: (cents: number) => string; date: (isoDate: string) => string }

/** A payment term chosen from the list, in words; `outro` is the answer's own text. */
export const PAYMENT_TERMS_WORDS: Record<Locale, Record<Exclude<PaymentTerms, 'outro'>, string>> = {
  'pt-BR': {
    antecipado: 'antecipado',
    a_vista: 'à vista',
    '28_dias': '28 dias',
    '28_56_dias': '28/56 dias',
    '30_60_90_dias': '30/60/90 dias',
  },
  en: {
    antecipado: 'in advance',
    a_vista: 'in full on invoice (à vista)',
    '28_dias': '28 days',
    '28_56_dias': '28/56 days',
    '30_60_90_dias': '30/60/90 days',
  },
}

const WORDS = {
  'pt-BR': {
    cif: 'Frete: CIF (por conta do fornecedor)',
    fob: 'Frete: FOB (por conta do comprador)',
    fobEstimate: (value: string) => `Frete: FOB — frete estimado ${value} por conta do comprador`,
    tax: (tax: string, included: boolean) => `${tax} ${included ? 'incluso' : 'não incluso'}`,
    payment: 'Pagamento',
    minimum: 'Pedido mínimo',
    leadTime: 'Prazo de entrega',
    validUntil: 'Validade',
  },
  en: {
    cif: 'Freight: CIF (paid by the supplier)',
    fob: 'Freight: FOB (paid by the buyer)',
    fobEstimate: (value: string) => `Freight: FOB — estimated freight ${value} paid by the buyer`,
    tax: (tax: string, included: boolean) => `${tax} ${included ? 'included' : 'not included'}`,
    payment: 'Payment',
    minimum: 'Minimum order',
    leadTime: 'Lead time',
    validUntil: 'Valid until',
  },
} as const

/**
 * The terms in words, one line each ("Frete: CIF (por conta do fornecedor)", "IPI incluso", "Pagamento: 28/56
 * dias"…). A term the answer did not state (an estimate answered before the terms existed) gives no line.
 */
export function describeQuoteTerms(
  terms: QuoteTermsText,
  locale: Locale,
  format: QuoteTermsFormat,
): string[] {
  const words = WORDS[locale]
  const freight = () => {
    if (!terms.freightTerms) return null
    const value = terms.freightCents ? format.money(terms.freightCents) : null
    if (terms.freightTerms === 'FOB') return value ? words.fobEstimate(value) : words.fob
    return value ? `${words.cif} — ${value}` : words.cif
  }
  const payment =
    terms.paymentTerms === 'outro'
      ? terms.paymentTermsText
      : terms.paymentTerms && PAYMENT_TERMS_WORDS[locale][terms.paymentTerms]
  const lines = [
    freight(),
    terms.ipiIncluded !== null && words.tax('IPI', terms.ipiIncluded),
    terms.icmsIncluded !== null && words.tax('ICMS', terms.icmsIncluded),
    payment && `${words.payment}: ${payment}`,
    terms.minimumOrderCents !== null && `${words.minimum}: ${format.money(terms.minimumOrderCents)}`,
    terms.leadTime && `${words.leadTime}: ${terms.leadTime}`,
    terms.validUntil && `${words.validUntil}: ${format.date(terms.validUntil)}`,
  ]
  return lines.filter((line): line is string => typeof line === 'string' && line.length > 0)
}

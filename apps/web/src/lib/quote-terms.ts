import type { QuoteTermsAttributes } from '@escudo/contracts'
import { useTranslation } from 'react-i18next'
import { useFormatters } from './format'

/** The terms of an answer with its lead time and validity, as an estimate carries them. */
export type QuoteTerms = QuoteTermsAttributes & { leadTime: string | null; validUntil: string | null }

/**
 * The commercial terms of a quote answer in words, one line each ("Frete: CIF (por conta do fornecedor)",
 * "IPI incluso", "Pagamento: 28/56 dias"…), for the customer's estimate and the back office alike. A term
 * the answer did not state (answered before terms existed) gives no line.
 */
export function useQuoteTerms(terms: QuoteTerms): string[] {
  const { t, i18n } = useTranslation('common')
  const format = useFormatters()
  const money = (cents: number) => format.money(cents / 100)
  const freight = () => {
    if (!terms.freightTerms) return null
    const value = terms.freightCents ? money(terms.freightCents) : null
    if (terms.freightTerms === 'FOB')
      return value ? t('quoteTerms.fobEstimate', { value }) : t('quoteTerms.fob')
    return value ? t('quoteTerms.cifValue', { value }) : t('quoteTerms.cif')
  }
  const payment =
    terms.paymentTerms === 'outro'
      ? terms.paymentTermsText
      : terms.paymentTerms && t(`quoteTerms.paymentTerms.${terms.paymentTerms}`)
  const dateStyle = i18n.resolvedLanguage === 'pt-BR' ? 'short' : 'long'
  const lines = [
    freight(),
    terms.ipiIncluded !== null && t(terms.ipiIncluded ? 'quoteTerms.ipiIncluded' : 'quoteTerms.ipiExcluded'),
    terms.icmsIncluded !== null &&
      t(terms.icmsIncluded ? 'quoteTerms.icmsIncluded' : 'quoteTerms.icmsExcluded'),
    payment && t('quoteTerms.payment', { terms: payment }),
    terms.minimumOrderCents !== null &&
      t('quoteTerms.minimumOrder', { value: money(terms.minimumOrderCents) }),
    terms.leadTime && t('quoteTerms.leadTime', { leadTime: terms.leadTime }),
    terms.validUntil && t('quoteTerms.validUntil', { date: format.date(terms.validUntil, { dateStyle }) }),
  ]
  return lines.filter((line): line is string => typeof line === 'string' && line.length > 0)
}

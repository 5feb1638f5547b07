import { describeQuoteTerms, type QuoteTermsText } from '@escudo/contracts'
import { useTranslation } from 'react-i18next'
import { useFormatters } from './format'

/** The terms of an answer with its lead time and validity, as an estimate carries them. */
export type QuoteTerms = QuoteTermsText

/**
 * The commercial terms of a quote answer in words, one line each, for the customer's estimate and the back office
 * alike: the same words as the answer e-mail and the PDF (contracts' `describeQuoteTerms`), in the reader's
 * formats.
 */
export function useQuoteTerms(terms: QuoteTerms): string[] {
  const { i18n } = useTranslation()
  const format = useFormatters()
  const english = i18n.resolvedLanguage === 'en'
  return describeQuoteTerms(terms, english ? 'en' : 'pt-BR', {
    money: (cents) => format.money(cents / 100),
    date: (iso) => format.date(iso, { dateStyle: english ? 'long' : 'short' }),
  })
}

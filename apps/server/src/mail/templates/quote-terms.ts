import { describeQuoteTerms as inWords, type Locale, type QuoteTermsText } from '@escudo/contracts'
import { day, money } from './formats'

export type { QuoteTermsText }

/** The commercial terms in words (contracts' `describeQuoteTerms`), for the answer e-mail and the PDF. */
export const describeQuoteTerms = (terms: QuoteTermsText, locale: Locale): string[] =>
  inWords(terms, locale, { money: (cents) => money(cents, locale), date: (iso) => day(iso, locale) })

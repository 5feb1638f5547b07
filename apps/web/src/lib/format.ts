import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

export type Formatters = ReturnType<typeof createFormatters>

/** Money, numbers and dates written the way the reader's language writes them (Intl). */
export function createFormatters(locale: string) {
  const numberFormat = new Intl.NumberFormat(locale)
  const moneyFormats = new Map<string, Intl.NumberFormat>()
  const moneyFormat = (currency: string) => {
    let format = moneyFormats.get(currency)
    if (!format) {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency })
      moneyFormats.set(currency, format)
    }
    return format
  }
  const toDate = (value: string | number | Date) => {
    // A bare `YYYY-MM-DD` is a calendar day: read it as local midnight, not UTC (which shifts it a day back).
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00`)
    return new Date(value)
  }
  const part = (type: Intl.NumberFormatPartTypes, format: Intl.NumberFormat, value: number) =>
    format.formatToParts(value).find((candidate) => candidate.type === type)?.value ?? ''
  return {
    locale,
    /** The marks a number input needs to write numbers as the reader does (1.234,5 or 1,234.5). */
    separators: {
      thousandSeparator: part('group', numberFormat, 1234567) || ',',
      decimalSeparator: part('decimal', numberFormat, 1.5) || '.',
    },
    /** The currency sign as the reader's language writes it before an amount (R$, US$, $). */
    currencySign: (currency = 'BRL') => part('currency', moneyFormat(currency), 1),
    number: (value: number) => numberFormat.format(value),
    money: (value: number, currency = 'BRL') => moneyFormat(currency).format(value),
    /** `value` in percent (61.2 → "61,2%" in pt-BR); `signed` writes the sign of a change (+6,4%). */
    percent: (value: number, digits = 0, { signed = false } = {}) =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: digits,
        signDisplay: signed ? 'exceptZero' : 'auto',
      }).format(value / 100),
    date: (value: string | number | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) => {
      const date = toDate(value)
      return Number.isNaN(date.getTime())
        ? String(value)
        : new Intl.DateTimeFormat(locale, options).format(date)
    },
    compact: (value: number) => new Intl.NumberFormat(locale, { notation: 'compact' }).format(value),
    /** Items joined as the language joins them ("a, b e c", "a, b, and c"). */
    list: (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items),
  }
}

export function useFormatters(): Formatters {
  const { i18n } = useTranslation()
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'pt-BR'
  return useMemo(() => createFormatters(locale), [locale])
}

import type { Locale } from '@escudo/contracts'

const currency = {
  'pt-BR': new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
  en: new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL' }),
}
/** Reais in the reader's locale ("R$ 1.234,56", "R$1,234.56"), with a plain space where Intl puts a no-break one. */
export const money = (cents: number, locale: Locale) =>
  currency[locale].format(cents / 100).replace(/\s/g, ' ')

const dates = {
  'pt-BR': new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }),
}
/** An ISO date in the reader's locale: "31/12/2026", "December 31, 2026". */
export const day = (isoDate: string, locale: Locale) =>
  dates[locale].format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))

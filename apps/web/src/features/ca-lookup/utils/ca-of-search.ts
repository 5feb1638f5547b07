import { CA_NUMBER_MAX_DIGITS } from '@escudo/contracts'

/** What people type for a CA ("CA 12.345", " 12345 ") as the number the registry keys: digits only. */
export const caDigits = (text: string) => text.replace(/\D/g, '')

/** The lookup page's `?ca=` as the number to look up; `invalid` when given but not a CA number. */
export function caOfSearch(search: URLSearchParams): { number?: string; invalid: boolean } {
  const raw = search.get('ca')
  if (raw === null || raw.trim() === '') return { invalid: false }
  const digits = caDigits(raw)
  return digits && digits.length <= CA_NUMBER_MAX_DIGITS
    ? { number: digits, invalid: false }
    : { invalid: true }
}

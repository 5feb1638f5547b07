/**
 * Brazilian phone numbers: area code (DDD, 11–99) and 8 digits for a landline or 9
 * starting with 9 for a mobile, with or without +55 and the usual punctuation.
 * Normalised to E.164 (`+5511987654321`) so one number is stored one way.
 */
export function normalizeBrazilianPhone(value: string): string | undefined {
  if (!/^[\d\s().+-]+$/.test(value)) return undefined
  let digits = value.replace(/\D/g, '')
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2)
  // A leading 0 is the trunk prefix some people dial before the area code.
  if ((digits.length === 11 || digits.length === 12) && digits.startsWith('0')) digits = digits.slice(1)
  const mobile = /^[1-9][1-9]9\d{8}$/.test(digits)
  const landline = /^[1-9][1-9][2-5]\d{7}$/.test(digits)
  return mobile || landline ? `+55${digits}` : undefined
}

/** A stored number as people write it: `+5511987654321` → `(11) 98765-4321`; anything else as it is. */
export function formatBrazilianPhone(stored: string): string {
  const match = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(stored)
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : stored
}

/**
 * CNPJ check digits. Since July 2026 the first 12 characters may be letters too
 * (Receita Federal, IN RFB 2.229/2024); each character counts as its char code
 * minus 48, which gives the classic result for an all-digit CNPJ.
 */
const WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const WEIGHTS_2 = [6, ...WEIGHTS_1]

function checkDigit(base: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + (base.charCodeAt(index) - 48) * weight, 0)
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

/** Strips the punctuation of `12.ABC.345/01DE-35` and upper-cases the letters. */
export function normalizeCnpj(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase()
}

/** Validates a normalised CNPJ: 12 letters or digits, then two check digits. */
export function isValidCnpj(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj)) return false
  if (/^(\d)\1{13}$/.test(cnpj)) return false
  const first = checkDigit(cnpj.slice(0, 12), WEIGHTS_1)
  const second = checkDigit(cnpj.slice(0, 12) + String(first), WEIGHTS_2)
  return cnpj.endsWith(`${first}${second}`)
}

/** A stored CNPJ as people write it: `11222333000181` → `11.222.333/0001-81`; anything else as it is. */
export function formatCnpj(stored: string): string {
  return stored.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')
}

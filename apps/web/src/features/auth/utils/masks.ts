/**
 * Display formats for Brazilian numbers. Fields are reformatted on blur rather
 * than on every key, so the caret never jumps and pasting anything works; the
 * contract schemas accept either form and store one.
 */

/** `12345678000195` or `12ABC34501DE35` → `12.345.678/0001-95` (letters allowed since July 2026). */
export function formatCnpj(value: string): string {
  const raw = value.replace(/[^0-9a-z]/gi, '').toUpperCase()
  if (raw.length !== 14) return value.trim()
  return `${raw.slice(0, 2)}.${raw.slice(2, 5)}.${raw.slice(5, 8)}/${raw.slice(8, 12)}-${raw.slice(12)}`
}

/** `+5511987654321`, `11987654321` → `(11) 98765-4321`; landlines `(11) 3456-7890`. */
export function formatPhone(value: string): string {
  let digits = value.replace(/\D/g, '')
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2)
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`
  return value.trim()
}

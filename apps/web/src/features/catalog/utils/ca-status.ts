/** How a CA (Certificado de Aprovação) stands on a given day: buyers must not buy on an expired one. */
export type CaStatus = 'valid' | 'expiring' | 'expired'

export const CA_EXPIRING_DAYS = 90
const DAY_MS = 86_400_000

/** `validUntil` is a calendar day (YYYY-MM-DD); the CA is valid through that whole day. */
export function caStatus(validUntil: string, today: Date = new Date()): CaStatus {
  const [year, month, day] = validUntil.split('-').map(Number)
  const end = Date.UTC(year!, month! - 1, day!)
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())
  const daysLeft = Math.round((end - start) / DAY_MS)
  if (daysLeft < 0) return 'expired'
  return daysLeft <= CA_EXPIRING_DAYS ? 'expiring' : 'valid'
}

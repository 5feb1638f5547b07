import { CA_EXPIRING_DAYS, type CaRegistryCheck, type CaState } from '@escudo/contracts'
import { registryStatus } from './registry-status'

/** What the registry in use lists of one CA; undefined when it does not list it. */
export type ListedCa = { situation: string; validUntil: string | null }

/** The registry in use (when it was imported), or null when none was ever imported. */
export type RegistryInUse = { id: string; checkedAt: string } | null

export type CaCheck = { caRegistry: CaRegistryCheck | null; caState: CaState }

// Made once: building an Intl.DateTimeFormat costs about half a millisecond, and every product write asks.
const BRAZIL_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })

// Brazil's offsets are whole hours: a date found for an instant holds for its whole minute. Searches ask for it
// thousands of times a second (the analytics' day), and formatting costs microseconds.
let lastDay = { minute: Number.NaN, day: '' }

/** Today's date in Brazil (America/Sao_Paulo, -03:00 all year since 2019) as yyyy-mm-dd. */
export function brazilToday(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000)
  if (minute !== lastDay.minute) lastDay = { minute, day: BRAZIL_DATE.format(now) }
  return lastDay.day
}

const DAY_MS = 86_400_000
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS

/**
 * A product's CA checked against the registry in use, on `today` (Brazil): not valid when the product's own
 * date is past or the registry (when one was imported) does not list it as VÁLIDO; expiring when valid with
 * at most CA_EXPIRING_DAYS days left by the product's date. Pure: the index build worker runs it too.
 */
export function checkCa(
  product: { caValidUntil: string },
  registry: RegistryInUse,
  listed: ListedCa | undefined,
  today: string,
): CaCheck {
  const caRegistry: CaRegistryCheck | null = !registry
    ? null
    : {
        status: listed ? registryStatus(listed.situation) : 'nao_encontrado',
        situation: listed?.situation ?? null,
        validUntil: listed?.validUntil ?? null,
        checkedAt: registry.checkedAt,
      }
  const valid = product.caValidUntil >= today && (!caRegistry || caRegistry.status === 'valido')
  const caState: CaState = !valid
    ? 'invalido'
    : daysBetween(today, product.caValidUntil) <= CA_EXPIRING_DAYS
      ? 'vencendo'
      : 'valido'
  return { caRegistry, caState }
}

/**
 * Whether a product with this check can be quoted (NR-6: a PPE is sold only with a valid CA). The one rule:
 * the quote's refusal, the product page, the `caValido` facet and every promotion slot read it.
 */
export const canBeQuoted = (check: Pick<CaCheck, 'caState'>) => check.caState !== 'invalido'

/** A CA number as the registry keys it (digits without leading zeros), in SQL; null when it cannot be one. */
export const REGISTRY_NUMBER_SQL = (column: string) =>
  `(case when btrim(${column}) ~ '^[0-9]{1,9}$' then (btrim(${column})::bigint)::text end)`

/** A CA checked by its date alone (where the registry does not matter: a data sheet's PDF). */
export const checkCaByDate = (product: { caValidUntil: string }, now: Date) =>
  checkCa(product, null, undefined, brazilToday(now))

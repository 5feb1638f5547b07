import type { CaStatus } from '@escudo/contracts'

/** Upper case without accents: the registry writes VÁLIDO, an older export VALIDO. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase()

/**
 * A CA's status from the registry's `Situacao`: VÁLIDO and VENCIDO by name, anything else (cancelled,
 * suspended…) `outro`, which is not valid (issue 21).
 */
export function registryStatus(situation: string): CaStatus {
  const value = folded(situation)
  if (value === 'VALIDO') return 'valido'
  if (value === 'VENCIDO') return 'vencido'
  return 'outro'
}

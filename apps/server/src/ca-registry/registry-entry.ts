import { desc, eq, and } from 'drizzle-orm'
import type { Database } from '../db/client'
import { caRegistryEntries, caRegistryPreviousStates } from '../db/schema/index'
import { currentImportId } from './registry-store'

export type CaRegistryEntry = Omit<typeof caRegistryEntries.$inferSelect, 'importId'> & {
  /** Earlier states of the CA (situation, validity or holder changed, or it left the registry), newest first. */
  previousStates: Omit<typeof caRegistryPreviousStates.$inferSelect, 'caNumber'>[]
}

/** A CA number as the registry keys it: digits without leading zeros; undefined when it cannot be one. */
export function registryCaNumber(text: string): string | undefined {
  const digits = text.trim()
  return /^\d{1,9}$/.test(digits) ? String(Number(digits)) : undefined
}

/**
 * The registry's current state of one CA, with its previous states; undefined when the registry in use
 * does not list it (or none was imported yet). Two indexed reads.
 */
export async function caRegistryEntry(db: Database, number: string): Promise<CaRegistryEntry | undefined> {
  const caNumber = registryCaNumber(number)
  if (!caNumber) return undefined
  const [row] = await db
    .select()
    .from(caRegistryEntries)
    .where(and(eq(caRegistryEntries.importId, currentImportId(db)), eq(caRegistryEntries.caNumber, caNumber)))
  if (!row) return undefined
  const previous = await db
    .select()
    .from(caRegistryPreviousStates)
    .where(eq(caRegistryPreviousStates.caNumber, caNumber))
    .orderBy(desc(caRegistryPreviousStates.replacedAt))
  const { importId: _importId, ...entry } = row
  return { ...entry, previousStates: previous.map(({ caNumber: _caNumber, ...state }) => state) }
}

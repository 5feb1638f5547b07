import { EN374_CHEMICALS, foldChemicalText } from '@escudo/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { products } from '../db/schema/index'

export type Chemical = { cas: string; name: string; nameEn: string | null; letter: string | null }

/** The chemicals published products have results for, one per CAS (the first name in name order). */
async function catalogueChemicals(db: Database): Promise<Chemical[]> {
  const rows = await db
    .select({ results: products.chemicalResistance })
    .from(products)
    .where(and(eq(products.published, true), sql`${products.chemicalResistance} <> '[]'::jsonb`))
  const byCas = new Map<string, Chemical>()
  for (const { cas, name, nameEn, letter } of rows.flatMap((row) => row.results)) {
    const seen = byCas.get(cas)
    if (!seen || name.localeCompare(seen.name, 'pt-BR') < 0) byCas.set(cas, { cas, name, nameEn, letter })
  }
  return [...byCas.values()]
}

/** Whether a chemical answers `q`: its names (accents and case folded), its CAS, or its letter (exactly). */
export function chemicalMatches(chemical: Chemical, q: string): boolean {
  const folded = foldChemicalText(q)
  if (folded === '') return true
  // One character is a letter of the standard (every name holds an "a").
  if (folded.length === 1) return chemical.letter?.toLowerCase() === folded
  if (chemical.cas.startsWith(q.trim())) return true
  return [chemical.name, chemical.nameEn ?? ''].some((name) => foldChemicalText(name).includes(folded))
}

/**
 * `GET /api/v1/chemicals`: the 18 letter chemicals of EN ISO 374-1 (in letter order), then every other chemical
 * of the catalogue's data (by name), matching `q` when given.
 */
export async function listChemicals(db: Database, q: string | undefined): Promise<Chemical[]> {
  const letters: Chemical[] = EN374_CHEMICALS.map((chemical) => ({ ...chemical }))
  const known = new Set(letters.map((chemical) => chemical.cas))
  const others = (await catalogueChemicals(db))
    .filter((chemical) => !known.has(chemical.cas))
    .map((chemical) => ({ ...chemical, letter: null }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
  return [...letters, ...others].filter((chemical) => q === undefined || chemicalMatches(chemical, q))
}

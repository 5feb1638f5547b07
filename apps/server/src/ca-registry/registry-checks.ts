import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { caRegistryEntries, caRegistryImports } from '../db/schema/index'
import { brazilToday, checkCa, type CaCheck, type ListedCa, type RegistryInUse } from './product-check'
import { registryCaNumber } from './registry-entry'

/** The registry in use: the newest done import, with when it finished; null when none was imported. */
export async function registryInUse(db: Database): Promise<RegistryInUse> {
  const [row] = await db
    .select({ id: caRegistryImports.id, finishedAt: caRegistryImports.finishedAt })
    .from(caRegistryImports)
    .where(eq(caRegistryImports.status, 'done'))
    .orderBy(desc(caRegistryImports.finishedAt))
    .limit(1)
  return row?.finishedAt ? { id: row.id, checkedAt: row.finishedAt.toISOString() } : null
}

/**
 * Checks products' CAs against the registry in use on `now`'s day in Brazil, in the order given. One read:
 * the newest done import, joined with its entries for these CA numbers (a product write pays one query).
 */
export async function checkCas<P extends { caNumber: string; caValidUntil: string }>(
  db: Database,
  products: P[],
  now: Date,
): Promise<CaCheck[]> {
  const keys = [...new Set(products.map((product) => registryCaNumber(product.caNumber)))].filter(
    (key) => key !== undefined,
  )
  const current = db
    .select({ id: caRegistryImports.id, finishedAt: caRegistryImports.finishedAt })
    .from(caRegistryImports)
    .where(eq(caRegistryImports.status, 'done'))
    .orderBy(desc(caRegistryImports.finishedAt))
    .limit(1)
    .as('current')
  const rows = await db
    .select({
      id: current.id,
      finishedAt: current.finishedAt,
      caNumber: caRegistryEntries.caNumber,
      situation: caRegistryEntries.situation,
      validUntil: caRegistryEntries.validUntil,
    })
    .from(current)
    .leftJoin(
      caRegistryEntries,
      and(eq(caRegistryEntries.importId, current.id), inArray(caRegistryEntries.caNumber, keys)),
    )
  const first = rows[0]
  const registry: RegistryInUse = first?.finishedAt
    ? { id: first.id, checkedAt: new Date(first.finishedAt).toISOString() }
    : null
  const listed = new Map<string, ListedCa>()
  for (const row of rows)
    if (row.caNumber && row.situation !== null)
      listed.set(row.caNumber, { situation: row.situation, validUntil: row.validUntil })
  const today = brazilToday(now)
  return products.map((product) => {
    const key = registryCaNumber(product.caNumber)
    return checkCa(product, registry, key ? listed.get(key) : undefined, today)
  })
}

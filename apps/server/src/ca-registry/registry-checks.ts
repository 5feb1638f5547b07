import { desc, eq, inArray, sql } from 'drizzle-orm'
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

type CheckRead = {
  id: string
  finishedAt: Date | string | null
  listed: (ListedCa & { caNumber: string })[] | null
}

/**
 * Checks products' CAs against the registry in use on `now`'s day in Brazil, in the order given. One read:
 * the newest done import, with its entries for these CA numbers (a product write pays one query). Written as
 * one row with the entries as JSON: on the embedded database that statement costs about two thirds of the
 * same read as a join, and a spreadsheet import pays it per row.
 */
export async function checkCas<P extends { caNumber: string; caValidUntil: string }>(
  db: Database,
  products: P[],
  now: Date,
): Promise<CaCheck[]> {
  const keys = [...new Set(products.map((product) => registryCaNumber(product.caNumber)))].filter(
    (key) => key !== undefined,
  )
  const entries = caRegistryEntries
  const result = (await db.execute(sql`
    select current.id, current.finished_at as "finishedAt",
      (select json_agg(json_build_object(
          'caNumber', ${entries.caNumber}, 'situation', ${entries.situation}, 'validUntil', ${entries.validUntil}))
        from ${entries}
        where ${entries.importId} = current.id and ${keys.length > 0 ? inArray(entries.caNumber, keys) : sql`false`}
      ) as listed
    from (
      select ${caRegistryImports.id} as id, ${caRegistryImports.finishedAt} as finished_at from ${caRegistryImports}
      where ${caRegistryImports.status} = 'done' order by ${caRegistryImports.finishedAt} desc limit 1
    ) current`)) as unknown as { rows: CheckRead[] }
  const first = result.rows[0]
  const registry: RegistryInUse = first?.finishedAt
    ? { id: first.id, checkedAt: new Date(first.finishedAt).toISOString() }
    : null
  const listed = new Map<string, ListedCa>()
  for (const entry of first?.listed ?? [])
    listed.set(entry.caNumber, { situation: entry.situation, validUntil: entry.validUntil })
  const today = brazilToday(now)
  return products.map((product) => {
    const key = registryCaNumber(product.caNumber)
    return checkCa(product, registry, key ? listed.get(key) : undefined, today)
  })
}

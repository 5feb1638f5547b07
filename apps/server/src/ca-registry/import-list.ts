import { desc, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { caRegistryImports } from '../db/schema/index'

/** A page of the registry imports, newest first, and how many there are. */
export async function listImports(db: Database, offset: number, limit: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(caRegistryImports)
      .orderBy(desc(caRegistryImports.createdAt), desc(caRegistryImports.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(caRegistryImports),
  ])
  return { rows, total: count?.total ?? 0 }
}

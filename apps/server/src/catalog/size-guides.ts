import type { SizeGuideAttributes, SizeGuideId } from '@escudo/contracts'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { sizeGuides, type SizeGuideRow } from '../db/schema/index'
import { inTransaction } from '../db/transaction'

/*
 * The brand's body-measure tables (issue 21), edited by staff: a table not saved yet answers its default, so a
 * database seeded before the table existed still has a guide.
 */

/** The coverall sizes P to XXG: chest, waist and height in cm (the brand's default until staff edit it). */
export const DEFAULT_SIZE_GUIDES: Record<SizeGuideId, SizeGuideAttributes> = {
  coverall: {
    columns: [
      { pt: 'Tamanho', en: 'Size' },
      { pt: 'Tórax (cm)', en: 'Chest (cm)' },
      { pt: 'Cintura (cm)', en: 'Waist (cm)' },
      { pt: 'Altura (cm)', en: 'Height (cm)' },
    ],
    rows: [
      ['P', '88–96', '76–84', '160–168'],
      ['M', '96–104', '84–92', '168–176'],
      ['G', '104–112', '92–100', '176–184'],
      ['GG', '112–120', '100–108', '184–192'],
      ['XG', '120–128', '108–116', '188–196'],
      ['XXG', '128–136', '116–124', '192–200'],
    ],
  },
}

const resourceOf = (id: SizeGuideId, guide: SizeGuideAttributes, updatedAt: Date | null) => ({
  type: 'size-guides' as const,
  id,
  attributes: { columns: guide.columns, rows: guide.rows, updatedAt: updatedAt?.toISOString() ?? null },
})

export async function readSizeGuide(db: Database, id: SizeGuideId) {
  const [row] = await db.select().from(sizeGuides).where(eq(sizeGuides.id, id))
  return row ? resourceOf(id, row, row.updatedAt) : resourceOf(id, DEFAULT_SIZE_GUIDES[id], null)
}

/** Replaces a table (one audited write; an unchanged table is not written). */
export async function saveSizeGuide(db: Database, id: SizeGuideId, guide: SizeGuideAttributes) {
  const saved = await inTransaction(db, async (tx): Promise<SizeGuideRow> => {
    const [current] = await tx.select().from(sizeGuides).where(eq(sizeGuides.id, id)).for('update')
    if (
      current &&
      JSON.stringify([current.columns, current.rows]) === JSON.stringify([guide.columns, guide.rows])
    )
      return current
    const values = { columns: guide.columns, rows: guide.rows, updatedAt: new Date() }
    const [row] = await tx
      .insert(sizeGuides)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: sizeGuides.id, set: values })
      .returning()
    return row!
  })
  return resourceOf(id, saved, saved.updatedAt)
}

/** The seed's tables (demo data): the defaults, once. */
export const seedSizeGuides = (db: Database) =>
  db
    .insert(sizeGuides)
    .values(Object.entries(DEFAULT_SIZE_GUIDES).map(([id, guide]) => ({ id, ...guide })))
    .onConflictDoNothing()

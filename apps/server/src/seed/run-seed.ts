import { count, inArray } from 'drizzle-orm'
import type { Config } from '../config/env'
import type { Database } from '../db/client'
import {
  banners,
  distributors,
  highlights,
  products,
  searchRules,
  searchSynonyms,
  seedRuns,
} from '../db/schema/index'
import type { FileStorage } from '../storage/types'
import { storeDemoDatasheets } from './datasheets'
import { buildDemoCatalog } from './demo-catalog'
import { seedSizeGuides } from '../catalog/size-guides'
import { demoDistributors } from './distributors'
import { demoBanners, HIGHLIGHT_SLUGS } from './home'
import { demoSearchRules } from './search-rules'
import { demoSynonymSets } from './synonyms'
import { insertProducts, insertTaxonomy } from './insert'
import { syntheticProduct } from './synthetic'

export type SeedResult = { seeded: false } | { seeded: true; products: number; ms: number }

/** `synthetic:N` → N; anything else → undefined. */
export const syntheticCount = (setting: string) => {
  const match = /^synthetic:(\d+)$/.exec(setting)
  return match ? Number(match[1]) : undefined
}

/**
 * Seeds the catalogue once per database. The `seed_runs` row is written in the same transaction as
 * the data: a second start (or a second process starting at the same time) finds it and does nothing.
 */
export async function runSeed(
  db: Database,
  setting: Config['seed'],
  today = new Date(),
  storage?: FileStorage,
): Promise<SeedResult> {
  if (setting === 'none') return { seeded: false }
  const started = performance.now()
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: 'catalog' }).onConflictDoNothing().returning()
    if (claimed.length === 0) return { seeded: false }
    const [existing] = await tx.select({ total: count() }).from(products)
    // Products made by hand (or by an older seed) are never mixed with a seed.
    if ((existing?.total ?? 0) > 0) return { seeded: false }

    await insertTaxonomy(tx)
    const synthetic = syntheticCount(setting)
    if (synthetic !== undefined) {
      await insertProducts(tx, synthetic, (index) => syntheticProduct(index, today))
      return { seeded: true, products: synthetic, ms: Math.round(performance.now() - started) }
    }
    const catalog = buildDemoCatalog(today)
    await insertProducts(tx, catalog.length, (index) => catalog[index]!)
    if (storage) await storeDemoDatasheets(tx, storage)
    await tx.insert(banners).values(demoBanners(today))
    await tx.insert(distributors).values(demoDistributors())
    await seedSizeGuides(tx)
    await tx.insert(searchSynonyms).values(demoSynonymSets())
    await tx.insert(searchRules).values(demoSearchRules())
    const picked = await tx
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(inArray(products.slug, HIGHLIGHT_SLUGS))
    const bySlug = new Map(picked.map((row) => [row.slug, row.id]))
    await tx.insert(highlights).values(
      HIGHLIGHT_SLUGS.flatMap((slug, position) => {
        const productId = bySlug.get(slug)
        return productId ? [{ productId, position }] : []
      }),
    )
    return { seeded: true, products: catalog.length, ms: Math.round(performance.now() - started) }
  })
}

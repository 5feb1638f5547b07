import type { Database } from '../db/client'
import { filterGroups, filterOptions, productImages, products } from '../db/schema/index'
import type { SeedProduct } from './demo-catalog'
import { PRIMARY_TAXONOMY } from './taxonomy'
import { SECONDARY_TAXONOMY } from './taxonomy-secondary'

// 1,000 products × 29 columns stays well under PostgreSQL's 65,535 bind parameters per statement.
const PRODUCT_BATCH = 1000
const IMAGE_BATCH = 500

export async function insertTaxonomy(db: Database): Promise<void> {
  const groups = [...PRIMARY_TAXONOMY, ...SECONDARY_TAXONOMY]
  await db
    .insert(filterGroups)
    .values(
      groups.map((group, position) => ({
        id: group.id,
        titlePt: group.titlePt,
        titleEn: group.titleEn,
        multiple: group.multiple,
        position,
        appliesToGroup: group.appliesTo?.group ?? null,
        appliesToOption: group.appliesTo?.option ?? null,
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(filterOptions)
    .values(
      groups.flatMap((group) =>
        group.options.map(([id, titlePt, titleEn, descriptionPt, descriptionEn], position) => ({
          groupId: group.id,
          id,
          titlePt,
          titleEn,
          descriptionPt: descriptionPt ?? null,
          descriptionEn: descriptionEn ?? null,
          position,
        })),
      ),
    )
    .onConflictDoNothing()
}

/** Inserts products and their images in batches; `make(i)` builds product number i. */
export async function insertProducts(
  db: Database,
  count: number,
  make: (index: number) => SeedProduct,
): Promise<void> {
  for (let start = 0; start < count; start += PRODUCT_BATCH) {
    const batch = Array.from({ length: Math.min(PRODUCT_BATCH, count - start) }, (_, i) => make(start + i))
    await db.insert(products).values(batch.map((seeded) => seeded.product))
    const images = batch.flatMap((seeded) =>
      seeded.images.map((image) => ({ ...image, productId: seeded.product.id })),
    )
    for (let offset = 0; offset < images.length; offset += IMAGE_BATCH) {
      await db.insert(productImages).values(images.slice(offset, offset + IMAGE_BATCH))
    }
  }
}

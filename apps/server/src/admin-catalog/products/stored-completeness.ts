import { createHash } from 'node:crypto'
import {
  COMPLETENESS_FIELDS,
  completeness,
  REQUIRED_BY_CATEGORY,
  REQUIRED_BY_CERTIFICATE,
  REQUIRED_BY_NORM,
  requiredFields,
  type Completeness,
  type CompletenessField,
} from '@escudo/contracts'
import { eq, isNull, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { productDatasheets, productImages, products, type ProductRow } from '../../db/schema/index'

/**
 * Raise when `completeness()`'s code (packages/contracts) changes how a field counts as filled: the rules' data
 * below is in the fingerprint already, the code is not.
 */
const RULES_REVISION = 1

/**
 * The completeness rules the running code applies, as a fingerprint stored next to each product's missing fields
 * (decision 042). The rules are data in the code (packages/contracts), so they change with a release: at start,
 * the app works out again every product stored under other rules (`refreshStoredCompleteness`).
 */
export const COMPLETENESS_RULES = createHash('sha256')
  .update(
    JSON.stringify({
      revision: RULES_REVISION,
      fields: COMPLETENESS_FIELDS,
      byCategory: REQUIRED_BY_CATEGORY,
      byNorm: REQUIRED_BY_NORM.map(([norm, field]) => [norm.source, norm.flags, field]),
      byCertificate: REQUIRED_BY_CERTIFICATE,
    }),
  )
  .digest('hex')
  .slice(0, 16)

/** The list's completeness from the stored missing fields: the filter and the row read the same column. */
export function storedCompleteness(row: {
  missingFields: string[] | null
  category: string
  certificates: string[]
  norms: string[]
}): Completeness {
  const required = requiredFields(row)
  const missing = (row.missingFields ?? []) as CompletenessField[]
  return { percent: Math.floor((100 * (required.length - missing.length)) / required.length), missing }
}

const sameList = (a: string[] | null, b: string[]) =>
  a !== null && a.length === b.length && a.every((item, index) => item === b[index])

/**
 * In the product store's transaction, after any write of the product, its images or its data sheet: stores what
 * the product now misses, if that changed, and returns the row as stored.
 */
export async function storeCompleteness(
  tx: Database,
  row: ProductRow,
  imageCount: number,
  hasDatasheet: boolean,
): Promise<ProductRow> {
  const { missing } = completeness({ ...row, imageCount, hasDatasheet })
  if (sameList(row.missingFields, missing) && row.completenessRules === COMPLETENESS_RULES) return row
  await tx
    .update(products)
    .set({ missingFields: missing, completenessRules: COMPLETENESS_RULES })
    .where(eq(products.id, row.id))
  return { ...row, missingFields: missing, completenessRules: COMPLETENESS_RULES }
}

const BATCH = 1_000

/**
 * At start (the migration that added the column cannot run the rules, which live in TypeScript): works out the
 * missing fields of every product that has none stored yet or has them under other rules, a batch at a time,
 * each batch in one statement. Returns how many products it updated. Safe with several processes starting at
 * once (each writes the same values), and with a product written meanwhile by a running process: its write
 * stores the current rules' result, which this batch, worked out from the row read before, then leaves alone.
 */
export async function refreshStoredCompleteness(db: Database): Promise<number> {
  let updated = 0
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        reference: products.reference,
        brand: products.brand,
        category: products.category,
        family: products.family,
        packaging: products.packaging,
        shortDescription: products.shortDescription,
        description: products.description,
        caNumber: products.caNumber,
        caValidUntil: products.caValidUntil,
        en388: products.en388,
        ansiCutLevel: products.ansiCutLevel,
        sizes: products.sizes,
        certificates: products.certificates,
        norms: products.norms,
        imageCount: sql<number>`(select count(*)::int from ${productImages} where ${productImages.productId} = ${products.id})`,
        hasDatasheet: sql<boolean>`exists (select 1 from ${productDatasheets} where ${productDatasheets.productId} = ${products.id})`,
      })
      .from(products)
      .where(
        or(
          isNull(products.missingFields),
          sql`${products.completenessRules} is distinct from ${COMPLETENESS_RULES}`,
        ),
      )
      .limit(BATCH)
    if (rows.length === 0) return updated
    const values = rows.map((row) => ({
      id: row.id,
      missing: completeness({
        ...row,
        imageCount: Number(row.imageCount),
        hasDatasheet: Boolean(row.hasDatasheet),
      }).missing,
    }))
    await db.execute(sql`
      update ${products} set missing_fields = v.missing, completeness_rules = ${COMPLETENESS_RULES}
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id uuid, missing text[])
      where ${products.id} = v.id
        and (${products.missingFields} is null or ${products.completenessRules} is distinct from ${COMPLETENESS_RULES})`)
    updated += rows.length
  }
}

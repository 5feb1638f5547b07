import { productOptions, summaryAttributes, type ImageRef } from './resources'
import {
  canBeQuoted,
  checkCa,
  type CaCheck,
  type ListedCa,
  type RegistryInUse,
} from '../ca-registry/product-check'
import type { ProductRow } from '../db/schema/index'
import type { IndexedProduct } from './search/types'

/** The columns the index reads: care instructions are neither searched nor listed. */
export type IndexedRow = Omit<ProductRow, 'careInstructions' | 'careInstructionsEn'>

/** What the CA checks of one index load share: the registry in use and the day (Brazil) they are made on. */
export type CaContext = { registry: RegistryInUse; today: string }

export function toIndexed(row: IndexedRow, images: ImageRef[], check: CaCheck): IndexedProduct {
  return {
    id: row.id,
    slug: row.slug,
    reference: row.reference,
    caNumber: row.caNumber,
    name: row.name,
    summary: row.shortDescription,
    description: row.description,
    nameEn: row.nameEn,
    shortDescriptionEn: row.shortDescriptionEn,
    descriptionEn: row.descriptionEn,
    options: productOptions(row),
    isLancamento: row.isLancamento,
    caValid: canBeQuoted(check),
    popularity: row.popularity,
    createdAt: row.createdAt.getTime(),
    published: row.published,
    chemicals: row.chemicalResistance.map(({ cas, level, name, nameEn, letter }) => ({
      cas,
      level,
      name,
      nameEn,
      letter,
    })),
    document: JSON.stringify({
      type: 'products',
      id: row.id,
      attributes: summaryAttributes(row, images, check),
    }),
  }
}

type JsonRow = Omit<IndexedRow, 'createdAt' | 'updatedAt'> & {
  createdAt: string
  updatedAt: string
  images: ImageRef[]
  /** What the registry in use lists of the product's CA (the load joins it), or null. */
  listedCa: ListedCa | null
}

/**
 * A batch of products as the loading query returns it (one JSON text, see indexed-products.ts). Kept apart
 * from the database code so that the index build worker parses batches without loading the driver.
 */
export function parseProductBatch(text: string, context: CaContext): IndexedProduct[] {
  // The parsed rows are changed in place into IndexedRows: a copy of each costs a large build seconds.
  return (JSON.parse(text) as JsonRow[]).map((json) => {
    const row = json as unknown as IndexedRow
    row.createdAt = new Date(json.createdAt)
    row.updatedAt = new Date(json.updatedAt)
    const check = checkCa(row, context.registry, json.listedCa ?? undefined, context.today)
    return toIndexed(row, json.images, check)
  })
}

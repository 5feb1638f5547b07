import { productOptions, summaryAttributes, type ImageRef } from './product-resource'
import type { ProductRow } from '../db/schema/index'
import type { IndexedProduct } from './search/types'

/** The columns the index reads: care instructions are neither searched nor listed. */
export type IndexedRow = Omit<ProductRow, 'careInstructions'>

export function toIndexed(row: IndexedRow, images: ImageRef[]): IndexedProduct {
  return {
    id: row.id,
    slug: row.slug,
    reference: row.reference,
    caNumber: row.caNumber,
    name: row.name,
    summary: row.shortDescription,
    description: row.description,
    options: productOptions(row),
    isLancamento: row.isLancamento,
    popularity: row.popularity,
    createdAt: row.createdAt.getTime(),
    published: row.published,
    document: JSON.stringify({ type: 'products', id: row.id, attributes: summaryAttributes(row, images) }),
  }
}

type JsonRow = Omit<IndexedRow, 'createdAt' | 'updatedAt'> & {
  createdAt: string
  updatedAt: string
  images: ImageRef[]
}

/**
 * A batch of products as the loading query returns it (one JSON text, see load.ts). Kept apart from
 * the database code so that the index build worker parses batches without loading the driver.
 */
export function parseProductBatch(text: string): IndexedProduct[] {
  // The parsed rows are changed in place into IndexedRows: a copy of each costs a large build seconds.
  return (JSON.parse(text) as JsonRow[]).map((json) => {
    const row = json as unknown as IndexedRow
    row.createdAt = new Date(json.createdAt)
    row.updatedAt = new Date(json.updatedAt)
    return toIndexed(row, json.images)
  })
}

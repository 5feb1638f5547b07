import type { Database } from '../db/client'
import { filterOptions, productDatasheets, products } from '../db/schema/index'
import { checkCaByDate } from '../ca-registry/product-check'
import { renderDatasheet } from '../catalog/datasheet'
import { productAttributes } from '../catalog/resources'
import { newKey } from '../storage/keys'
import type { FileStorage } from '../storage/types'

/**
 * The demo catalogue's data sheets, stored as a brand's uploaded PDFs would be: a seeded product is
 * complete (the completeness rule asks for a data sheet), so staff can unpublish and publish it again.
 * Files are written before the rows, inside the seed's transaction: a failed seed leaves at most unused
 * files, never a row pointing at nothing.
 */
export async function storeDemoDatasheets(tx: Database, storage: FileStorage) {
  const options = await tx.select().from(filterOptions)
  const titles = new Map(options.map((option) => [`${option.groupId}:${option.id}`, option.titlePt]))
  const rows = await tx.select().from(products)
  const sheets = []
  for (const row of rows) {
    const pdf = await renderDatasheet({
      ...productAttributes(row, [], checkCaByDate(row, new Date())),
      titles: (group, id) => titles.get(`${group}:${id}`) ?? id,
    })
    const filePath = newKey(`datasheets/${row.id}`)
    await storage.put(filePath, pdf, 'application/pdf')
    sheets.push({ productId: row.id, fileName: `ficha-tecnica-${row.slug}.pdf`, filePath, size: pdf.length })
  }
  if (sheets.length > 0) await tx.insert(productDatasheets).values(sheets)
}

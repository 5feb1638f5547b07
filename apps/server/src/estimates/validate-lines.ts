import { and, eq, inArray } from 'drizzle-orm'
import { checkCas } from '../ca-registry/registry-checks'
import type { Database } from '../db/client'
import { products } from '../db/schema/index'
import { type Bilingual, validationFailed } from '../lib/errors'
import { caRefusal } from './ca-refusal'
import { estimateMessages } from './estimate-messages'
import type { LineInput } from './estimates-repository'

type Input = {
  productId: string
  quantity: number
  size?: string | null | undefined
  note?: string | null | undefined
}

/**
 * The checks the contract cannot make: each product exists and is published, its CA is valid today (by its
 * date and the CAEPI registry in use: issue 21), and a size is one of the product's sizes. One 422 error per
 * bad field, pointing at the line.
 */
export async function validateLines(db: Database, lines: Input[], now: Date): Promise<LineInput[]> {
  const ids = [...new Set(lines.map((line) => line.productId))]
  const rows = await db
    .select({
      id: products.id,
      sizes: products.sizes,
      caNumber: products.caNumber,
      caValidUntil: products.caValidUntil,
    })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.published, true)))
  const sizes = new Map(rows.map((row) => [row.id, row.sizes]))
  const checks = await checkCas(db, rows, now)
  const refusals = new Map(rows.map((row, i) => [row.id, caRefusal(row, checks[i]!)]))
  const problems: { pointer: string; detail: Bilingual }[] = []
  lines.forEach((line, i) => {
    const known = sizes.get(line.productId)
    const pointer = `/data/attributes/lines/${i}`
    if (!known)
      problems.push({ pointer: `${pointer}/productId`, detail: estimateMessages.productNotInCatalogue })
    else if (refusals.get(line.productId))
      problems.push({ pointer: `${pointer}/productId`, detail: refusals.get(line.productId)! })
    else if (line.size && !known.includes(line.size)) {
      const detail: Bilingual = known.length
        ? {
            'pt-BR': `Tamanho indisponível para este produto: escolha entre ${known.join(', ')}.`,
            en: `Size not available for this product: choose from ${known.join(', ')}.`,
          }
        : {
            'pt-BR': 'Este produto não tem tamanhos: deixe o tamanho em branco.',
            en: 'This product has no sizes: leave the size blank.',
          }
      problems.push({ pointer: `${pointer}/size`, detail })
    }
  })
  if (problems.length) throw validationFailed(problems)
  return lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    size: line.size ?? null,
    note: line.note ?? null,
  }))
}

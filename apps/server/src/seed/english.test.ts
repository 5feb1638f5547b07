import { describe, expect, it } from 'vitest'
import { buildDemoCatalog } from './demo-catalog'
import { PRIMARY_TAXONOMY } from './taxonomy'

const TODAY = new Date('2026-11-27T12:00:00Z')

const materialsEn = new Map(
  PRIMARY_TAXONOMY.find((group) => group.id === 'materials')!.options.map(([id, , titleEn]) => [id, titleEn]),
)

// Words that only Portuguese prose has: an English description holding one was not written in English.
const PORTUGUESE = /\b(com|para|não|sem|contra|também|mantém|proteção|ideal)\b|ção\b/i

/** What a description says that a buyer checks: CA, norms, EN 388, ANSI level, sizes, materials. */
function missingFacts(product: ReturnType<typeof buildDemoCatalog>[number]['product']): string[] {
  const english = product.descriptionEn ?? ''
  const facts = [
    product.caNumber,
    ...(product.norms ?? []),
    ...(product.en388 ? [product.en388] : []),
    ...(product.ansiCutLevel ? [`cut level ${product.ansiCutLevel}`] : []),
    ...((product.sizes ?? []).length > 1 ? (product.sizes ?? []) : []),
    ...(product.materials ?? []).map((id) => materialsEn.get(id) ?? id),
  ]
  return facts.filter((fact) => !english.toLowerCase().includes(fact.toLowerCase()))
}

describe("the demo seed's English descriptions", () => {
  // Issue 32: the English long description was the taxonomy's titles and the facts, a third shorter than the
  // Portuguese one and without what the product is like to use.
  it('are as rich as the Portuguese ones: as long, with the same facts, in English', () => {
    const catalogue = buildDemoCatalog(TODAY).map(({ product }) => product)
    const thin = catalogue
      .filter((product) => (product.descriptionEn ?? '').length < 0.9 * product.description.length)
      .map((product) => `${product.name}: ${product.descriptionEn?.length} < ${product.description.length}`)
    expect(thin).toEqual([])
    const lacking = catalogue
      .map((product) => [product.name, missingFacts(product)] as const)
      .filter(([, missing]) => missing.length > 0)
    expect(lacking).toEqual([])
    const portuguese = catalogue.filter((product) =>
      PORTUGUESE.test(`${product.shortDescriptionEn} ${product.descriptionEn}`),
    )
    expect(portuguese.map((product) => product.descriptionEn)).toEqual([])
    // The short description is the summary a buyer reads first: written, not assembled from titles.
    expect(catalogue.filter((product) => /from the .* line/.test(product.shortDescriptionEn ?? ''))).toEqual(
      [],
    )
  })
})

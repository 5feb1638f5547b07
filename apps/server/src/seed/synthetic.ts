import { expandModel, type SeedProduct } from './demo-catalog'
import { PRODUCT_MODELS } from './models/index'
import { seededRandom } from '../lib/seeded-random'

/** Series words in Portuguese and English (the English catalogue names them too). */
const SERIES = [
  ['Série', 'Series'],
  ['Lote', 'Batch'],
  ['Modelo', 'Model'],
  ['Edição', 'Edition'],
  ['Versão', 'Version'],
  ['Linha', 'Line'],
] as const

const variants = PRODUCT_MODELS.flatMap((model) => model.variants.map((variant) => ({ model, variant })))

/**
 * Product number `index` of a synthetic catalogue (benchmarks and scale tests): a demo variant with
 * a series suffix, its own reference and CA, one illustration. Deterministic per index.
 */
export function syntheticProduct(index: number, today: Date): SeedProduct {
  const random = seededRandom(index + 1)
  const { model, variant } = random.pick(variants)
  const [series, seriesEn] = random.pick(SERIES)
  const number = random.int(100, 9999)
  const seeded = expandModel(model, variant, index, today, ` ${series} ${number}`, ` ${seriesEn} ${number}`)
  seeded.product.caNumber = String(100_000 + index)
  seeded.images = seeded.images.slice(0, 1)
  return seeded
}

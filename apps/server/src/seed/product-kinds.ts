import type { ProductKind } from '../catalog/product-drawings'
import type { ProductModel } from './models/types'

/** Accessories and eye and face protection hold several kinds of object: the model's name says which. */
const BY_NAME: [RegExp, ProductKind][] = [
  [/^Avental de Malha/, 'meshApron'],
  [/^Óculos Ampla Visão/, 'goggles'],
  [/^Protetor Facial/, 'faceShield'],
  [/^Cinturão/, 'harness'],
  [/^Talabarte/, 'lanyard'],
  [/^Trava-Quedas Retrátil/, 'retractable'],
  [/^Trava-Quedas/, 'ropeGrab'],
  [/^(Linha de Vida|Fita de Ancoragem)/, 'anchorStrap'],
  [/^Mosquetão/, 'carabiner'],
  [/^Kit Resgate/, 'bag'],
  [/^Prendedor/, 'clip'],
  [/^Cordão/, 'cord'],
  [/^Kit Limpeza/, 'spray'],
  [/^Lente de Reposição/, 'lensPlate'],
]

const BY_CATEGORY: Record<string, ProductKind> = {
  'luva-de-seguranca': 'glove',
  'oculos-de-seguranca': 'glasses',
  'macacao-de-seguranca': 'coverall',
  'malha-de-aco': 'meshGlove',
  mangote: 'sleeve',
  'mascara-de-solda': 'weldingMask',
  'cinta-ergonomica': 'backBelt',
  'colete-refletivo': 'vest',
}

const LONG_CUFFS = ['medio', 'longo', 'extra-longo']

/** What a product model is drawn as; gloves with a medium or longer cuff are drawn with it. */
export function productKind(model: Pick<ProductModel, 'category' | 'name' | 'secondary'>): ProductKind {
  const named = BY_NAME.find(([pattern]) => pattern.test(model.name))
  if (named) return named[1]
  const kind = BY_CATEGORY[model.category] ?? 'clip'
  const cuff = model.secondary?.['glove.cuffLength'] ?? []
  return kind === 'glove' && cuff.some((length) => LONG_CUFFS.includes(length)) ? 'gauntlet' : kind
}

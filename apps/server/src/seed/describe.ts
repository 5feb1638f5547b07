import { createHash } from 'node:crypto'
import { PRIMARY_TAXONOMY } from './taxonomy'

const titles = new Map(
  PRIMARY_TAXONOMY.flatMap((group) => group.options.map(([id, title]) => [`${group.id}:${id}`, title])),
)

/** The pt-BR title of an option, for the prose of descriptions. */
export const optionTitle = (group: string, id: string) => titles.get(`${group}:${id}`) ?? id

/** "a, b e c" */
export function listPt(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`
}

type Describable = {
  summary: string
  details: string
  norms: string[]
  segments: string[]
  sizes: string[]
  en388?: string | undefined
  ansiCutLevel?: string | undefined
  caNumber: string
}

/** The long description: what the model is, then its certifications and where it is used. */
export function longDescription(product: Describable): string {
  const facts = [`Certificado de Aprovação (CA) nº ${product.caNumber}.`]
  if (product.norms.length > 0) facts.push(`Atende a ${listPt(product.norms)}.`)
  if (product.en388) facts.push(`Desempenho EN 388: ${product.en388}.`)
  if (product.ansiCutLevel) facts.push(`Corte ANSI/ISEA 105 nível ${product.ansiCutLevel}.`)
  if (product.sizes.length > 1) facts.push(`Tamanhos: ${listPt(product.sizes)}.`)
  const segments = product.segments.map((id) => optionTitle('segments', id).toLowerCase())
  const usage = segments.length > 0 ? `\n\nRecomendado para os segmentos ${listPt(segments)}.` : ''
  return `${product.summary}\n\n${product.details}\n\n${facts.join(' ')}${usage}`
}

/** A UUID derived from a stable key, so a seed gives the same ids on every run. */
export function stableUuid(key: string): string {
  const hex = createHash('sha1').update(`escudo:${key}`).digest('hex')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

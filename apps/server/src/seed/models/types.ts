import type { SeedChemicalResult } from './chemical-results'
/** How to look after a product, by kind; the seed picks one per model. */
export const CARE = {
  knit: 'Lavar à mão ou em máquina com água até 40 °C e sabão neutro. Secar à sombra. Não usar alvejante nem passar a ferro. Descartar se houver cortes, furos ou desgaste do revestimento.',
  leather:
    'Limpar com escova macia ou pano levemente úmido; não lavar em máquina. Secar à sombra, longe de fontes de calor, e hidratar o couro periodicamente.',
  rubber:
    'Lavar externamente com água e sabão neutro antes de retirar, secar pelo avesso à sombra e guardar longe de luz solar e ozônio. Inspecionar contra furos antes de cada uso.',
  disposable:
    'Produto de uso único: não lavar nem reutilizar. Armazenar na embalagem original, em local seco, entre 10 °C e 30 °C e ao abrigo da luz.',
  lens: 'Lavar as lentes com água corrente e sabão neutro e secar com pano macio. Não usar solventes, álcool ou papel. Guardar em estojo, sem contato com as lentes.',
  height:
    'Inspecionar fitas, costuras e conectores antes de cada uso. Retirar de uso após qualquer queda. Lavar com água e sabão neutro, secar à sombra e guardar longe de umidade, produtos químicos e calor.',
  steel:
    'Lavar com água quente e detergente neutro após cada turno, higienizar conforme o plano da planta e inspecionar os elos. Não usar produtos clorados.',
  garment:
    'Lavar em máquina até 60 °C, sem alvejante e sem amaciante, que reduzem a retrorrefletividade e o tratamento do tecido. Secar à sombra. Respeitar o número máximo de lavagens indicado na etiqueta.',
  coverallDisposable:
    'Uso único. Descartar como resíduo contaminado quando exposto a agentes químicos ou biológicos. Armazenar em local seco e ventilado.',
  mask: 'Limpar o casco e o visor com pano úmido. Trocar a lente de proteção externa quando riscada ou respingada. Guardar sem apoiar o visor e longe de calor.',
} as const

export type Care = keyof typeof CARE

/** One product as sold: a model with a variant label and what the variant changes. */
export type Variant = {
  label: string
  brand: 'escudo-pro' | 'tenaz'
  colour: string
  overrides?: Partial<Omit<ProductModel, 'variants'>>
}

/**
 * A product line member with everything the seed writes, shared by its variants. Option ids refer to
 * the taxonomy; `secondary` holds secondary filters (glove sizes and cut level are derived).
 */
export type ProductModel = {
  category: string
  family: string
  name: string
  summary: string
  details: string
  riskTypes: string[]
  segments: string[]
  materials: string[]
  certificates?: string[]
  heights?: string[]
  packaging: string
  norms: string[]
  sizes: string[]
  en388?: string
  ansiCutLevel?: string
  /** Chemical resistance results as staff write them (chemical-results.ts); the EN 374 type is derived. */
  chemicalResistance?: SeedChemicalResult[]
  secondary?: Record<string, string[]>
  care: Care
  variants: Variant[]
}

export const GLOVE_SIZES = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index))

export const GARMENT_SIZES = ['P', 'M', 'G', 'GG', 'XG']

import { decodeEn388 } from './en388'

/** What the comparison reads of a product (the public product resource's attributes). */
export type ComparedProduct = {
  slug: string
  name: string
  caNumber: string
  caValidUntil: string
  caState: string
  caRegistry: { status: string; situation: string | null } | null
  en388: string | null
  ansiCutLevel: string | null
  materials: string[]
  secondary: Record<string, string[]>
  sizes: string[]
  norms: string[]
  certificates: string[]
  category: string
  /** Issue 38: a glove's chemical results and the EN ISO 374-1 type they give (absent on other products). */
  en374Type?: string | null
  chemicalResistance?: ComparedChemical[]
}

/** A chemical result as the comparison shows it: its permeation level (null: not tested). */
export type ComparedChemical = {
  cas: string
  name: string
  nameEn: string | null
  letter: string | null
  level: number | null
}

export const COMPARE_ROW_KEYS = [
  'caNumber',
  'caState',
  'caRegistry',
  'caValidUntil',
  'en388',
  'abrasion',
  'cut',
  'tear',
  'puncture',
  'tdmCut',
  'ansiCutLevel',
  'en374Type',
  'materials',
  'coating',
  'sizes',
  'norms',
  'certificates',
  'category',
] as const
/** The fixed rows, and one row per chemical any compared product was tested against (`chemical`). */
export type CompareRowKey = (typeof COMPARE_ROW_KEYS)[number] | 'chemical'

/** One cell: the value's parts (option ids, sizes…) or null when the product has none (or is unavailable). */
export type CompareCell = string[] | null
export type CompareRow = {
  key: CompareRowKey
  cells: CompareCell[]
  differs: boolean
  /** On a `chemical` row: the chemical (its cells hold the permeation level, or `untested`). */
  chemical?: Omit<ComparedChemical, 'level'>
}

export const COATING_GROUP = 'glove.coating'

const list = (values: string[]): CompareCell => (values.length > 0 ? values : null)
const one = (value: string | null | undefined): CompareCell => (value ? [value] : null)

function cellsOf(product: ComparedProduct): Record<(typeof COMPARE_ROW_KEYS)[number], CompareCell> {
  const positions = product.en388 ? decodeEn388(product.en388) : null
  const position = (key: string) => one(positions?.find((each) => each.key === key)?.value)
  return {
    caNumber: one(product.caNumber),
    caState: one(product.caState),
    // Any other registry situation is shown as the registry writes it.
    caRegistry: product.caRegistry
      ? product.caRegistry.status === 'outro' && product.caRegistry.situation
        ? ['outro', product.caRegistry.situation]
        : [product.caRegistry.status]
      : null,
    caValidUntil: one(product.caValidUntil),
    en388: one(product.en388),
    abrasion: position('abrasion'),
    cut: position('cut'),
    tear: position('tear'),
    puncture: position('puncture'),
    tdmCut: position('tdmCut'),
    ansiCutLevel: one(product.ansiCutLevel),
    en374Type: one(product.en374Type),
    materials: list(product.materials),
    coating: list(product.secondary[COATING_GROUP] ?? []),
    sizes: list(product.sizes),
    norms: list(product.norms),
    certificates: list(product.certificates),
    category: one(product.category),
  }
}

/** Two cells are the same when they hold the same parts, in any order. */
const sameKey = (cell: CompareCell) => (cell === null ? '' : [...cell].sort().join('\u0000'))

/** A product's level against one chemical: `untested` when it has no result for it (a glove not tested). */
const levelCell = (product: ComparedProduct, cas: string): CompareCell => {
  const result = product.chemicalResistance?.find((each) => each.cas === cas)
  return [result?.level === null || result === undefined ? 'untested' : String(result.level)]
}

/**
 * One row per chemical any compared product was tested against, after the EN ISO 374-1 type: the standard's
 * letter chemicals in letter order, then the others by name.
 */
function chemicalRows(products: (ComparedProduct | undefined)[]): CompareRow[] {
  const chemicals = new Map<string, Omit<ComparedChemical, 'level'>>()
  for (const product of products)
    for (const { cas, name, nameEn, letter } of product?.chemicalResistance ?? [])
      if (!chemicals.has(cas)) chemicals.set(cas, { cas, name, nameEn, letter })
  return [...chemicals.values()]
    .sort((a, b) =>
      a.letter && b.letter
        ? a.letter.localeCompare(b.letter)
        : a.letter
          ? -1
          : b.letter
            ? 1
            : a.name.localeCompare(b.name, 'pt-BR'),
    )
    .map((chemical) => {
      const cells = products.map((product) => (product ? levelCell(product, chemical.cas) : null))
      const present = products.flatMap((product, index) => (product ? [sameKey(cells[index]!)] : []))
      return { key: 'chemical' as const, chemical, cells, differs: new Set(present).size > 1 }
    })
}

/**
 * The comparison's rows: each product's value per row (null for an unavailable product, `undefined` in the
 * input) and whether the available products' values differ. A row no product has a value in is left out; a
 * row with one available product never differs. Gloves with chemical results add a row per chemical.
 */
export function compareRows(products: (ComparedProduct | undefined)[]): CompareRow[] {
  const cells = products.map((product) => (product ? cellsOf(product) : undefined))
  const rows: CompareRow[] = []
  for (const key of COMPARE_ROW_KEYS) {
    const row = cells.map((each) => (each ? each[key] : null))
    const present = cells.flatMap((each) => (each ? [sameKey(each[key])] : []))
    if (row.some((cell) => cell !== null)) rows.push({ key, cells: row, differs: new Set(present).size > 1 })
    // After the type (or where it would be: a single result at level 0 gives none), a row per chemical.
    if (key === 'en374Type') rows.push(...chemicalRows(products))
  }
  return rows
}

/** Only the rows whose values differ, when asked. */
export const visibleRows = (rows: CompareRow[], differencesOnly: boolean) =>
  differencesOnly ? rows.filter((row) => row.differs) : rows

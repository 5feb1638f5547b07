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
  'materials',
  'coating',
  'sizes',
  'norms',
  'certificates',
  'category',
] as const
export type CompareRowKey = (typeof COMPARE_ROW_KEYS)[number]

/** One cell: the value's parts (option ids, sizes…) or null when the product has none (or is unavailable). */
export type CompareCell = string[] | null
export type CompareRow = { key: CompareRowKey; cells: CompareCell[]; differs: boolean }

export const COATING_GROUP = 'glove.coating'

const list = (values: string[]): CompareCell => (values.length > 0 ? values : null)
const one = (value: string | null | undefined): CompareCell => (value ? [value] : null)

function cellsOf(product: ComparedProduct): Record<CompareRowKey, CompareCell> {
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

/**
 * The comparison's rows: each product's value per row (null for an unavailable product, `undefined` in the
 * input) and whether the available products' values differ. A row no product has a value in is left out; a
 * row with one available product never differs.
 */
export function compareRows(products: (ComparedProduct | undefined)[]): CompareRow[] {
  const cells = products.map((product) => (product ? cellsOf(product) : undefined))
  const rows: CompareRow[] = []
  for (const key of COMPARE_ROW_KEYS) {
    const row = cells.map((each) => (each ? each[key] : null))
    const present = cells.flatMap((each) => (each ? [sameKey(each[key])] : []))
    if (row.every((cell) => cell === null)) continue
    rows.push({ key, cells: row, differs: new Set(present).size > 1 })
  }
  return rows
}

/** Only the rows whose values differ, when asked. */
export const visibleRows = (rows: CompareRow[], differencesOnly: boolean) =>
  differencesOnly ? rows.filter((row) => row.differs) : rows

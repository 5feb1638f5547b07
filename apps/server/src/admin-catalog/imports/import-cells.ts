import { ChemicalResistanceInput, ProductInputFields, SHEET_LIST_SEPARATOR } from '@escudo/contracts'
import type { ImportMessages } from './import-messages'
import { chemicalCellResults } from '../products/chemical-cells'

/*
 * An import row's cells read as product fields (decision 026): lists split, booleans and dates in either
 * language and format, each value checked by the field's contract rule.
 */

const SINGLE_OPTIONS = new Set(['brand', 'category', 'family', 'packaging'])
const LISTS = new Set(['heights', 'riskTypes', 'segments', 'materials', 'certificates', 'norms', 'sizes'])
const NULLABLE = new Set(['en388', 'ansiCutLevel'])
const BOOLEANS: Record<string, boolean> = {
  true: true,
  false: false,
  verdadeiro: true,
  falso: false,
  sim: true,
  não: false,
  yes: true,
  no: false,
  '1': true,
  '0': false,
}

export const splitList = (cell: string) =>
  cell
    .split(SHEET_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '')

/** How the export writes a value: the comparison with the current product is cell against cell. */
export const sheetValue = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value.join(SHEET_LIST_SEPARATOR)
      : String(value)

/** Brazilian Excel saves a CSV's dates as DD/MM/AAAA: both are read. */
function isoDay(cell: string): string | undefined {
  const trimmed = cell.trim()
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed
  const brazilian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed)
  if (!brazilian) return undefined
  const [, day, month, year] = brazilian
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`
}

export type Parsed = { value: unknown } | { error: string }

/** A cell as the product field it holds, checked by the field's contract rule. */
export function parseCell(key: string, cell: string, messages: ImportMessages): Parsed {
  const text = cell.trim()
  if (key === 'isLancamento' || key === 'published') {
    const value = BOOLEANS[text.toLocaleLowerCase('pt-BR')]
    return value === undefined ? { error: messages.boolean } : { value }
  }
  if (key === 'popularity') {
    const value = Number(text.replace(/\.0+$/, ''))
    if (text === '' || !Number.isInteger(value)) return { error: messages.integer }
    return check('popularity', value, messages)
  }
  if (key === 'caValidUntil') {
    const day = isoDay(text)
    return day === undefined ? { error: messages.date } : check('caValidUntil', day, messages)
  }
  if (key === 'chemicalResistance') return parseChemicalCell(cell, messages)
  if (LISTS.has(key)) return check(key, splitList(cell), messages)
  if (NULLABLE.has(key)) return check(key, text === '' ? null : text, messages)
  if (SINGLE_OPTIONS.has(key) || key === 'reference' || key === 'caNumber') return check(key, text, messages)
  return check(key, cell, messages)
}

/** The chemical resistance cell (`chemical-cells.ts`): one message, naming which result it is about. */
function parseChemicalCell(cell: string, messages: ImportMessages): Parsed {
  const parsed = ChemicalResistanceInput.safeParse(chemicalCellResults(cell))
  if (parsed.success) return { value: parsed.data }
  const issue = parsed.error.issues[0]!
  const message = messages.invalid(issue)
  return typeof issue.path[0] === 'number'
    ? { error: messages.chemicalResult(issue.path[0] + 1, message) }
    : { error: message }
}

export function check(key: string, value: unknown, messages: ImportMessages): Parsed {
  const schema = ProductInputFields.shape[key as keyof typeof ProductInputFields.shape]
  const result = schema.safeParse(value)
  return result.success
    ? { value: result.data }
    : { error: messages.invalid(result.error.issues[0] ?? { message: '' }) }
}

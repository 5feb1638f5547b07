import {
  IMPORT_REPORT_ERROR_COLUMN,
  PRODUCT_SHEET_COLUMNS,
  secondarySheetColumn,
  type SheetColumn,
} from '@escudo/contracts'
import { badRequest } from '../lib/errors'

/** A column of the file: its key (as the export names it), where it is, and its header as written. */
export type ImportColumn = { key: string; index: number; header: string }

const fold = (text: string) => text.trim().toLocaleLowerCase('pt-BR')
const SECONDARY_HEADER = /^(secundário|secondary):\s*(.+)$/i

const IGNORED = new Set([fold(IMPORT_REPORT_ERROR_COLUMN.pt), fold(IMPORT_REPORT_ERROR_COLUMN.en)])

/**
 * The columns a header names, `keyOf` telling each title's key: the report's error column and blank titles are
 * skipped; an unknown or repeated column refuses the file (`hint` says which headers to use).
 */
export function headerColumns<K extends string>(
  header: string[],
  keyOf: (title: string) => K | undefined,
  hint: string,
): { key: K; index: number; header: string }[] {
  const columns: { key: K; index: number; header: string }[] = []
  const unknown: string[] = []
  header.forEach((title, index) => {
    if (title === '' || IGNORED.has(fold(title))) return
    const key = keyOf(title)
    if (key === undefined) unknown.push(title)
    else if (columns.some((column) => column.key === key))
      throw badRequest(`A coluna "${title}" aparece duas vezes no cabeçalho.`, { parameter: 'file' })
    else columns.push({ key, index, header: title })
  })
  if (unknown.length > 0)
    throw badRequest(`Colunas desconhecidas no cabeçalho: ${unknown.slice(0, 5).join(', ')}. ${hint}`, {
      parameter: 'file',
    })
  return columns
}

/**
 * The header's columns, in either language (product-sheet.ts), whatever their order. The report's error
 * column is skipped, so a report can be fixed and sent back as it is; an unknown or repeated column refuses
 * the file (a typo must not silently drop a column's data), as does a sheet without the reference.
 */
export function importColumns(header: string[], secondaryGroups: string[]): ImportColumn[] {
  const fixed = new Map<string, SheetColumn>()
  for (const column of PRODUCT_SHEET_COLUMNS) {
    fixed.set(fold(column.pt), column)
    fixed.set(fold(column.en), column)
  }
  const groups = new Set(secondaryGroups)
  const columns = headerColumns(
    header,
    (title) => {
      const secondary = SECONDARY_HEADER.exec(title.trim())?.[2]?.trim()
      if (!secondary) return fixed.get(fold(title))?.key
      return groups.has(secondary) ? secondarySheetColumn(secondary).key : undefined
    },
    'Use os cabeçalhos da exportação.',
  )
  if (!columns.some((column) => column.key === 'reference'))
    throw badRequest(
      'O cabeçalho não tem a coluna "Referência" (ou "Reference"): é ela que identifica cada produto.',
      { parameter: 'file' },
    )
  return columns
}

/** The export's escape against formula injection (`'=…`), taken off: the round trip gives the cell back. */
export const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)

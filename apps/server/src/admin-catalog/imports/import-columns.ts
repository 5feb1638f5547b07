import {
  IMPORT_REPORT_ERROR_COLUMN,
  PRODUCT_SHEET_COLUMNS,
  secondarySheetColumn,
  secondarySheetColumns,
  type SecondarySheetGroup,
  type SheetColumn,
} from '@escudo/contracts'
import { badRequest, type Bilingual } from '../../lib/errors'

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
  hint: Bilingual,
): { key: K; index: number; header: string }[] {
  const columns: { key: K; index: number; header: string }[] = []
  const unknown: string[] = []
  header.forEach((title, index) => {
    if (title === '' || IGNORED.has(fold(title))) return
    const key = keyOf(title)
    if (key === undefined) unknown.push(title)
    else if (columns.some((column) => column.key === key))
      throw badRequest(
        {
          'pt-BR': `A coluna "${title}" aparece duas vezes no cabeçalho.`,
          en: `The column "${title}" appears twice in the header.`,
        },
        { parameter: 'file' },
      )
    else columns.push({ key, index, header: title })
  })
  const named = unknown.slice(0, 5).join(', ')
  if (unknown.length > 0)
    throw badRequest(
      {
        'pt-BR': `Colunas desconhecidas no cabeçalho: ${named}. ${hint['pt-BR']}`,
        en: `Unknown columns in the header: ${named}. ${hint.en}`,
      },
      { parameter: 'file' },
    )
  return columns
}

/**
 * The header's columns, in either language (product-sheet.ts), whatever their order. A secondary group's
 * column is read by its title (`Tamanho da luva`, as the export writes it) or, in files exported before issue
 * 32, by its id (`Secundário: glove.size`). The report's error
 * column is skipped, so a report can be fixed and sent back as it is; an unknown or repeated column refuses
 * the file (a typo must not silently drop a column's data), as does a sheet without the reference.
 */
export function importColumns(
  header: string[],
  secondaryGroups: readonly SecondarySheetGroup[],
): ImportColumn[] {
  const named = new Map<string, SheetColumn>()
  for (const column of [...PRODUCT_SHEET_COLUMNS, ...secondarySheetColumns(secondaryGroups)]) {
    named.set(fold(column.pt), column)
    named.set(fold(column.en), column)
  }
  const groups = new Set(secondaryGroups.map((group) => group.id))
  const columns = headerColumns(
    header,
    (title) => {
      const secondary = SECONDARY_HEADER.exec(title.trim())?.[2]?.trim()
      if (!secondary) return named.get(fold(title))?.key
      return groups.has(secondary) ? secondarySheetColumn(secondary).key : undefined
    },
    { 'pt-BR': 'Use os cabeçalhos da exportação.', en: "Use the export's headers." },
  )
  if (!columns.some((column) => column.key === 'reference'))
    throw badRequest(
      {
        'pt-BR':
          'O cabeçalho não tem a coluna "Referência" (ou "Reference"): é ela que identifica cada produto.',
        en: 'The header has no "Reference" (or "Referência") column: it is what identifies each product.',
      },
      { parameter: 'file' },
    )
  return columns
}

/** The export's escape against formula injection (`'=…`), taken off: the round trip gives the cell back. */
export const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)

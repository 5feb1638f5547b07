import type { Readable } from 'node:stream'
import { IMPORT_REPORT_ERROR_COLUMN, sheetHeader, type SheetLocale } from '@escudo/contracts'
import { csvStream, escapeFormula } from '../products/product-export'

/**
 * The refused rows of an import as a CSV ready to fix and send again: the file's own header and cells, plus
 * an error column (which the import skips), written like the export's CSV (UTF-8 BOM, `;`, CRLF, formulas
 * escaped). A report sent back keeps one error column: the old one is dropped.
 */
export function importReport(
  header: string[],
  refusals: AsyncIterable<{ cells: string[]; message: string }>,
  locale: SheetLocale,
): Readable {
  const errorHeaders = new Set<string>([IMPORT_REPORT_ERROR_COLUMN.pt, IMPORT_REPORT_ERROR_COLUMN.en])
  const keep = header.flatMap((title, index) => (errorHeaders.has(title) ? [] : [index]))
  async function* rows() {
    yield [...keep.map((index) => header[index]!), sheetHeader(IMPORT_REPORT_ERROR_COLUMN, locale)]
    for await (const refusal of refusals)
      yield [...keep.map((index) => escapeFormula(refusal.cells[index] ?? '')), refusal.message]
  }
  return csvStream(rows())
}

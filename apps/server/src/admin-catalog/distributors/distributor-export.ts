import {
  DISTRIBUTOR_SHEET_COLUMNS,
  formatBrazilianPhone,
  SHEET_LIST_SEPARATOR,
  sheetHeader,
  type ExportFormat,
  type SheetLocale,
} from '@escudo/contracts'
import { asc } from 'drizzle-orm'
import type { Readable } from 'node:stream'
import { brazilToday } from '../../ca-registry/product-check'
import type { Database } from '../../db/client'
import { distributors } from '../../db/schema/index'
import { csvStream, escapeFormula, xlsxStream } from '../products/product-export'

/** Every distributor as cell rows (header first), by state, city and name, escaped against formulas. */
async function* distributorRows(db: Database, locale: SheetLocale) {
  yield DISTRIBUTOR_SHEET_COLUMNS.map((column) => sheetHeader(column, locale))
  // Hundreds of rows: one query.
  const rows = await db
    .select()
    .from(distributors)
    .orderBy(asc(distributors.state), asc(distributors.city), asc(distributors.name))
  for (const row of rows) {
    // The phone as people write it: `+55…` would need the formula escape, which a spreadsheet shows.
    const cells = {
      ...row,
      phone: row.phone ? formatBrazilianPhone(row.phone) : '',
      categories: row.categories.join(SHEET_LIST_SEPARATOR),
    }
    yield DISTRIBUTOR_SHEET_COLUMNS.map(({ key }) => escapeFormula(cells[key] ?? ''))
  }
}

/** The distributor sheet, streamed as the product export writes its own (the import reads both). */
export function distributorExport(
  db: Database,
  options: { format: ExportFormat; locale: SheetLocale },
): Readable {
  const rows = distributorRows(db, options.locale)
  return options.format === 'csv'
    ? csvStream(rows)
    : xlsxStream(rows, options.locale === 'en' ? 'Distributors' : 'Distribuidores')
}

/** `escudo-distribuidores-2026-11-25.csv`, the date in Brasília. */
export function distributorExportName(format: ExportFormat, now = new Date()): string {
  const day = brazilToday(now)
  return `escudo-distribuidores-${day}.${format}`
}

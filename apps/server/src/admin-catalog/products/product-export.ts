import { PassThrough, pipeline, Readable, type Writable } from 'node:stream'
import { once } from 'node:events'
import {
  PRODUCT_SHEET_COLUMNS,
  SHEET_LIST_SEPARATOR,
  secondarySheetColumns,
  sheetHeader,
  type ExportFormat,
  type SecondarySheetGroup,
  type SheetColumn,
  type SheetLocale,
} from '@escudo/contracts'
import { stringify } from 'csv-stringify'
import { asc, inArray, isNotNull, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { brazilToday } from '../../ca-registry/product-check'
import type { Database } from '../../db/client'
import {
  filterGroups,
  productDatasheets,
  productImages,
  products,
  type ProductRow,
} from '../../db/schema/index'
import { chemicalCell } from './chemical-cells'
import { PRODUCT_ORDER, productConditions, type ProductFilters } from './product-list'

/** Products read per query: memory holds one batch (and its images), whatever the catalogue's size. */
const BATCH = 500

type Cell = string | number
export type SheetProduct = {
  row: ProductRow
  images: { version: string; contentType: string }[]
  datasheet: string | undefined
}

const EXTENSIONS: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
}

/**
 * An image's file name in the sheet: its version (the upload's random key, or a hash of an inline SVG) and
 * its type's extension. It names the stored file, so an import can tell "the same image" (name unchanged)
 * from "a new image" (a name it must find in the ZIP). See decision 025.
 */
export const sheetImageName = (image: SheetProduct['images'][number]) =>
  `${image.version}.${EXTENSIONS[image.contentType] ?? 'bin'}`

/** imageVersion (resources.ts) computed by the database: a batch never loads the generated SVGs themselves. */
const imageVersionSql = sql<string>`coalesce(regexp_replace(${productImages.filePath}, '^.*/', ''),
  substr(md5(${productImages.svg}), 1, 12))`

/**
 * Spreadsheet formula injection (OWASP "CSV injection"): Excel and LibreOffice run a cell that starts with
 * `=`, `+`, `-` or `@` (and a leading tab or CR hides one) as a formula, e.g. `=HYPERLINK(…)`. Such text cells
 * are written with a leading `'`, which the spreadsheet shows as text. Only text is escaped: popularity
 * goes into XLSX as a typed number, which no spreadsheet evaluates.
 */
export function escapeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

const list = (values: readonly string[]) => values.join(SHEET_LIST_SEPARATOR)

/** The secondary groups (id and titles) in the taxonomy's order: the sheet's last columns (decision 025). */
export async function secondaryGroups(db: Database): Promise<SecondarySheetGroup[]> {
  return db
    .select({ id: filterGroups.id, titlePt: filterGroups.titlePt, titleEn: filterGroups.titleEn })
    .from(filterGroups)
    .where(isNotNull(filterGroups.appliesToGroup))
    .orderBy(asc(filterGroups.position), asc(filterGroups.id))
}

/** The sheet's columns: the fixed ones, then one per secondary group (in the taxonomy's order), by its title. */
export async function sheetColumns(db: Database): Promise<SheetColumn[]> {
  return [...PRODUCT_SHEET_COLUMNS, ...secondarySheetColumns(await secondaryGroups(db))]
}

/** Columns that hold a product field as it is (text, option id, ISO date). */
const TEXT_FIELDS = [
  'reference',
  'name',
  'slug',
  'shortDescription',
  'description',
  'careInstructions',
  'brand',
  'category',
  'family',
  'packaging',
  'caNumber',
  'caValidUntil',
] as const
/** The English texts (issue 22): an empty cell is "not translated". */
const ENGLISH_FIELDS = ['nameEn', 'shortDescriptionEn', 'descriptionEn', 'careInstructionsEn'] as const
/** Columns that hold a list (option ids, norms, sizes), `|`-joined. */
const LIST_FIELDS = [
  'heights',
  'riskTypes',
  'segments',
  'materials',
  'certificates',
  'norms',
  'sizes',
] as const

/** One product as the sheet's cells, by column key; only popularity is a number. */
export function productCells({ row, images, datasheet }: SheetProduct): Record<string, Cell> {
  const cells: Record<string, Cell> = {
    en388: row.en388 ?? '',
    chemicalResistance: chemicalCell(row.chemicalResistance),
    ansiCutLevel: row.ansiCutLevel ?? '',
    isLancamento: String(row.isLancamento),
    popularity: row.popularity,
    published: String(row.published),
    images: list(images.map(sheetImageName)),
    datasheet: datasheet ?? '',
  }
  for (const field of TEXT_FIELDS) cells[field] = row[field]
  for (const field of ENGLISH_FIELDS) cells[field] = row[field] ?? ''
  for (const field of LIST_FIELDS) cells[field] = list(row[field])
  for (const [group, ids] of Object.entries(row.secondary)) cells[`secondary.${group}`] = list(ids)
  return cells
}

/** Rows with their images' and data sheet's file names (two queries for the whole batch). */
async function withFiles(db: Database, rows: ProductRow[]): Promise<SheetProduct[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [images, datasheets] = await Promise.all([
    db
      .select({
        productId: productImages.productId,
        version: imageVersionSql,
        contentType: productImages.contentType,
      })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position)),
    db
      .select({ productId: productDatasheets.productId, fileName: productDatasheets.fileName })
      .from(productDatasheets)
      .where(inArray(productDatasheets.productId, ids)),
  ])
  const sheetName = new Map(datasheets.map((sheet) => [sheet.productId, sheet.fileName]))
  return rows.map((row) => ({
    row,
    images: images.filter((image) => image.productId === row.id),
    datasheet: sheetName.get(row.id),
  }))
}

/** The products with these references as the sheet shows them (the import compares its rows to them). */
export async function sheetProductsByReference(db: Database, references: string[]) {
  if (references.length === 0) return new Map<string, SheetProduct>()
  const rows = await db.select().from(products).where(inArray(products.reference, references))
  return new Map((await withFiles(db, rows)).map((product) => [product.row.reference, product]))
}

/** The products matching the admin list's filters, in its order, a batch at a time. */
async function* productBatches(db: Database, filters: ProductFilters): AsyncGenerator<SheetProduct[]> {
  const where = productConditions(filters)
  for (let offset = 0; ; offset += BATCH) {
    const rows = await db
      .select()
      .from(products)
      .where(where)
      .orderBy(...PRODUCT_ORDER[filters.sort])
      .limit(BATCH)
      .offset(offset)
    if (rows.length === 0) return
    // Completeness is a stored column (decision 042): filtered in SQL, with the list's other filters.
    yield await withFiles(db, rows)
    if (rows.length < BATCH) return
  }
}

/** Every matching product as cell rows (header first), escaped, ready for either writer. */
async function* sheetRows(
  db: Database,
  filters: ProductFilters,
  columns: SheetColumn[],
  locale: SheetLocale,
) {
  yield columns.map((column) => sheetHeader(column, locale))
  for await (const batch of productBatches(db, filters))
    for (const product of batch) {
      const cells = productCells(product)
      yield columns.map((column) => {
        const cell = cells[column.key] ?? ''
        return typeof cell === 'string' ? escapeFormula(cell) : cell
      })
    }
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/**
 * CSV as Brazilian Excel opens it with a double click: UTF-8 with a BOM (otherwise Excel reads Windows-1252),
 * `;` between cells (`,` is the decimal separator in pt-BR), CRLF, RFC 4180 quoting. The stream pulls rows
 * as the client reads (backpressure), so a slow download never piles rows up in memory.
 */
export function csvStream(rows: AsyncIterable<Cell[]>): Readable {
  // pipeline, not pipe: when the client goes away the response destroys the CSV stream, and with it the reading.
  return pipeline(
    Readable.from(rows),
    // csv-stringify quotes a cell holding the delimiter, a quote or the record delimiter (CRLF) only: a bare
    // LF or CR, as a multi-line description holds, would end the record for Excel, LibreOffice and RFC 4180
    // readers. `quoted_match` quotes those too.
    stringify({ bom: true, delimiter: ';', record_delimiter: 'windows', quoted_match: /[\r\n]/ }),
    () => {},
  )
}

/**
 * XLSX through exceljs' streaming writer: each row is committed (written to the zip) as it comes, and the
 * writer waits whenever the response's buffer is full and stops when the client goes away. Popularity is a typed number; the rest is text,
 * so that a CA validity or a reference never becomes an Excel date or number.
 */
export function xlsxStream(rows: AsyncIterable<Cell[]>, sheetName: string): Readable {
  const output = new PassThrough()
  void writeXlsx(rows, sheetName, output).catch((error: unknown) => output.destroy(error as Error))
  return output
}

async function writeXlsx(rows: AsyncIterable<Cell[]>, sheetName: string, output: Writable) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  let first = true
  for await (const cells of rows) {
    const row = sheet.addRow(cells)
    if (first) row.font = { bold: true }
    first = false
    row.commit()
    if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')])
    // The client went away: stop reading the catalogue.
    if (output.destroyed) return
  }
  sheet.commit()
  await workbook.commit()
}

/** The export's body, streamed: every product matching `filters`, headers in `locale`. */
export async function productExport(
  db: Database,
  options: { filters: ProductFilters; format: ExportFormat; locale: SheetLocale },
): Promise<Readable> {
  const columns = await sheetColumns(db)
  const rows = sheetRows(db, options.filters, columns, options.locale)
  return options.format === 'csv'
    ? csvStream(rows)
    : xlsxStream(rows, options.locale === 'en' ? 'Products' : 'Produtos')
}

/** `escudo-produtos-2026-11-25.csv`: the date in Brasília, where the catalogue team works. */
export function exportFileName(format: ExportFormat, now = new Date()): string {
  const day = brazilToday(now)
  return `escudo-produtos-${day}.${format}`
}

import { createReadStream } from 'node:fs'
import { Readable, Transform } from 'node:stream'
import { parse } from 'csv-parse'
import ExcelJS from 'exceljs'
import { fileTypeFromFile } from 'file-type'
import { IMPORT_COLUMNS_MAX, IMPORT_ROWS_MAX, type ImportFormat } from '@escudo/contracts'
import { ApiProblem, badRequest } from '../../lib/errors'
import { escapeFormula } from '../products/product-export'
import { unsupportedFile } from '../uploads'

/*
 * Reading an import's file, streamed (decision 026): CSV as Brazilian Excel writes it (UTF-8 with or without a
 * BOM, or Windows-1252; `;` or `,`) or XLSX through exceljs' streaming reader. Both yield rows of text cells
 * numbered as the spreadsheet shows them (header = row 1).
 */

export type CsvDialect = { encoding: 'utf-8' | 'windows-1252'; delimiter: ';' | ',' }
export type SheetSource = { path: string; format: ImportFormat; csv?: CsvDialect }
export type SheetRow = { number: number; cells: string[] }

/** XLSX when the bytes are an Office ZIP, CSV when they are text; anything else is refused. */
export async function sniffFormat(path: string): Promise<ImportFormat> {
  const type = await fileTypeFromFile(path)
  if (type?.ext === 'xlsx' || type?.ext === 'zip') return 'xlsx'
  if (type === undefined) {
    const head = await firstBytes(path, 64 * 1024)
    if (!head.includes(0)) return 'csv'
  }
  throw unsupportedFile({
    'pt-BR': 'O arquivo precisa ser uma planilha CSV ou XLSX.',
    en: 'The file must be a CSV or XLSX spreadsheet.',
  })
}

async function firstBytes(path: string, size: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of createReadStream(path, { start: 0, end: size - 1 })) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** UTF-8 unless some bytes are not UTF-8: then Windows-1252, what Excel writes without "UTF-8" chosen. */
async function detectEncoding(path: string): Promise<CsvDialect['encoding']> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  try {
    for await (const chunk of createReadStream(path)) decoder.decode(chunk as Buffer, { stream: true })
    decoder.decode()
    return 'utf-8'
  } catch {
    return 'windows-1252'
  }
}

/** The separator the header uses: pt-BR Excel writes `;`, other locales `,`. */
function detectDelimiter(firstLine: string): CsvDialect['delimiter'] {
  const count = (char: string) => firstLine.split(char).length - 1
  return count(',') > count(';') ? ',' : ';'
}

const decoding = (encoding: CsvDialect['encoding']) => {
  const decoder = new TextDecoder(encoding)
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }))
    },
    flush(done) {
      done(null, decoder.decode())
    },
  })
}

async function* csvRows(path: string, dialect: CsvDialect): AsyncGenerator<SheetRow> {
  const parser = createReadStream(path)
    .pipe(decoding(dialect.encoding))
    .pipe(parse({ delimiter: dialect.delimiter, bom: true, relax_column_count: true }))
  let number = 0
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      number += 1
      yield { number, cells }
    }
  } catch (error) {
    const line = (error as { lines?: number }).lines
    throw badRequest(
      {
        'pt-BR': `O CSV está malformado${line ? ` perto da linha ${line}` : ''}: confira as aspas. Nada foi importado.`,
        en: `The CSV is malformed${line ? ` near line ${line}` : ''}: check its quotes. Nothing was imported.`,
      },
      { parameter: 'file' },
    )
  }
}

/**
 * An XLSX cell as the CSV would hold it: numbers and booleans as written, dates as ISO days, rich text joined, a
 * formula as `=…`. A string is never a formula in XLSX (Excel keeps a typed `'=…` as the text `=…`): one that
 * starts like a formula is given the export's escape, which the import then removes.
 */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return escapeFormula(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  if ('formula' in value || 'sharedFormula' in value) return `=${'formula' in value ? value.formula : ''}`
  if ('text' in value) return String(value.text)
  if ('error' in value) return ''
  return ''
}

/** Buffers of UTF-8 as text, a character split between two buffers kept whole. */
async function* utf8Text(chunks: AsyncIterable<Buffer | string>) {
  const decoder = new TextDecoder('utf-8')
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
    if (text) yield text
  }
  const rest = decoder.decode()
  if (rest) yield rest
}

type ReaderInternals = {
  _parseWorksheet: (iterator: AsyncIterable<Buffer>, sheetNo: string) => unknown
  _parseSharedStrings: (entry: NodeJS.ReadableStream) => unknown
}

/**
 * exceljs 4.4's streaming reader decodes each chunk of a sheet's XML on its own (lib/utils/parse-sax.js), so an
 * accented letter split between two chunks becomes two U+FFFD: hand it text decoded across chunks instead (it
 * passes strings through). Found by the XLSX round trip of the demo catalogue.
 */
function decodeAcrossChunks(reader: ExcelJS.stream.xlsx.WorkbookReader) {
  const internals = reader as unknown as ReaderInternals
  const parseWorksheet = internals._parseWorksheet
  internals._parseWorksheet = function (iterator, sheetNo) {
    return parseWorksheet.call(this, utf8Text(iterator) as AsyncIterable<never>, sheetNo)
  }
  const parseSharedStrings = internals._parseSharedStrings
  internals._parseSharedStrings = function (entry) {
    return parseSharedStrings.call(this, Readable.from(utf8Text(entry as AsyncIterable<Buffer>)))
  }
}

async function* xlsxRows(path: string): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell a date from a number: without them a typed date reads as its serial number.
    styles: 'cache',
    worksheets: 'emit',
  })
  decodeAcrossChunks(reader)
  try {
    // The first sheet only: the export writes one.
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as ExcelJS.CellValue[]
        // exceljs numbers cells from 1: index 0 is empty.
        yield { number: row.number, cells: Array.from(values.slice(1), (value) => cellText(value)) }
      }
      return
    }
  } catch (error) {
    if (error instanceof ApiProblem) throw error
    throw unsupportedFile({
      'pt-BR': 'Não foi possível ler o XLSX: o arquivo está danificado ou não é uma planilha.',
      en: 'The XLSX could not be read: the file is damaged or not a spreadsheet.',
    })
  }
  // A ZIP without a worksheet: the images' ZIP sent as the sheet, say.
  throw unsupportedFile({
    'pt-BR': 'O arquivo é um ZIP sem planilha: envie a planilha CSV ou XLSX no campo "file".',
    en: 'The file is a ZIP without a spreadsheet: send the CSV or XLSX spreadsheet in the "file" field.',
  })
}

/** The file's rows, header first. */
export function sheetRows(source: SheetSource): AsyncGenerator<SheetRow> {
  return source.format === 'xlsx' ? xlsxRows(source.path) : csvRows(source.path, source.csv!)
}

export const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '')

/**
 * A first pass over the file before any job: its format, its CSV dialect, its header and how many data rows
 * it has. Refuses an empty file, more than IMPORT_COLUMNS_MAX columns or `rowsMax` rows.
 */
export async function inspectSheet(path: string, rowsMax = IMPORT_ROWS_MAX) {
  const format = await sniffFormat(path)
  let csv: CsvDialect | undefined
  if (format === 'csv') {
    const encoding = await detectEncoding(path)
    const head = new TextDecoder(encoding).decode(await firstBytes(path, 256 * 1024))
    csv = { encoding, delimiter: detectDelimiter(head.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '') }
  }
  const source: SheetSource = { path, format, ...(csv ? { csv } : {}) }
  let header: string[] | undefined
  let total = 0
  for await (const row of sheetRows(source)) {
    if (!header) {
      if (isBlank(row.cells)) continue
      if (row.cells.length > IMPORT_COLUMNS_MAX)
        throw badRequest(
          {
            'pt-BR': `A planilha tem ${row.cells.length} colunas; o limite é ${IMPORT_COLUMNS_MAX}. Nada foi importado.`,
            en: `The sheet has ${row.cells.length} columns; the limit is ${IMPORT_COLUMNS_MAX}. Nothing was imported.`,
          },
          { parameter: 'file' },
        )
      header = row.cells.map((cell) => cell.trim())
      continue
    }
    if (isBlank(row.cells)) continue
    total += 1
    if (total > rowsMax)
      throw badRequest(
        {
          'pt-BR': `A planilha passa de ${rowsMax} linhas. Divida-a em arquivos menores.`,
          en: `The sheet has more than ${rowsMax} rows. Split it into smaller files.`,
        },
        { parameter: 'file' },
      )
  }
  if (!header || total === 0)
    throw badRequest(
      {
        'pt-BR': 'A planilha está vazia: envie o cabeçalho e ao menos uma linha de dados.',
        en: 'The sheet is empty: send the header and at least one row of data.',
      },
      { parameter: 'file' },
    )
  return { source, header, total }
}

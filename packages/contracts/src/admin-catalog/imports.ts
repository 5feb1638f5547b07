import { z } from 'zod'
import { resource } from '../jsonapi'
import { says } from '../says'

/*
 * The spreadsheet import (issue 20, decision 026): a multipart POST starts a background job, whose `imports`
 * resource the back office polls for its progress and its report. The columns are the export's
 * (product-sheet.ts), in either language.
 */

/** Limits checked before any job starts (413 / 400). */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024
export const IMPORT_ARCHIVE_MAX_BYTES = 200 * 1024 * 1024
/** More columns than any sheet of ours has: a header past it is refused whole (e.g. a 50,000-column file). */
export const IMPORT_COLUMNS_MAX = 1000
/** Data rows a file may hold (header excluded). */
export const IMPORT_ROWS_MAX = 50_000
/** The ZIP's limits (a zip bomb is refused before anything is extracted). */
export const IMPORT_ARCHIVE_ENTRIES_MAX = 5000
export const IMPORT_ARCHIVE_UNCOMPRESSED_MAX_BYTES = 1024 * 1024 * 1024
/** Errors an imports resource lists; the report CSV has every refused row. */
export const IMPORT_ERRORS_MAX = 500

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const
export type ImportFormat = (typeof IMPORT_FORMATS)[number]

/** A multipart text field `true|false`, as the form sends it; absent means false. */
const flag = (field: string) =>
  z
    .enum(['true', 'false'], { error: says(`${field}: use true ou false.`, `${field}: use true or false.`) })
    .transform((value) => value === 'true')

/**
 * The multipart fields besides the files: `file` (CSV or XLSX, required) and `archive` (ZIP of images and
 * data sheets, optional) are file parts; these are text parts.
 */
export const ImportRequestFields = z.object({
  dryRun: flag('dryRun').default(false),
  createOptions: flag('createOptions').default(false),
})
export type ImportRequestFields = z.input<typeof ImportRequestFields>
/** The multipart part names, for the form and the route. */
export const IMPORT_PARTS = { file: 'file', archive: 'archive' } as const

/** One refusal: the row as the spreadsheet numbers it (header = 1), the column's header, why. */
export const ImportError = z.object({
  row: z.number().int().describe('Spreadsheet row number; the header is row 1, 0 for the whole file'),
  column: z.string().nullable().describe('The column header as in the file; null when not about one column'),
  message: z.string().describe("In the staff member's language"),
})
export type ImportError = z.infer<typeof ImportError>

export const ImportAttributes = z.object({
  status: z.enum(IMPORT_STATUSES),
  dryRun: z.boolean(),
  createOptions: z.boolean(),
  fileName: z.string(),
  format: z.enum(IMPORT_FORMATS),
  total: z.number().int().describe('Data rows in the file (header excluded)'),
  processed: z.number().int(),
  created: z.number().int().describe('On a dry run: would be created'),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  errors: z
    .array(ImportError)
    .describe(`The first ${IMPORT_ERRORS_MAX}; the report CSV has every refused row`),
  failure: z.string().nullable().describe('Why the whole job failed (status failed)'),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
})
export type ImportAttributes = z.infer<typeof ImportAttributes>

export const ImportResource = resource('imports', ImportAttributes)
export type ImportResource = z.infer<typeof ImportResource>
export const ImportDocument = z.object({
  data: ImportResource,
  links: z.object({ self: z.string(), report: z.string() }).optional(),
})
export type ImportDocument = z.infer<typeof ImportDocument>

/** The report's extra column, after the export's columns. */
export const IMPORT_REPORT_ERROR_COLUMN = { key: 'error', pt: 'Erro', en: 'Error' } as const

import {
  ADMIN_CATALOG_ERROR_CODES,
  IMPORT_ARCHIVE_MAX_BYTES,
  IMPORT_FILE_MAX_BYTES,
  type ApiError,
} from '@escudo/contracts'
import type { TFunction, i18n as I18n } from 'i18next'
import type { ApiFailure } from '../../../../lib/api-client'
import { describeFailure, type DescribedFailure, type FailureOptions } from '../../../../lib/forms'
import { runningJobOf } from '../../shared/utils/api-errors'

/** The import form's fields, as the server names them in its errors (`/file`, `file`, `/archive`). */
export const IMPORT_FIELDS = ['file', 'archive'] as const
export type ImportField = (typeof IMPORT_FIELDS)[number]

const isImportField = (name: string): name is ImportField =>
  (IMPORT_FIELDS as readonly string[]).includes(name)

/**
 * The import's errors: on the file or the ZIP they name; in English a detail is translated by the field and
 * the code (the server writes Portuguese), the status saying the rest.
 */
const importFailures: FailureOptions = {
  fieldOf: (pointer) => {
    const field = pointer.replace(/^\//, '')
    return isImportField(field) ? field : undefined
  },
  unplaced: true,
  translations: (error, field) =>
    field
      ? [`imports.errors.${field}.${error.code}`, `imports.errors.${field}.invalid`]
      : [`errors.codes.${error.code}`],
  statusMessages: { 413: 'imports.errors.file.file_too_large' },
}

/** A 400 names its field as a parameter (`source.parameter`): read as a pointer, it lands on that field too. */
const asPointer = (error: ApiError): ApiError =>
  error.source && 'parameter' in error.source
    ? { ...error, source: { pointer: `/${error.source.parameter}` } }
    : error

/** A failed start of an import as the form shows it: messages on the file and ZIP fields, or the form's. */
export function describeImportFailure(failure: unknown, t: TFunction, i18n: I18n): DescribedFailure {
  const errors = (failure as Partial<ApiFailure> | undefined)?.errors
  const placed = errors ? { ...(failure as ApiFailure), errors: errors.map(asPointer) } : failure
  return describeFailure(placed, t, i18n, importFailures)
}

/** A real import refused because another runs (409 `import_running`): see `runningJobOf`. */
export const runningImportOf = (failure: unknown) =>
  runningJobOf(failure, ADMIN_CATALOG_ERROR_CODES.importRunning)

const LIMITS: Record<ImportField, { max: number; extensions: readonly string[] }> = {
  file: { max: IMPORT_FILE_MAX_BYTES, extensions: ['.csv', '.xlsx'] },
  archive: { max: IMPORT_ARCHIVE_MAX_BYTES, extensions: ['.zip'] },
}

/** The `accept` attribute of each field's file input. */
export const IMPORT_ACCEPT: Record<ImportField, string> = {
  file: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  archive: '.zip,application/zip',
}

/** The limit of a field in whole megabytes, as the form shows it. */
export const megabytes = (field: ImportField) => LIMITS[field].max / (1024 * 1024)

/**
 * What the form can tell before sending (the server checks again): a file of another type or past the
 * contract's size limit is refused at once, not after a long upload. The key is in `imports.errors`.
 */
export function checkImportFile(field: ImportField, file: File | null): string | null {
  if (!file) return field === 'file' ? 'required' : null
  const name = file.name.toLowerCase()
  if (!LIMITS[field].extensions.some((extension) => name.endsWith(extension))) return 'type'
  return file.size > LIMITS[field].max ? 'size' : null
}

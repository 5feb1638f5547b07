/** Stable `code` values of the back office's catalogue errors, for the web app to react to. */
export const ADMIN_CATALOG_ERROR_CODES = {
  staleVersion: 'stale_version',
  incomplete: 'product_incomplete',
  optionInUse: 'option_in_use',
  productInUse: 'product_in_use',
  fileTooLarge: 'file_too_large',
  unsupportedFile: 'unsupported_file',
  /** A real import while another is queued or running; `meta.running` is that one (RunningJobMeta). */
  importRunning: 'import_running',
} as const

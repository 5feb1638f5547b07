import { IMPORT_ERRORS_MAX, type ImportError, type SheetLocale } from '@escudo/contracts'
import type { Database } from '../../db/client'
import { filterOptions } from '../../db/schema/index'
import { ApiProblem } from '../../lib/errors'
import type { TaxonomyRepository } from '../taxonomy/taxonomy-repository'
import { unescapeFormula, type ImportColumn } from './import-columns'
import { isBlank, sheetRows, type SheetSource } from './import-file'
import { importMessages } from './import-messages'
import { planRow, type RowContext, type RowError, type RowPlan } from './import-row'
import { ChangedMeanwhile, type importWriter } from './import-write'
import { secondaryGroups, sheetImageName, sheetProductsByReference } from '../products/product-export'
import type { ImportArchive } from './import-archive'
import { checkFiles, FileRefused } from './import-files'

export { secondaryGroups }

/** Rows read, planned and written per batch; the job's counts are saved after each one. */
const CHUNK = 100

export type ImportCounts = {
  processed: number
  created: number
  updated: number
  unchanged: number
  refused: number
}
export type Refusal = { row: number; cells: string[]; message: string }
export type JobProgress = ImportCounts & { errors: ImportError[]; refusals: Refusal[] }

export type JobSettings = {
  source: SheetSource
  archive: ImportArchive | undefined
  columns: ImportColumn[]
  dryRun: boolean
  createOptions: boolean
  locale: SheetLocale
}

type Dependencies = {
  db: Database
  writer: ReturnType<typeof importWriter>
  taxonomy: TaxonomyRepository
  log: { error: (object: object, message: string) => void }
}

/** group → option ids, read once per job (and grown by the options the job creates). */
export async function taxonomySnapshot(db: Database) {
  const rows = await db.select({ group: filterOptions.groupId, id: filterOptions.id }).from(filterOptions)
  const taxonomy = new Map<string, Set<string>>()
  for (const row of rows) {
    if (!taxonomy.has(row.group)) taxonomy.set(row.group, new Set())
    taxonomy.get(row.group)!.add(row.id)
  }
  return taxonomy
}

const normalReference = (cell: string | undefined) => (cell ?? '').trim().toUpperCase()

/**
 * Runs an import over its file: rows are read CHUNK at a time, compared with the products holding their
 * references, and (unless a dry run) each written in its own transaction. A refused row never stops the others.
 * `report` is called after each chunk with what it added; `stopped` ends the run early (shutdown).
 */
export async function runImport(
  deps: Dependencies,
  settings: JobSettings,
  report: (progress: JobProgress) => Promise<void>,
  stopped: () => boolean,
): Promise<'done' | 'stopped'> {
  const messages = importMessages(settings.locale)
  const context: RowContext = {
    columns: settings.columns,
    taxonomy: await taxonomySnapshot(deps.db),
    createOptions: settings.createOptions,
    archive: settings.archive?.names,
    locale: settings.locale,
    messages,
  }
  const referenceColumn = settings.columns.find((column) => column.key === 'reference')!
  const seen = new Map<string, number>()
  let headerSeen = false
  let chunk: { number: number; cells: string[] }[] = []

  const flush = async () => {
    const progress: JobProgress = {
      processed: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      refused: 0,
      errors: [],
      refusals: [],
    }
    const current = await sheetProductsByReference(
      deps.db,
      chunk.map((row) => normalReference(row.cells[referenceColumn.index])),
    )
    for (const row of chunk) {
      const cells = new Map(settings.columns.map((column) => [column.key, row.cells[column.index] ?? '']))
      const reference = normalReference(unescapeFormula(cells.get('reference') ?? ''))
      const first = seen.get(reference)
      let errors: RowError[] | undefined
      if (reference !== '' && first !== undefined)
        errors = [{ column: referenceColumn.header, message: messages.repeated(first) }]
      else {
        if (reference !== '') seen.set(reference, row.number)
        const plan = planRow(cells, current.get(reference), context)
        errors = await apply(deps, settings, context, plan, progress)
      }
      progress.processed += 1
      if (errors) {
        progress.refused += 1
        for (const error of errors)
          progress.errors.push({ row: row.number, column: error.column, message: error.message })
        progress.refusals.push({
          row: row.number,
          cells: row.cells.map(unescapeFormula),
          message: errors.map((error) => `${error.column}: ${error.message}`).join(' | '),
        })
      }
    }
    chunk = []
    await report(progress)
  }

  for await (const row of sheetRows(settings.source)) {
    if (stopped()) return 'stopped'
    if (isBlank(row.cells)) continue
    if (!headerSeen) {
      headerSeen = true
      continue
    }
    chunk.push(row)
    if (chunk.length === CHUNK) await flush()
  }
  if (chunk.length > 0) await flush()
  return 'done'
}

/** Counts (and, unless a dry run, writes) one planned row; returns its errors when refused. */
async function apply(
  deps: Dependencies,
  settings: JobSettings,
  context: RowContext,
  plan: RowPlan,
  counts: ImportCounts,
): Promise<RowError[] | undefined> {
  if (plan.kind === 'refused') return plan.errors
  if (plan.kind === 'unchanged') {
    counts.unchanged += 1
    return undefined
  }
  const current = plan.kind === 'update' ? plan.product.images.map(sheetImageName) : []
  const files = { plan: plan.files, current, archive: settings.archive }
  try {
    if (settings.dryRun) await checkFiles(plan.files, current, settings.archive)
    else {
      for (const option of plan.newOptions) await createOption(deps, context, option)
      if (plan.kind === 'create') await deps.writer.create(plan.input, plan.published, files)
      else await deps.writer.update(plan.product.row, plan.changes, plan.published, files)
    }
  } catch (error) {
    return [writeError(error, context, deps)]
  }
  counts[plan.kind === 'create' ? 'created' : 'updated'] += 1
  return undefined
}

/** "Create missing options": the option gets its id as its title in both languages, to be renamed later. */
async function createOption(deps: Dependencies, context: RowContext, option: { group: string; id: string }) {
  if (context.taxonomy.get(option.group)?.has(option.id)) return
  try {
    await deps.taxonomy.add(option.group, { id: option.id, title: option.id, titleEn: option.id })
  } catch (error) {
    // Another row (or person) created it first: it exists, which is what the row needs.
    if (!(error instanceof ApiProblem && error.status === 409)) throw error
  }
  if (!context.taxonomy.has(option.group)) context.taxonomy.set(option.group, new Set())
  context.taxonomy.get(option.group)!.add(option.id)
}

/** A write refused by the database's rules (a reference or slug taken, a concurrent edit) as a row error. */
function writeError(error: unknown, context: RowContext, deps: Dependencies): RowError {
  const reference = context.columns.find((column) => column.key === 'reference')!.header
  if (error instanceof ChangedMeanwhile)
    return { column: reference, message: context.messages.changedMeanwhile }
  if (error instanceof FileRefused)
    return {
      column: context.columns.find((column) => column.key === error.key)!.header,
      message: context.messages.badFile(error.file, error.detail),
    }
  if (error instanceof ApiProblem) {
    const first = error.errorsIn(context.locale)[0]
    const pointer = first?.source && 'pointer' in first.source ? first.source.pointer : ''
    const key = pointer.replace('/data/attributes/', '')
    const column = context.columns.find((candidate) => candidate.key === key)?.header ?? reference
    // The detail is already in the staff member's language.
    return { column, message: first?.detail ?? error.message }
  }
  deps.log.error({ err: error }, 'import row failed')
  return { column: reference, message: context.messages.failed }
}

export const keepFirstErrors = (have: ImportError[], more: ImportError[]) =>
  have.length >= IMPORT_ERRORS_MAX ? have : [...have, ...more].slice(0, IMPORT_ERRORS_MAX)

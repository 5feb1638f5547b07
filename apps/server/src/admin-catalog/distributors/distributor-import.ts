import {
  DISTRIBUTOR_CATEGORY_GROUP,
  DISTRIBUTOR_IMPORT_ROWS_MAX,
  DistributorFields,
  IMPORT_ERRORS_MAX,
  type DistributorImportAttributes,
  type DistributorInput,
  type ImportError,
  type SheetLocale,
} from '@escudo/contracts'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { distributors, filterOptions, type DistributorRow } from '../../db/schema/index'
import { distributorColumns, foldHeader, type DistributorColumn } from './distributor-columns'
import { distributorAttributes } from './resources'
import { unescapeFormula } from '../imports/import-columns'
import { inspectSheet, isBlank, sheetRows } from '../imports/import-file'
import { importMessages } from '../imports/import-messages'

/*
 * The distributor spreadsheet import (issue 20): small enough (hundreds of rows, at most
 * DISTRIBUTOR_IMPORT_ROWS_MAX) to run inside its request. Rows are matched by CNPJ: a new one is created, a known
 * one updated with the columns the file has (the others keep their values), a row equal to what is stored is
 * left alone; a bad row is refused with its reasons and the others are written, all in one transaction.
 */

const EXTRA = {
  'pt-BR': {
    repeated: (row: number) => `Este CNPJ já apareceu na linha ${row}.`,
    unknownCategory: (name: string) =>
      `Categoria desconhecida: "${name}". Use o id ou o nome de uma categoria.`,
  },
  en: {
    repeated: (row: number) => `This CNPJ already appeared in row ${row}.`,
    unknownCategory: (name: string) => `Unknown category "${name}". Use a category's id or name.`,
  },
} as const

/** Category cells hold option ids or titles (either language), separated by `|`, `,` or `;`. */
async function categoryLookup(db: Database) {
  const options = await db
    .select({ id: filterOptions.id, pt: filterOptions.titlePt, en: filterOptions.titleEn })
    .from(filterOptions)
    .where(eq(filterOptions.groupId, DISTRIBUTOR_CATEGORY_GROUP))
  const byName = new Map<string, string>()
  for (const option of options)
    for (const name of [option.id, option.pt, option.en]) byName.set(foldHeader(name), option.id)
  return (name: string) => byName.get(foldHeader(name))
}

/** What is stored, as the import compares and merges it. */
const current = (row: DistributorRow) => distributorAttributes(row) as DistributorInput

const sameInput = (a: DistributorInput, b: DistributorInput) =>
  (Object.keys(a) as (keyof DistributorInput)[]).every((key) =>
    key === 'categories'
      ? [...a.categories].sort().join('|') === [...b.categories].sort().join('|')
      : (a[key] ?? null) === (b[key] ?? null),
  )

/** What the import writes through: the repository's upsert (one transaction, one change recorded). */
type DistributorUpserts = {
  upsert: (
    creates: DistributorInput[],
    updates: { id: string; input: DistributorInput }[],
  ) => Promise<unknown>
}

export type DistributorImportOptions = { path: string; dryRun: boolean; locale: SheetLocale }

export async function importDistributors(
  db: Database,
  repository: DistributorUpserts,
  { path, dryRun, locale }: DistributorImportOptions,
): Promise<DistributorImportAttributes> {
  const { source, header, total } = await inspectSheet(path, DISTRIBUTOR_IMPORT_ROWS_MAX)
  const columns = distributorColumns(header)
  const messages = { ...importMessages(locale), ...EXTRA[locale] }
  const category = await categoryLookup(db)
  const stored = new Map((await db.select().from(distributors)).map((row) => [row.cnpj, row]))
  const seen = new Map<string, number>()
  const errors: ImportError[] = []
  const creates: DistributorInput[] = []
  const updates: { id: string; input: DistributorInput }[] = []
  let refused = 0
  let unchanged = 0

  const headerOf = (key: string) => columns.find((column) => column.key === key)?.header ?? key

  /** The row's fields, or its errors. */
  function planRow(number: number, cells: string[]) {
    const rowErrors: ImportError[] = []
    const text: Partial<Record<DistributorColumn['key'], string>> = {}
    for (const column of columns) {
      const raw = (cells[column.index] ?? '').trim()
      if (raw.startsWith('='))
        rowErrors.push({ row: number, column: column.header, message: messages.formula })
      else text[column.key] = unescapeFormula(raw)
    }
    const cnpjKey = (text.cnpj ?? '').replace(/[\s./-]/g, '').toUpperCase()
    const existing = stored.get(cnpjKey)
    const categories = text.categories
      ?.split(/[|,;]/)
      .map((name) => name.trim())
      .filter(Boolean)
    const ids = categories?.map((name) => {
      const id = category(name)
      if (!id)
        rowErrors.push({
          row: number,
          column: headerOf('categories'),
          message: messages.unknownCategory(name),
        })
      return id ?? ''
    })
    const blankToNull = (value: string | undefined) => (value === '' ? null : value)
    const parsed = DistributorFields.safeParse({
      ...(existing ? current(existing) : {}),
      ...Object.fromEntries(
        Object.entries(text).filter(([key]) => !['categories', 'phone', 'email', 'website'].includes(key)),
      ),
      ...('phone' in text ? { phone: blankToNull(text.phone) } : {}),
      ...('email' in text ? { email: blankToNull(text.email) } : {}),
      ...('website' in text ? { website: blankToNull(text.website) } : {}),
      ...(ids ? { categories: ids.filter(Boolean) } : {}),
    })
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '')
        const value = text[key as DistributorColumn['key']]
        rowErrors.push({
          row: number,
          column: headerOf(key),
          message: value === undefined || value === '' ? messages.required : messages.invalid(issue),
        })
      }
    return { existing, input: parsed.success ? parsed.data : undefined, errors: rowErrors }
  }

  let headerRead = false
  for await (const row of sheetRows(source)) {
    if (isBlank(row.cells)) continue
    if (!headerRead) {
      headerRead = true // the first row that is not blank, as inspectSheet found it
      continue
    }
    const plan = planRow(row.number, row.cells)
    const first = plan.input ? seen.get(plan.input.cnpj) : undefined
    if (plan.input && first !== undefined)
      plan.errors.push({ row: row.number, column: headerOf('cnpj'), message: messages.repeated(first) })
    if (plan.errors.length > 0 || !plan.input) {
      refused += 1
      for (const error of plan.errors) if (errors.length < IMPORT_ERRORS_MAX) errors.push(error)
      continue
    }
    seen.set(plan.input.cnpj, row.number)
    if (!plan.existing) creates.push(plan.input)
    else if (sameInput(plan.input, current(plan.existing))) unchanged += 1
    else updates.push({ id: plan.existing.id, input: plan.input })
  }
  if (!dryRun && creates.length + updates.length > 0) await repository.upsert(creates, updates)
  return { dryRun, total, created: creates.length, updated: updates.length, unchanged, refused, errors }
}

import {
  CreateProductAttributes,
  PRODUCT_IMAGES_MAX,
  GROUP_ATTRIBUTE,
  PRODUCT_SHEET_COLUMNS,
  sheetHeader,
  type ProductInput,
  type SheetLocale,
} from '@escudo/contracts'
import { isDeepStrictEqual } from 'node:util'
import { withDerivedCutChanges } from '../../catalog/cut-options'
import { unsupportedEn374Claims, withDerivedChemicalChanges } from '../../catalog/chemical-options'
import { chemicalCell } from '../products/chemical-cells'
import type { ProductRow } from '../../db/schema/index'
import { check, parseCell, sheetValue, splitList } from './import-cells'
import { unescapeFormula, type ImportColumn } from './import-columns'
import type { ImportMessages } from './import-messages'
import { productCells, sheetImageName, type SheetProduct } from '../products/product-export'
import { productCompleteness } from '../products/resources'

/*
 * One row of an import turned into what it means for its product (decision 026): created, updated with the
 * fields whose cells differ from what the export writes for the product now, unchanged, or refused with one
 * error per column. Pure: the job decides whether to write it.
 */

export type RowError = { column: string; message: string }
export type NewOption = { group: string; id: string }
/**
 * The files a row asks for, when they differ from the product's: every image by name in the new order (a
 * current name keeps that image, another comes from the ZIP), the data sheet's name (null: none uploaded).
 */
export type FilePlan = { images?: string[]; datasheet?: string | null }
export type RowPlan =
  | { kind: 'refused'; errors: RowError[] }
  | { kind: 'unchanged'; product: SheetProduct }
  | { kind: 'create'; input: ProductInput; published: boolean; newOptions: NewOption[]; files: FilePlan }
  | {
      kind: 'update'
      product: SheetProduct
      changes: Partial<ProductInput>
      published: boolean | undefined
      newOptions: NewOption[]
      files: FilePlan
    }

export type RowContext = {
  columns: ImportColumn[]
  /** group id → its option ids */
  taxonomy: Map<string, Set<string>>
  createOptions: boolean
  /** The names of the files in the ZIP sent with the sheet, if one was. */
  archive: Set<string> | undefined
  locale: SheetLocale
  messages: ImportMessages
}

const OPTION_GROUP: Record<string, string> = Object.fromEntries(
  Object.entries(GROUP_ATTRIBUTE).map(([group, attribute]) => [attribute, group]),
)
const REQUIRED = ['name', 'brand', 'category', 'family', 'packaging', 'caValidUntil'] as const
/** The header of `key`'s column: as the file writes it, or in the staff member's language when absent. */
function headerOf(key: string, context: RowContext) {
  const column = context.columns.find((candidate) => candidate.key === key)
  if (column) return column.header
  const fixed = PRODUCT_SHEET_COLUMNS.find((candidate) => candidate.key === key)
  return fixed ? sheetHeader(fixed, context.locale) : key
}

/**
 * Plans one row. `cells` are the row's cells by column key, as in the file; `current` is the product
 * with this reference, if any.
 */
export function planRow(
  cells: Map<string, string>,
  current: SheetProduct | undefined,
  context: RowContext,
): RowPlan {
  const { messages } = context
  const errors: RowError[] = []
  const fail = (key: string, message: string) => errors.push({ column: headerOf(key, context), message })
  const values = new Map<string, unknown>()
  const newOptions: NewOption[] = []
  const files: FilePlan = {}
  const now = current ? productCells(current) : undefined

  for (const [key, raw] of cells) {
    // `'=…` is text the export escaped; a bare `=…` is a formula typed in the cell.
    if (raw.startsWith('=')) {
      fail(key, messages.formula)
      continue
    }
    const cell = unescapeFormula(raw)
    if (key === 'images' || key === 'datasheet') {
      planFiles(key, splitList(cell), current, context, files, fail)
      continue
    }
    if (cell.trim() === '' && ((REQUIRED as readonly string[]).includes(key) || key === 'slug')) {
      // An empty slug gets one made from the name; other required cells must be filled.
      if (key !== 'slug') fail(key, messages.required)
      continue
    }
    if (key.startsWith('secondary.')) {
      const group = key.slice('secondary.'.length)
      const parsed = check('secondary', { [group]: splitList(cell) }, messages)
      if ('error' in parsed) fail(key, parsed.error)
      else {
        const ids = (parsed.value as Record<string, string[]>)[group]!
        checkOptions(group, ids, key, context, newOptions, fail)
        values.set(key, ids)
      }
      continue
    }
    const parsed = parseCell(key, cell, messages)
    if ('error' in parsed) {
      fail(key, parsed.error)
      continue
    }
    const group = OPTION_GROUP[key]
    if (group) {
      const ids = Array.isArray(parsed.value) ? (parsed.value as string[]) : [parsed.value as string]
      checkOptions(group, ids, key, context, newOptions, fail)
    }
    values.set(key, parsed.value)
  }
  if (!current) for (const key of REQUIRED) if (!cells.has(key)) fail(key, messages.required)
  if (errors.length > 0) return { kind: 'refused', errors }

  const published = values.get('published') as boolean | undefined
  values.delete('published')
  if (!current) return planCreate(values, published ?? false, newOptions, files, context)

  // Only what differs from what the export writes for the product now.
  const changed = [...values].filter(([key, value]) => cellOf(key, value) !== (now![key] ?? '').toString())
  const changes: Record<string, unknown> = {}
  for (const [key, value] of changed) {
    if (!key.startsWith('secondary.')) changes[key] = value
    else {
      const secondary = (changes.secondary ?? { ...current.row.secondary }) as Record<string, string[]>
      const ids = value as string[]
      if (ids.length > 0) secondary[key.slice('secondary.'.length)] = ids
      else delete secondary[key.slice('secondary.'.length)]
      changes.secondary = secondary
    }
  }
  // The cut options are derived from the codes on every write (decision 034): a row whose typed cut options
  // disagree with its codes changes nothing once derived, and is unchanged rather than updated at every import.
  // So is the EN ISO 374-1 type from the chemical data (decision 052).
  const derived = withDerivedChemicalChanges(current.row, withDerivedCutChanges(current.row, changes))
  for (const [key, value] of Object.entries(derived))
    if (isDeepStrictEqual(value, current.row[key as keyof ProductRow])) delete changes[key]
    else changes[key] = value
  // Checked when the row changes the norms or the data: a product saved before decision 052 with a claim and no
  // data is not refused for what the row does not touch.
  const claims =
    touchesClaims(changes) && refusedClaims({ ...current.row, ...changes } as ProductRow, context)
  if (claims) return claims
  const publishing = published !== undefined && published !== current.row.published ? published : undefined
  const filesChange = files.images !== undefined || files.datasheet !== undefined
  if (Object.keys(changes).length === 0 && publishing === undefined && !filesChange)
    return { kind: 'unchanged', product: current }
  if (publishing) {
    const refused = incomplete({ ...current.row, ...changes } as ProductRow, current, files, context)
    if (refused) return refused
  }
  return { kind: 'update', product: current, changes, published: publishing, newOptions, files }
}

function planCreate(
  values: Map<string, unknown>,
  published: boolean,
  newOptions: NewOption[],
  files: FilePlan,
  context: RowContext,
): RowPlan {
  const attributes: Record<string, unknown> = { secondary: {} }
  for (const [key, value] of values) {
    if (key.startsWith('secondary.')) {
      if ((value as string[]).length > 0)
        (attributes.secondary as Record<string, unknown>)[key.slice('secondary.'.length)] = value
    } else attributes[key] = value
  }
  const input = CreateProductAttributes.parse(attributes) as ProductInput
  const claims = refusedClaims(input, context)
  if (claims) return claims
  if (published) {
    const refused = incomplete({ ...input, slug: input.slug ?? '' } as ProductRow, undefined, files, context)
    if (refused) return refused
  }
  return { kind: 'create', input, published, newOptions, files }
}

/** How the export writes a value, to compare the cell with the product's. */
const cellOf = (key: string, value: unknown) =>
  key === 'chemicalResistance' ? chemicalCell(value as ProductRow['chemicalResistance']) : sheetValue(value)

const touchesClaims = (changes: Partial<ProductInput>) =>
  changes.norms !== undefined || changes.chemicalResistance !== undefined

/** A norm claiming an EN ISO 374-1 type the chemical data does not give refuses the row (decision 052). */
function refusedClaims(
  product: Pick<ProductInput, 'norms' | 'chemicalResistance'>,
  context: RowContext,
): RowPlan | undefined {
  const claims = unsupportedEn374Claims(product.norms, product.chemicalResistance)
  if (claims.length === 0) return undefined
  return {
    kind: 'refused',
    errors: claims.map(({ detail }) => ({
      column: headerOf('norms', context),
      message: detail[context.locale],
    })),
  }
}

/** Publishing needs a complete product (as the form's publish button): one error per missing column. */
function incomplete(
  row: ProductRow,
  current: SheetProduct | undefined,
  files: FilePlan,
  context: RowContext,
) {
  const images = files.images?.length ?? current?.images.length ?? 0
  const datasheet =
    files.datasheet === undefined ? current?.datasheet !== undefined : files.datasheet !== null
  const { missing } = productCompleteness(row, images, datasheet)
  if (missing.length === 0) return undefined
  return {
    kind: 'refused' as const,
    errors: missing.map((field) => ({
      column: headerOf(field, context),
      message: context.messages.incomplete,
    })),
  }
}

function checkOptions(
  group: string,
  ids: string[],
  key: string,
  context: RowContext,
  newOptions: NewOption[],
  fail: (key: string, message: string) => void,
) {
  const known = context.taxonomy.get(group)
  for (const id of ids) {
    if (known?.has(id)) continue
    if (context.createOptions) newOptions.push({ group, id })
    else fail(key, context.messages.unknownOption(id))
  }
}

/** A file cell: the same names as now keep the files; other names must be in the ZIP. */
function planFiles(
  key: 'images' | 'datasheet',
  names: string[],
  current: SheetProduct | undefined,
  context: RowContext,
  files: FilePlan,
  fail: (key: string, message: string) => void,
) {
  const { messages } = context
  const have =
    key === 'images'
      ? (current?.images.map(sheetImageName) ?? [])
      : current?.datasheet
        ? [current.datasheet]
        : []
  if (sheetValue(names) === sheetValue(have)) return
  if (key === 'datasheet' && names.length > 1) return fail(key, messages.oneDatasheet)
  if (key === 'images' && names.length > PRODUCT_IMAGES_MAX) return fail(key, messages.tooManyImages)
  if (new Set(names).size !== names.length) return fail(key, messages.repeatedFile)
  const missing = names.filter((name) => !have.includes(name) && !context.archive?.has(name))
  if (missing.length > 0)
    return fail(
      key,
      context.archive ? messages.notInArchive(missing.join(', ')) : messages.noArchive(missing.join(', ')),
    )
  if (key === 'images') files.images = names
  else files.datasheet = names[0] ?? null
}

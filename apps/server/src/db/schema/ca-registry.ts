import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const CA_REGISTRY_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export const CA_REGISTRY_IMPORT_SOURCES = ['upload', 'url', 'demo'] as const

/**
 * One upload of the CAEPI registry and its background import (decision 029). The registry in use is the
 * entries of the newest `done` import: a job switches to its own entries by becoming `done`, in one
 * transaction, so readers never see a half-imported registry.
 */
export const caRegistryImports = pgTable(
  'ca_registry_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: CA_REGISTRY_IMPORT_STATUSES }).notNull().default('queued'),
    fileName: text('file_name').notNull(),
    /** Uploaded by staff, or fetched from `CAEPI_URL` by the daily fetch. */
    source: text('source', { enum: CA_REGISTRY_IMPORT_SOURCES }).notNull().default('upload'),
    /** The file's SHA-256 (hex): the daily fetch skips a file identical to the registry in use. */
    fileSha256: text('file_sha256'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Data lines read so far (records and rejected lines). */
    lines: integer('lines').notNull().default(0),
    cas: integer('cas').notNull().default(0),
    rejectedLines: integer('rejected_lines').notNull().default(0),
    /**
     * The first rejected lines for staff to look at: `{ line, code, params }` (a message key and its values),
     * `{ line, reason }` (pt-BR words) in imports recorded before message keys.
     */
    rejected: jsonb('rejected')
      .$type<{ line: number; code?: string; params?: Record<string, string | number>; reason?: string }[]>()
      .notNull()
      .default([]),
    /** Share of the registry text read, 0 to 1. */
    progress: real('progress').notNull().default(0),
    /** Why the import failed (pt-BR, as written before `failure_code`); null otherwise. */
    failure: text('failure'),
    /** Why the import failed, as a message key and its values, shown in the reader's language; null otherwise. */
    failureCode: text('failure_code'),
    failureParams: jsonb('failure_params').$type<Record<string, string | number>>(),
    /** Written while running: a job whose heartbeat stops (a crashed process) is failed by the next look. */
    heartbeatAt: at('heartbeat_at'),
    createdAt: at('created_at').notNull(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (table) => [
    index('ca_registry_imports_done').on(table.status, table.finishedAt),
    // One import at a time: a second upload while one is queued or running is refused (409).
    uniqueIndex('ca_registry_imports_one_active')
      .on(sql`(true)`)
      .where(sql`${table.status} in ('queued', 'running')`),
    check(
      'ca_registry_imports_status_known',
      sql`${table.status} in ('queued', 'running', 'done', 'failed')`,
    ),
    check('ca_registry_imports_source_known', sql`${table.source} in ('upload', 'url', 'demo')`),
  ],
)

/** A report (laudo) of a CA as the registry lists it. */
export type CaRegistryReport = {
  number: string
  laboratoryCnpj: string
  laboratoryName: string
  approvedFor: string
  restriction: string
  observation: string
  norm: string
}

/** The fields of a CA that every one of its lines repeats (new column builders per table). */
const caFields = () => ({
  caNumber: text('ca_number').notNull(),
  validUntil: date('valid_until'),
  /** As the registry writes it (VÁLIDO, VENCIDO, CANCELADO, SUSPENSO…). */
  situation: text('situation').notNull(),
  processNumber: text('process_number').notNull(),
  holderCnpj: text('holder_cnpj').notNull(),
  holderName: text('holder_name').notNull(),
  nature: text('nature').notNull(),
  equipmentName: text('equipment_name').notNull(),
  equipmentDescription: text('equipment_description').notNull(),
  brand: text('brand').notNull(),
  reference: text('reference').notNull(),
  color: text('color').notNull(),
})

/** The registry's state of one CA as one import read it (all its lines folded into one row). */
export const caRegistryEntries = pgTable(
  'ca_registry_entries',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => caRegistryImports.id, { onDelete: 'cascade' }),
    ...caFields(),
    /** The distinct "aprovado para" texts of its reports, in file order. */
    approvedFor: text('approved_for').array().notNull(),
    norms: text('norms').array().notNull(),
    reports: jsonb('reports').$type<CaRegistryReport[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.caNumber] })],
)

/**
 * A CA's state before an import changed it (situation, validity or holder) or dropped it from the registry:
 * with the current entry, the history of its status changes.
 */
export const caRegistryPreviousStates = pgTable(
  'ca_registry_previous_states',
  {
    caNumber: text('ca_number').notNull(),
    /** The import that replaced this state. */
    replacedBy: uuid('replaced_by')
      .notNull()
      .references(() => caRegistryImports.id, { onDelete: 'cascade' }),
    validUntil: date('valid_until'),
    situation: text('situation').notNull(),
    holderCnpj: text('holder_cnpj').notNull(),
    holderName: text('holder_name').notNull(),
    equipmentName: text('equipment_name').notNull(),
    /** False when the replacing import no longer listed the CA. */
    stillListed: boolean('still_listed').notNull(),
    replacedAt: at('replaced_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.caNumber, table.replacedBy] })],
)

/**
 * The lines of an import being read, before they are folded into entries (rows of one import only live
 * while it runs).
 */
export const caRegistryLines = pgTable('ca_registry_lines', {
  importId: uuid('import_id').notNull(),
  line: integer('line').notNull(),
  ...caFields(),
  approvedFor: text('approved_for').notNull(),
  restriction: text('restriction').notNull(),
  observation: text('observation').notNull(),
  laboratoryCnpj: text('laboratory_cnpj').notNull(),
  laboratoryName: text('laboratory_name').notNull(),
  reportNumber: text('report_number').notNull(),
  norm: text('norm').notNull(),
})

export type CaRegistryImportRow = typeof caRegistryImports.$inferSelect
export type CaRegistryEntryRow = typeof caRegistryEntries.$inferSelect
export type CaRegistryPreviousStateRow = typeof caRegistryPreviousStates.$inferSelect

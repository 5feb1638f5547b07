import { readFile } from 'node:fs/promises'
import { AUDIT_ENTITY_TYPES } from '@escudo/contracts'
import path from 'node:path'
import { and, eq, inArray, is, sql } from 'drizzle-orm'
import { getTableConfig, integer, PgTable, pgSchema, text } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../../src/db/client'
import * as schema from '../../src/db/schema/index'
import { openTestDatabase } from '../helper'

/**
 * Every field an audit entry can show, and every value of its enumerated fields, has words in both languages of
 * the back office (issue 32: no `expires_at`, no "Função: sales"). The audited tables are the ones the audit
 * trigger is on, their fields the columns it records (all but those its `hidden` list leaves out, read from the
 * trigger function itself).
 */
const LANGUAGES = ['pt-BR', 'en'] as const

type Labels = {
  status: Record<string, string>
  audit: {
    fields: Record<string, string>
    tableFields: Record<string, Record<string, string>>
    values: Record<string, Record<string, string>>
  }
}
/** The catalogue views the audited tables and columns are read from. */
const catalog = pgSchema('information_schema')
const triggers = catalog.table('triggers', {
  name: text('trigger_name').notNull(),
  schema: text('event_object_schema').notNull(),
  table: text('event_object_table').notNull(),
  statement: text('action_statement').notNull(),
})
const columns = catalog.table('columns', {
  schema: text('table_schema').notNull(),
  table: text('table_name').notNull(),
  name: text('column_name').notNull(),
  position: integer('ordinal_position').notNull(),
})
/** The functions this schema sees: the audit trigger's source says which columns it leaves out. */
const functions = pgSchema('pg_catalog').table('pg_proc', {
  oid: integer('oid').notNull(),
  name: text('proname').notNull(),
  body: text('prosrc').notNull(),
})

const labels = {} as Record<(typeof LANGUAGES)[number], Labels>
const audited = new Map<string, string[]>()
let database: DatabaseHandle

beforeAll(async () => {
  for (const language of LANGUAGES) {
    const file = path.resolve(import.meta.dirname, `../../../web/src/locales/${language}/admin-ops.json`)
    labels[language] = JSON.parse(await readFile(file, 'utf8')) as Labels
  }
  database = await openTestDatabase()
  await database.migrate()
  const audit = database.db
    .select({ table: triggers.table })
    .from(triggers)
    .where(and(eq(triggers.name, 'audit'), eq(triggers.schema, sql`current_schema()`)))
  const rows = await database.db
    .select({ table: columns.table, column: columns.name })
    .from(columns)
    .where(and(eq(columns.schema, sql`current_schema()`), inArray(columns.table, audit)))
    .orderBy(columns.table, columns.position)
  const [trigger] = await database.db
    .select({ body: functions.body })
    .from(functions)
    .where(and(eq(functions.name, 'audit_row'), sql`pg_function_is_visible(${functions.oid})`))
  const body = trigger?.body ?? ''
  const list = /hidden text\[\] := ARRAY\[([^\]]*)\]/.exec(body)?.[1]
  expect(list, "the audit trigger's hidden columns").toBeDefined()
  const hidden = new Set([...list!.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]))
  for (const row of rows) {
    if (hidden.has(row.column)) continue
    audited.set(row.table, [...(audited.get(row.table) ?? []), row.column])
  }
})

afterAll(async () => {
  await database.close()
})

/** The audited tables' enumerated columns and their values, from the schema. */
function enumerated(): { table: string; column: string; values: string[] }[] {
  return Object.values(schema).flatMap((table) => {
    if (!is(table, PgTable)) return []
    const config = getTableConfig(table)
    if (!audited.has(config.name)) return []
    return config.columns.flatMap((column) =>
      column.enumValues?.length
        ? [{ table: config.name, column: column.name, values: column.enumValues }]
        : [],
    )
  })
}

describe("the audit log's kinds", () => {
  // An entry of a kind the API does not know fails its answer's schema: the whole log answered 500 (stop 45's
  // webhook endpoints, stop 46's search rules).
  it('knows the kind every audit trigger writes', async () => {
    const rows = await database.db
      .select({ table: triggers.table, statement: triggers.statement })
      .from(triggers)
      .where(and(eq(triggers.name, 'audit'), eq(triggers.schema, sql`current_schema()`)))
    const kinds = rows.map((row) => ({
      table: row.table,
      kind: /audit_row\('([^']+)'/.exec(row.statement)?.[1],
    }))
    expect(kinds.length).toBeGreaterThan(15)
    expect(kinds.filter(({ kind }) => !AUDIT_ENTITY_TYPES.includes(kind as never))).toEqual([])
  })
})

describe("the audit log's words", () => {
  it('names every field of every audited table in Portuguese and English', () => {
    expect(audited.size).toBeGreaterThan(15)
    for (const language of LANGUAGES) {
      const { fields, tableFields } = labels[language].audit
      const missing = [...audited].flatMap(([table, columns]) =>
        columns
          .filter((column) => !tableFields[table]?.[column] && !fields[column])
          .map((c) => `${table}.${c}`),
      )
      expect(missing, language).toEqual([])
    }
  })

  it('words every value of an enumerated field (a role, a status, a source) in both languages', () => {
    const columns = enumerated()
    expect(columns.map(({ table, column }) => `${table}.${column}`)).toContain('users.role')
    for (const language of LANGUAGES) {
      const { status, audit } = labels[language]
      const missing = columns.flatMap(({ table, column, values }) =>
        values
          .filter((value) => !audit.values[column]?.[value] && !(column === 'status' && status[value]))
          .map((value) => `${table}.${column}=${value}`),
      )
      expect(missing, language).toEqual([])
    }
  })
})

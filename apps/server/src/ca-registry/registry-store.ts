import { desc, eq, notInArray, sql } from 'drizzle-orm'
import { backgroundJobs } from '../db/background-job'
import type { Database } from '../db/client'
import { caRegistryEntries, caRegistryImports, caRegistryLines } from '../db/schema/index'
import { inTransaction } from '../db/transaction'
import type { RegistryRecord } from './registry-format'

/** The import whose entries are the registry in use: the newest done one. */
export const currentImportId = (db: Database) =>
  db
    .select({ id: caRegistryImports.id })
    .from(caRegistryImports)
    .where(eq(caRegistryImports.status, 'done'))
    .orderBy(desc(caRegistryImports.finishedAt))
    .limit(1)

/**
 * Stores a batch of an import's lines in one statement: the rows travel as one JSON parameter (a few
 * parameters instead of 20 per row, and the same on PGlite and PostgreSQL).
 */
export async function insertLines(
  db: Database,
  importId: string,
  lines: { line: number; record: RegistryRecord }[],
) {
  const rows = lines.map(({ line, record: r }) => [
    line,
    r.caNumber,
    r.validUntil,
    r.situation,
    r.processNumber,
    r.holderCnpj,
    r.holderName,
    r.nature,
    r.equipmentName,
    r.equipmentDescription,
    r.brand,
    r.reference,
    r.color,
    r.approvedFor,
    r.restriction,
    r.observation,
    r.laboratoryCnpj,
    r.laboratoryName,
    r.reportNumber,
    r.norm,
  ])
  await db.execute(sql`
    insert into ca_registry_lines (import_id, line, ca_number, valid_until, situation, process_number,
      holder_cnpj, holder_name, nature, equipment_name, equipment_description, brand, reference, color,
      approved_for, restriction, observation, laboratory_cnpj, laboratory_name, report_number, norm)
    select ${importId}::uuid, (r->>0)::int, r->>1, (r->>2)::date, r->>3, r->>4, r->>5, r->>6, r->>7, r->>8,
      r->>9, r->>10, r->>11, r->>12, r->>13, r->>14, r->>15, r->>16, r->>17, r->>18, r->>19
    from json_array_elements(${JSON.stringify(rows)}::json) as r`)
}

/**
 * Folds an import's lines into one entry per CA: the CA's fields from its first line in the file, its
 * norms and approved-for texts (distinct), and every line's report. Answers how many CAs it wrote.
 */
export async function foldEntries(db: Database, importId: string): Promise<number> {
  await db.execute(sql`
    insert into ca_registry_entries (import_id, ca_number, valid_until, situation, process_number,
      holder_cnpj, holder_name, nature, equipment_name, equipment_description, brand, reference, color,
      approved_for, norms, reports)
    select ${importId}::uuid, f.ca_number, f.valid_until, f.situation, f.process_number, f.holder_cnpj,
      f.holder_name, f.nature, f.equipment_name, f.equipment_description, f.brand, f.reference, f.color,
      g.approved_for, g.norms, g.reports
    from (
      select distinct on (ca_number) * from ca_registry_lines where import_id = ${importId}::uuid
      order by ca_number, line
    ) f
    join (
      select ca_number,
        coalesce(array_agg(distinct approved_for) filter (where approved_for <> ''), '{}') as approved_for,
        coalesce(array_agg(distinct norm) filter (where norm <> ''), '{}') as norms,
        coalesce(jsonb_agg(jsonb_build_object('number', report_number, 'laboratoryCnpj', laboratory_cnpj,
          'laboratoryName', laboratory_name, 'approvedFor', approved_for, 'restriction', restriction,
          'observation', observation, 'norm', norm) order by line)
          filter (where report_number <> '' or laboratory_cnpj <> '' or norm <> ''), '[]') as reports
      from ca_registry_lines where import_id = ${importId}::uuid
      group by ca_number
    ) g using (ca_number)`)
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(caRegistryEntries)
    .where(eq(caRegistryEntries.importId, importId))
  return row?.n ?? 0
}

export type ImportCounts = { lines: number; cas: number; rejectedLines: number }

/**
 * Runs in the switch's transaction (the catalogue records its change there, so every process hears of the new
 * registry exactly when it is in use) and answers what to do once it commits.
 */
export type SwitchHook = (tx: Database, importId: string) => Promise<() => Promise<void>>

/**
 * Makes an import's entries the registry in use, in one transaction: the states it changes (situation,
 * validity, holder) or drops are kept as previous states, then it becomes the newest done import, and
 * `onSwitch` runs. False when the import is no longer running (failed as stale meanwhile): nothing changed.
 */
export async function switchTo(
  db: Database,
  importId: string,
  now: Date,
  counts: ImportCounts,
  onSwitch?: SwitchHook,
) {
  return inTransaction(db, async (tx) => {
    const [previous] = await currentImportId(tx)
    const done = await backgroundJobs(tx, caRegistryImports, () => now).finish(importId, 'done', {
      ...counts,
      progress: 1,
    })
    if (!done) return { switched: false as const }
    if (previous)
      await tx.execute(sql`
        insert into ca_registry_previous_states (ca_number, replaced_by, valid_until, situation, holder_cnpj,
          holder_name, equipment_name, still_listed, replaced_at)
        select o.ca_number, ${importId}::uuid, o.valid_until, o.situation, o.holder_cnpj, o.holder_name,
          o.equipment_name, n.ca_number is not null, ${now.toISOString()}::timestamptz
        from ca_registry_entries o
        left join ca_registry_entries n on n.import_id = ${importId}::uuid and n.ca_number = o.ca_number
        where o.import_id = ${previous.id}::uuid
          and (n.ca_number is null
            or (n.situation, n.valid_until, n.holder_cnpj) is distinct from (o.situation, o.valid_until, o.holder_cnpj))`)
    const afterCommit = onSwitch ? await onSwitch(tx, importId) : undefined
    return { switched: true as const, previousId: previous?.id, afterCommit }
  })
}

/** Rows no reader can reach: other imports' lines, and entries of imports that are neither in use nor `keep`. */
export async function dropUnreachable(db: Database, keep: string) {
  const [current] = await currentImportId(db)
  const reachable = current ? [keep, current.id] : [keep]
  await db.delete(caRegistryLines).where(notInArray(caRegistryLines.importId, [keep]))
  await db.delete(caRegistryEntries).where(notInArray(caRegistryEntries.importId, reachable))
}

export async function dropLines(db: Database, importId: string) {
  await db.delete(caRegistryLines).where(eq(caRegistryLines.importId, importId))
}

export async function dropEntries(db: Database, importId: string) {
  await db.delete(caRegistryEntries).where(eq(caRegistryEntries.importId, importId))
}

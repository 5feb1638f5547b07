import { CA_REGISTRY_REJECTED_SHOWN, type CaRegistryFailure } from '@escudo/contracts'
import type { FastifyBaseLogger } from 'fastify'
import { backgroundJobs } from '../db/background-job'
import type { Database } from '../db/client'
import { caRegistryImports, type CaRegistryImportRow } from '../db/schema/index'
import { RegistryFileError, type RegistryLine } from './read-registry'
import type { RegistryReading } from './registry-reading'
import { registryMessage, type RegistryMessage } from './registry-messages'
import {
  dropEntries,
  dropLines,
  dropUnreachable,
  foldEntries,
  insertLines,
  switchTo,
  type SwitchHook,
} from './registry-store'

export type ImportJobDeps = {
  db: Database
  now: () => Date
  log: FastifyBaseLogger
  signal: AbortSignal
  /** Told of the switch in its transaction (the catalogue re-checks every product's CA). */
  onSwitch?: SwitchHook
}

/** Lines per INSERT: ~1 MB of JSON, well under any statement limit, few round trips. */
const BATCH_LINES = 2000
/** How often a running job records its progress (and shows it is alive). */
export const HEARTBEAT_MS = 2000

class ImportStopped extends Error {}

/**
 * Queues an import unless another is queued or running. The one-active-import index decides, not a read
 * before the insert: two uploads, an upload and the daily fetch, or two processes' fetches never both queue
 * one. The row, or `busy` with the unfinished import's id (undefined if it ended as we looked).
 */
export async function queueImport(
  db: Database,
  now: () => Date,
  values: typeof caRegistryImports.$inferInsert,
): Promise<{ row: CaRegistryImportRow } | { busy: string | undefined }> {
  const inserted = await backgroundJobs(db, caRegistryImports, now).insertAlone(
    () => db.insert(caRegistryImports).values(values).returning(),
    'ca_registry_imports_one_active',
  )
  if ('busy' in inserted) return inserted
  const [row] = inserted.job
  if (!row) throw new Error('CA registry import insert returned nothing')
  return { row }
}

/**
 * Runs a queued import to its end: streams the registry into staging lines, folds them into entries, and
 * switches the registry in use to them in one transaction. Any failure marks the import failed and leaves
 * the previous registry in use; it never throws.
 */
export async function runImport(deps: ImportJobDeps, importId: string, reading: RegistryReading) {
  const { db, now, log } = deps
  try {
    if (!(await backgroundJobs(db, caRegistryImports, now).start(importId))) return
    await dropUnreachable(db, importId)
    const counts = await stageLines(deps, importId, reading)
    if (counts.records === 0) throw new RegistryFileError('noValidLine')
    const cas = await foldEntries(db, importId)
    const { lines, rejectedLines } = counts
    const result = await switchTo(db, importId, now(), { lines, rejectedLines, cas }, deps.onSwitch)
    if (!result.switched) throw new ImportStopped()
    // The import is done whatever happens here: a failure must not reach the catch below (it would fail it).
    await result
      .afterCommit?.()
      .catch((error: unknown) =>
        log.error({ err: error, importId }, 'CA registry switched, but applying it to the catalogue failed'),
      )
    await dropLines(db, importId)
    if (result.previousId) await dropEntries(db, result.previousId)
  } catch (error) {
    if (!(error instanceof RegistryFileError || error instanceof ImportStopped))
      log.error({ err: error, importId }, 'CA registry import failed')
    await fail(db, importId, now(), failureOf(error)).catch((cause: unknown) =>
      log.error({ err: cause, importId }, 'could not record the failed CA registry import'),
    )
  } finally {
    reading.close()
  }
}

function failureOf(error: unknown): RegistryMessage<CaRegistryFailure> {
  if (error instanceof RegistryFileError) return error.problem
  return registryMessage(error instanceof ImportStopped ? 'importStopped' : 'importUnexpected')
}

async function fail(db: Database, importId: string, now: Date, failure: RegistryMessage) {
  await backgroundJobs(db, caRegistryImports, () => now).finish(importId, 'failed', {
    failureCode: failure.code,
    failureParams: failure.params,
  })
  await dropLines(db, importId)
  await dropEntries(db, importId)
}

/** Reads the registry into staging lines, one batch written while the next is parsed. */
async function stageLines({ db, now, signal }: ImportJobDeps, importId: string, reading: RegistryReading) {
  const counts = { lines: 0, records: 0, rejectedLines: 0 }
  const rejected: ({ line: number } & RegistryMessage)[] = []
  let batch: Extract<RegistryLine, { record: unknown }>[] = []
  let writing: Promise<void> = Promise.resolve()
  let lastBeat = Date.now()
  const job = backgroundJobs(db, caRegistryImports, now)
  const flush = async () => {
    await writing
    const lines = batch
    batch = []
    writing = insertLines(db, importId, lines)
    // Awaited at the next flush; until then a failure must not count as unhandled.
    writing.catch(() => undefined)
  }
  const beat = async () => {
    lastBeat = Date.now()
    const alive = await job.beat(importId, {
      lines: counts.lines,
      rejectedLines: counts.rejectedLines,
      rejected,
      progress: reading.progress(),
    })
    if (!alive || signal.aborted) throw new ImportStopped()
  }
  for await (const item of reading.lines) {
    counts.lines += 1
    if ('rejected' in item) {
      counts.rejectedLines += 1
      if (rejected.length < CA_REGISTRY_REJECTED_SHOWN) rejected.push({ line: item.line, ...item.rejected })
      continue
    }
    counts.records += 1
    batch.push(item)
    if (batch.length >= BATCH_LINES) {
      await flush()
      if (Date.now() - lastBeat > HEARTBEAT_MS) await beat()
    }
  }
  if (batch.length) await flush()
  await writing
  await beat()
  return counts
}

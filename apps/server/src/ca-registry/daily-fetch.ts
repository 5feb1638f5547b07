import path from 'node:path'
import type { CaRegistryFailure } from '@escudo/contracts'
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client'
import { caRegistryImports, type CaRegistryImportRow } from '../db/schema/index'
import { DownloadError, downloadRegistry } from './download'
import { HEARTBEAT_MS, queueImport } from './import-job'
import { RegistryFileError } from './read-registry'
import { RegistryTooLargeError } from './registry-file'
import { registryMessage, type RegistryMessage } from './registry-messages'
import { currentImportId } from './registry-store'
import type { SavedUpload } from './upload'

/** The whole download (the real ZIP is tens of MB; the ministry's site is slow). */
export const FETCH_TIMEOUT_MS = 15 * 60_000
/** After a failed download, the next try; the daily one comes anyway. */
export const FETCH_RETRY_MS = 3600_000

export type FetchOutcome =
  | { outcome: 'imported'; importId: string }
  | { outcome: 'unchanged' }
  /** Another import is queued or running (`running`, undefined if it ended as we looked): nothing fetched. */
  | { outcome: 'busy'; running: string | undefined }
  | { outcome: 'failed'; importId: string; failure: RegistryMessage<CaRegistryFailure> }

export type FetchDeps = {
  db: Database
  now: () => Date
  log: FastifyBaseLogger
  url: string
  maxBytes: number
  signal: AbortSignal
  timeoutMs?: number
  /** Marks the import as this process's (not stale) for as long as `work` runs. */
  hold: (importId: string, work: Promise<unknown>) => void
  /** Checks the saved file is the registry and starts its import (throws `RegistryFileError`/too large). */
  launch: (row: CaRegistryImportRow, saved: SavedUpload) => Promise<void>
}

/**
 * Downloads the registry from CAEPI_URL and imports it through the same job as an upload. The queued import
 * row is the claim (`queueImport`, as an upload's): with several server processes, only the one that inserts
 * it downloads (the others meet the one-active-import index and leave it). A file with the same bytes as the
 * registry in use is dropped (the row with it); a failed download or a file that is not the registry fails the
 * row, and the registry in use stays.
 */
export async function fetchRegistry(deps: FetchDeps): Promise<FetchOutcome> {
  const { db, now, log } = deps
  const queued = await queueImport(db, now, {
    fileName: urlFileName(deps.url),
    source: 'url',
    createdAt: now(),
    heartbeatAt: now(),
  })
  if ('busy' in queued) {
    log.info({ url: deps.url, running: queued.busy }, 'CAEPI registry fetch skipped: an import is under way')
    return { outcome: 'busy', running: queued.busy }
  }
  const claimed = queued.row
  let release = () => undefined as void
  deps.hold(claimed.id, new Promise<void>((resolve) => (release = resolve)))
  // Alive while downloading, so other processes do not take it for a dead one's (unref'd: never keeps a
  // closing process up).
  const beat = setInterval(() => {
    void db
      .update(caRegistryImports)
      .set({ heartbeatAt: now() })
      .where(and(eq(caRegistryImports.id, claimed.id), eq(caRegistryImports.status, 'queued')))
      .catch((error: unknown) => log.warn({ err: error }, 'CA registry download heartbeat failed'))
  }, HEARTBEAT_MS).unref()
  // A timer and a controller of our own, not AbortSignal.any([…, AbortSignal.timeout()]): Node 20 holds a
  // timeout signal inside `any` only weakly, so a garbage collection mid-download dropped it and the download
  // hung past its limit (nodejs/node#57736; seen in CI under load).
  const limit = new AbortController()
  const timer = setTimeout(
    () => limit.abort(new DOMException('CAEPI download time limit', 'TimeoutError')),
    deps.timeoutMs ?? FETCH_TIMEOUT_MS,
  )
  const onStop = () => limit.abort(deps.signal.reason)
  if (deps.signal.aborted) onStop()
  else deps.signal.addEventListener('abort', onStop, { once: true })
  const { signal } = limit
  try {
    const saved = await downloadRegistry(deps.url, deps.maxBytes, signal)
    try {
      if (await inUseHasHash(db, saved.sha256)) {
        await saved.remove()
        await db.delete(caRegistryImports).where(eq(caRegistryImports.id, claimed.id))
        log.info({ url: deps.url, bytes: saved.bytes }, 'CAEPI registry unchanged: nothing to import')
        return { outcome: 'unchanged' }
      }
      const file = { fileName: saved.fileName.slice(0, 255), fileSha256: saved.sha256 }
      const [named] = await db
        .update(caRegistryImports)
        .set(file)
        .where(eq(caRegistryImports.id, claimed.id))
        .returning()
      await deps.launch(named ?? { ...claimed, ...file }, saved)
    } catch (error) {
      await saved.remove()
      throw error
    }
    log.info({ url: deps.url, importId: claimed.id }, 'CAEPI registry downloaded: importing')
    return { outcome: 'imported', importId: claimed.id }
  } catch (error) {
    const failure = failureOf(error, deps.maxBytes)
    if (failure.code === 'downloadUnexpected')
      log.error({ err: error, importId: claimed.id }, 'CAEPI registry fetch failed')
    else log.warn({ url: deps.url, importId: claimed.id, failure }, 'CAEPI registry download failed')
    await db
      .update(caRegistryImports)
      .set({ status: 'failed', failureCode: failure.code, failureParams: failure.params, finishedAt: now() })
      .where(and(eq(caRegistryImports.id, claimed.id), eq(caRegistryImports.status, 'queued')))
    return { outcome: 'failed', importId: claimed.id, failure }
  } finally {
    clearTimeout(timer)
    deps.signal.removeEventListener('abort', onStop)
    clearInterval(beat)
    release()
  }
}

/** The file name in the address (not the address: it may carry a token), as staff see the import. */
const urlFileName = (url: string) => (path.posix.basename(new URL(url).pathname) || 'registro').slice(0, 255)

/** Why a fetch failed, as a message key for staff (the previous registry stays in use whatever it was). */
function failureOf(error: unknown, maxBytes: number): RegistryMessage<CaRegistryFailure> {
  if (error instanceof DownloadError || error instanceof RegistryFileError) return error.problem
  if (error instanceof RegistryTooLargeError)
    return registryMessage('downloadTooLarge', { megabytes: Math.round(maxBytes / (1024 * 1024)) })
  return registryMessage('downloadUnexpected')
}

/** Whether the registry in use was imported from a file with these bytes (downloaded or uploaded). */
async function inUseHasHash(db: Database, sha256: string): Promise<boolean> {
  const [current] = await currentImportId(db)
  if (!current) return false
  const [inUse] = await db
    .select({ fileSha256: caRegistryImports.fileSha256 })
    .from(caRegistryImports)
    .where(eq(caRegistryImports.id, current.id))
  return inUse?.fileSha256 === sha256
}

import { rm } from 'node:fs/promises'
import { ADMIN_CATALOG_ERROR_CODES, type ImportAttributes, type SheetLocale } from '@escudo/contracts'
import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { backgroundJobs, databaseClock, textForLocale } from '../../db/background-job'
import type { Database } from '../../db/client'
import { inTransaction } from '../../db/transaction'
import { importJobRefusals, importJobs, type ImportJobRow } from '../../db/schema/index'
import { jobRunning, notFound, type Bilingual } from '../../lib/errors'
import { importColumns } from './import-columns'
import type { ImportArchive } from './import-archive'
import type { SheetSource } from './import-file'
import { keepFirstErrors, runImport, secondaryGroups, type JobProgress } from './import-job'
import { importWriter } from './import-write'
import { productStore } from '../products/product-store'
import type { TaxonomyRepository } from '../taxonomy/taxonomy-repository'
import type { Webhooks } from '../../webhooks/plugin'

declare module 'fastify' {
  interface FastifyInstance {
    importJobs: ImportJobs
  }
}

const STALE_MESSAGE = {
  'pt-BR': 'A importação parou no meio (o servidor foi reiniciado). Envie o arquivo de novo.',
  en: 'The import stopped halfway (the server restarted). Send the file again.',
}

const RUNNING_MESSAGE = {
  'pt-BR': 'Já há uma importação em andamento. Espere ela terminar e importe de novo.',
  en: 'An import is already running. Wait for it to finish, then import again.',
}

const importMissing = (id: string): Bilingual => ({
  'pt-BR': `Importação ${id} não encontrada.`,
  en: `Import ${id} not found.`,
})

const importRunning = (id: string | undefined) =>
  jobRunning(
    ADMIN_CATALOG_ERROR_CODES.importRunning,
    RUNNING_MESSAGE,
    id === undefined ? undefined : { type: 'imports', id, href: `/api/v1/admin/imports/${id}` },
  )

export type NewImport = {
  userId: string
  locale: SheetLocale
  fileName: string
  source: SheetSource
  /** The ZIP of images and data sheets, checked already; the job closes and deletes it. */
  archive: { path: string; open: ImportArchive } | undefined
  header: string[]
  total: number
  dryRun: boolean
  createOptions: boolean
}

type Logger = { error: (object: object, message: string) => void }

export function importAttributes(job: ImportJobRow): ImportAttributes {
  const iso = (date: Date | null) => (date ? date.toISOString() : null)
  return {
    status: job.status,
    dryRun: job.dryRun,
    createOptions: job.createOptions,
    fileName: job.fileName,
    format: job.format,
    total: job.total,
    processed: job.processed,
    created: job.created,
    updated: job.updated,
    unchanged: job.unchanged,
    refused: job.refused,
    errors: job.errors,
    failure: job.failure,
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
  }
}

/**
 * Spreadsheet import jobs (decision 026): a row in import_jobs per file; the accepting process runs it in the
 * background and saves its counts after every batch of rows, so any process answers its progress.
 */
export function importJobsRepository(
  db: Database,
  deps: {
    writer: ReturnType<typeof importWriter>
    taxonomy: TaxonomyRepository
    log: Logger
    webhooks?: Pick<Webhooks, 'emit' | 'kick'>
  },
) {
  const running = new Set<Promise<void>>()
  let closing = false
  // The heartbeat moves whatever the rows take (12 images to resize, a taxonomy rebuild); database time.
  const jobs = backgroundJobs(db, importJobs)

  async function save(id: string, progress: JobProgress) {
    const [job] = await db
      .update(importJobs)
      .set({
        processed: sql`${importJobs.processed} + ${progress.processed}`,
        created: sql`${importJobs.created} + ${progress.created}`,
        updated: sql`${importJobs.updated} + ${progress.updated}`,
        unchanged: sql`${importJobs.unchanged} + ${progress.unchanged}`,
        refused: sql`${importJobs.refused} + ${progress.refused}`,
        heartbeatAt: databaseClock(),
      })
      .where(eq(importJobs.id, id))
      .returning({ errors: importJobs.errors })
    if (progress.errors.length > 0 && job) {
      const errors = keepFirstErrors(job.errors, progress.errors)
      if (errors.length !== job.errors.length)
        await db.update(importJobs).set({ errors }).where(eq(importJobs.id, id))
    }
    if (progress.refusals.length > 0)
      await db
        .insert(importJobRefusals)
        .values(progress.refusals.map((refusal) => ({ jobId: id, ...refusal })))
  }

  /** Ends the job and records its `import.finished` webhook event (the job as the admin API shows it) at once. */
  async function finish(id: string, status: 'done' | 'failed', values: { failure: string | null }) {
    const finished = await inTransaction(db, async (tx) => {
      const ended = await backgroundJobs(tx, importJobs).finish(id, status, values)
      if (ended)
        await deps.webhooks?.emit(tx, {
          type: 'import.finished',
          resource: { type: 'imports', id },
          data: async (inTx) => {
            const [row] = await inTx.select().from(importJobs).where(eq(importJobs.id, id))
            return { data: { type: 'imports', id, attributes: row && importAttributes(row) } }
          },
        })
      return ended
    })
    deps.webhooks?.kick()
    return finished
  }

  async function run(job: ImportJobRow, source: SheetSource, archive: NewImport['archive']) {
    const stopBeating = jobs.keepAlive(job.id)
    try {
      if (!(await jobs.start(job.id))) return
      const columns = importColumns(job.header, await secondaryGroups(db))
      const outcome = await runImport(
        { db, ...deps },
        {
          source,
          archive: archive?.open,
          columns,
          dryRun: job.dryRun,
          createOptions: job.createOptions,
          locale: job.locale,
        },
        (progress) => save(job.id, progress),
        () => closing,
      )
      const stopped = outcome === 'stopped'
      await finish(job.id, stopped ? 'failed' : 'done', {
        failure: stopped ? STALE_MESSAGE[job.locale] : null,
      })
    } catch (error) {
      deps.log.error({ err: error, importId: job.id }, 'import failed')
      await finish(job.id, 'failed', {
        failure:
          job.locale === 'en'
            ? 'The import failed unexpectedly; the rows counted as processed were handled.'
            : 'A importação falhou inesperadamente; as linhas contadas como processadas foram tratadas.',
      }).catch(() => {})
    } finally {
      stopBeating()
      archive?.open.close()
      await rm(source.path, { force: true })
      if (archive) await rm(archive.path, { force: true })
    }
  }

  /** Jobs whose process stopped beating become failed, with a message saying so in their author's language. */
  const failStale = (id?: string) =>
    jobs.failStale(
      { failure: textForLocale(importJobs.locale, STALE_MESSAGE) },
      id === undefined ? undefined : eq(importJobs.id, id),
    )

  return {
    failStale: () => failStale(),

    /**
     * Records the job and starts it in the background; answers at once with the queued job. A real import
     * while another is queued or running is refused (409, linking to it); a dry run never is.
     */
    start: async (input: NewImport): Promise<ImportJobRow> => {
      await failStale()
      const inserted = await jobs.insertAlone(
        // In a transaction of its own, like every back-office write: the audit log records who started it.
        () =>
          inTransaction(db, (tx) =>
            tx
              .insert(importJobs)
              .values({
                userId: input.userId,
                locale: input.locale,
                dryRun: input.dryRun,
                createOptions: input.createOptions,
                fileName: input.fileName,
                format: input.source.format,
                header: input.header,
                total: input.total,
              })
              .returning(),
          ),
        'import_jobs_one_real_active',
        eq(importJobs.dryRun, false),
      )
      if ('busy' in inserted) throw importRunning(inserted.busy)
      const [job] = inserted.job
      const done = run(job!, input.source, input.archive)
      running.add(done)
      void done.finally(() => running.delete(done))
      return job!
    },

    find: async (id: string): Promise<ImportJobRow> => {
      await failStale(id)
      const [job] = await db.select().from(importJobs).where(eq(importJobs.id, id))
      if (!job) throw notFound(importMissing(id))
      return job
    },

    /** The refused rows in file order, a batch at a time (the report CSV). */
    refusals: async function* (id: string) {
      let after = 0
      for (;;) {
        const rows = await db
          .select()
          .from(importJobRefusals)
          .where(and(eq(importJobRefusals.jobId, id), gt(importJobRefusals.row, after)))
          .orderBy(asc(importJobRefusals.row))
          .limit(500)
        for (const row of rows) yield row
        if (rows.length < 500) return
        after = rows[rows.length - 1]!.row
      }
    },

    /** The ids of the secondary filter groups, whose columns a sheet's header may carry. */
    secondaryGroups: () => secondaryGroups(db),

    /** Shutdown: running jobs stop at their next row and are marked failed (send the file again). */
    close: async () => {
      closing = true
      await Promise.all(running)
    },
  }
}

export type ImportJobs = ReturnType<typeof importJobsRepository>

async function plugin(app: FastifyInstance) {
  const jobs = importJobsRepository(app.db, {
    writer: importWriter(productStore(app.db, app.catalogChanges, app.webhooks, app.now), app.storage),
    webhooks: app.webhooks,
    taxonomy: app.taxonomyRepository,
    log: app.log,
  })
  app.decorate('importJobs', jobs)
  app.addHook('onReady', () => jobs.failStale())
  app.addHook('onClose', () => jobs.close())
}

export default fp(plugin, {
  name: 'import-jobs',
  dependencies: ['db', 'clock', 'catalog-index', 'storage', 'taxonomy-repository', 'webhooks'],
})

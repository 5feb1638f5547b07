import type { Readable } from 'node:stream'
import { CA_REGISTRY_ERROR_CODES, type CaRegistryFailure } from '@escudo/contracts'
import { eq, notInArray } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config/env'
import { backgroundJobs } from '../db/background-job'
import type { Database } from '../db/client'
import { caRegistryImports } from '../db/schema/index'
import { eachDayInBrazil } from '../lib/brazil-daily'
import { ApiProblem, jobRunning, type Bilingual } from '../lib/errors'
import { catalogueCa, productsWithCa } from './ca-lookup'
import { queueImport, runImport } from './import-job'
import { listImports } from './import-list'
import { RegistryFileError } from './read-registry'
import { registryInUse } from './registry-checks'
import { caRegistryEntry } from './registry-entry'
import { openRegistryFile, RegistryTooLargeError } from './registry-file'
import { startReading, type RegistryReading } from './registry-reading'
import type { SwitchHook } from './registry-store'
import { saveUpload, sha256Through, type SavedUpload } from './upload'
import { fetchRegistry, FETCH_RETRY_MS, type FetchOutcome } from './daily-fetch'

declare module 'fastify' {
  interface FastifyInstance {
    caRegistry: ReturnType<typeof caRegistry>
  }
}

/** Lines read before answering an upload: enough to catch the wrong file or encoding at once. */
const CHECKED_LINES = 1000

const invalidFile = (detail: Bilingual, status = 422) =>
  new ApiProblem(status, [
    {
      code: status === 413 ? CA_REGISTRY_ERROR_CODES.fileTooLarge : CA_REGISTRY_ERROR_CODES.invalidFile,
      title: status === 413 ? 'Payload too large' : 'Invalid attribute',
      detail,
      source: { pointer: '/file' },
    },
  ])

/**
 * 409 naming the import queued or running; the back office words it by its code in the reader's language, with a
 * link to that import.
 */
const importRunning = (id: string | undefined) =>
  jobRunning(
    CA_REGISTRY_ERROR_CODES.importRunning,
    {
      'pt-BR': 'Já há uma importação do registro em andamento; espere ela terminar.',
      en: 'An import of the registry is already under way; wait for it to end.',
    },
    id === undefined
      ? undefined
      : { type: 'ca-registry-imports', id, href: `/api/v1/admin/ca-registry/imports/${id}` },
    { pointer: '/file' },
  )

export const registryTooLarge = (maxBytes: number) =>
  invalidFile(
    {
      'pt-BR': `O registro passa do limite de ${Math.round(maxBytes / (1024 * 1024))} MB (CA_REGISTRY_MAX_MB). Nada foi substituído.`,
      en: `The registry is over the limit of ${Math.round(maxBytes / (1024 * 1024))} MB (CA_REGISTRY_MAX_MB). Nothing was replaced.`,
    },
    413,
  )

type CaRegistryDeps = {
  db: Database
  now: () => Date
  log: FastifyBaseLogger
  /** CA_REGISTRY_MAX_MB in bytes. */
  maxBytes: number
  /** CAEPI_URL and its hour, or null. */
  fetchSetting: Config['caepiFetch']
}

/** The CA registry's commands and reads, built from what they use (decision 017): only the plugin reads `app`. */
function caRegistry({ db, now, log, maxBytes, fetchSetting }: CaRegistryDeps) {
  const stop = new AbortController()
  /** Imports this process runs: never stale, whatever their heartbeat says. */
  const running = new Map<string, Promise<void>>()
  /** Told of every switch to a new registry this process makes (see `whenSwitched`). */
  const switchHooks: SwitchHook[] = []
  const onSwitch: SwitchHook = async (tx, importId) => {
    const after = await Promise.all(switchHooks.map((hook) => hook(tx, importId)))
    return async () => {
      for (const then of after) await then()
    }
  }

  // By the app's clock, as the imports' creation times.
  const jobs = backgroundJobs(db, caRegistryImports, now)
  const failStale = () =>
    jobs.failStale(
      { failureCode: 'importStale' satisfies CaRegistryFailure, failureParams: {} },
      running.size ? notInArray(caRegistryImports.id, [...running.keys()]) : undefined,
    )

  const read = async (filePath: string) =>
    startReading(await openRegistryFile(filePath, maxBytes), CHECKED_LINES)

  /** Opens the saved upload as the registry and reads its first lines: a wrong file is refused before 202. */
  const inspect = async (filePath: string): Promise<RegistryReading> => {
    try {
      return await read(filePath)
    } catch (error) {
      if (error instanceof RegistryFileError)
        throw invalidFile({
          'pt-BR': `${error.text['pt-BR']} Nada foi substituído.`,
          en: `${error.text.en} Nothing was replaced.`,
        })
      if (error instanceof RegistryTooLargeError) throw registryTooLarge(maxBytes)
      throw error
    }
  }

  /** Runs the queued import `id` in the background of this process, then removes its file. */
  const start = (id: string, saved: SavedUpload, reading: RegistryReading) => {
    const deps = { db, now: now, log: log, signal: stop.signal, onSwitch }
    const job = runImport(deps, id, reading)
      // The file is removed before the job counts as ended, so closing the app waits for it too.
      .then(() => saved.remove())
      .catch((error: unknown) => log.error({ err: error }, 'could not remove a CA registry file'))
      .finally(() => running.delete(id))
    running.set(id, job)
  }

  return {
    /**
     * Saves the upload, checks it is the registry, queues its import and starts it in the background of
     * this process. 409 while another import is queued or running. `userId` null and `source` 'demo': no one
     * uploaded it (the demo seed's sample registry at the first start).
     */
    async startImport(upload: {
      stream: Readable
      fileName: string
      userId: string | null
      source?: 'upload' | 'demo'
    }) {
      await failStale()
      const hash = sha256Through()
      const saved = await saveUpload(upload.stream, hash.through)
      try {
        // Past the multipart limit the stream ends early, marked truncated.
        if ((upload.stream as { truncated?: boolean }).truncated) throw registryTooLarge(maxBytes)
        const reading = await inspect(saved.filePath)
        let queued
        try {
          queued = await queueImport(db, now, {
            fileName: upload.fileName.slice(0, 255),
            fileSha256: hash.hex(),
            createdBy: upload.userId,
            source: upload.source ?? 'upload',
            createdAt: now(),
          })
          if ('busy' in queued) throw importRunning(queued.busy)
        } catch (error) {
          reading.close()
          throw error
        }
        start(queued.row.id, saved, reading)
        return queued.row
      } catch (error) {
        await saved.remove()
        throw error
      }
    },

    /**
     * Downloads the registry from CAEPI_URL now and imports it (see `fetchRegistry`); the server does it each
     * day at CAEPI_FETCH_HOUR. Undefined when CAEPI_URL is not set.
     */
    async fetchNow(options: { timeoutMs?: number } = {}): Promise<FetchOutcome | undefined> {
      if (!fetchSetting) return undefined
      await failStale()
      return fetchRegistry({
        db,
        now: now,
        log: log,
        url: fetchSetting.url,
        maxBytes,
        signal: stop.signal,
        ...options,
        hold: (id, work) => {
          const held: Promise<void> = work.then(() => {
            if (running.get(id) === held) running.delete(id)
          })
          running.set(id, held)
        },
        // A file that is not the registry throws here, before the job starts: the fetch fails the row.
        launch: async (row, saved) => start(row.id, saved, await read(saved.filePath)),
      })
    },

    /** Resolves when this process's import `id` has ended (done or failed); at once if it runs elsewhere. */
    finished: (id: string): Promise<void> => running.get(id) ?? Promise.resolve(),

    async findImport(id: string) {
      await failStale()
      const [row] = await db.select().from(caRegistryImports).where(eq(caRegistryImports.id, id))
      return row
    },

    /** The registry's current state of a CA (see `caRegistryEntry`). */
    entry: (number: string) => caRegistryEntry(db, number),

    /** The registry in use: the newest done import, with when it finished; null when none was imported. */
    inUse: () => registryInUse(db),

    /** The brand's published products whose CA is `caNumber` (the public lookup lists them). */
    productsWithCa: (caNumber: string) => productsWithCa(db, caNumber),
    /** Before any import: a CA of the brand's products as its catalogue says it (not checked), or undefined. */
    catalogueCa: (caNumber: string, today: string) => catalogueCa(db, caNumber, today),

    /** The imports, newest first, a page at a time. */
    listImports: (offset: number, limit: number) => listImports(db, offset, limit),

    failStale,

    /**
     * Runs `hook` in the transaction that switches to a new registry, and what it answers after the commit
     * (the catalogue index records a change there and rebuilds: every product's CA check may change).
     */
    whenSwitched: (hook: SwitchHook) => void switchHooks.push(hook),

    /** Stops the running imports (they fail, the previous registry stays) and waits for them. */
    async close() {
      stop.abort()
      await Promise.allSettled(running.values())
    },
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const registry = caRegistry({
      db: app.db,
      now: app.now,
      log: app.log,
      maxBytes: app.config.caRegistryMaxBytes,
      fetchSetting: app.config.caepiFetch,
    })
    app.decorate('caRegistry', registry)
    // A process that died mid-import left it running: fail it now rather than at the next look.
    app.addHook('onReady', registry.failStale)
    // CAEPI_URL: each process plans the daily download; the first to claim it does it (see fetchRegistry).
    const fetchSetting = app.config.caepiFetch
    if (fetchSetting) {
      const daily = eachDayInBrazil(
        fetchSetting.hour,
        async () => {
          const fetched = await registry.fetchNow()
          return fetched?.outcome === 'failed' ? { retryInMs: FETCH_RETRY_MS } : undefined
        },
        app.log,
        'daily CAEPI registry download',
      )
      app.addHook('onClose', () => daily.stop())
    }
    app.addHook('onClose', registry.close)
  },
  { name: 'ca-registry', dependencies: ['db', 'clock'] },
)

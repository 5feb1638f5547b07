import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { MessageChannel } from 'node:worker_threads'
import type { FastifyBaseLogger } from 'fastify'
import { Piscina } from 'piscina'
import { answerOverPort, type PageApi } from './api-over-port'
import type { RenderedPage } from './cached-pages'
import type { RenderTask, RenderThreadData, RenderWorkerData } from './render-worker'

/** The queue is full: the caller answers 503 with Retry-After rather than letting a backlog grow. */
export class RenderQueueFull extends Error {
  constructor(readonly queued: number) {
    super(`the render queue is full (${queued} pages waiting)`)
    this.name = 'RenderQueueFull'
  }
}

export type RenderPoolOptions = {
  /** The web app's renderer module (apps/web/dist-ssr/entry-server.js). */
  entry: string
  /** Render threads; default: one per core but the HTTP thread's, at least one. */
  threads?: number
  /** Renders waiting for a thread before the next is refused; default QUEUE_PER_THREAD per thread. */
  maxQueue?: number
  log: Pick<FastifyBaseLogger, 'error'>
}

/** A page to render; `api` answers the requests its render makes, on this thread. */
export type RenderRequest = { url: string; api: PageApi; publicUrl: string }

export type RenderPool = {
  render: (request: RenderRequest) => Promise<RenderedPage | null>
  /** Whether a render asked now would start at once: a thread is free and none waits. */
  idle: () => boolean
  close: () => Promise<void>
  stats: () => { threads: number; running: number; queued: number; completed: number; refused: number }
}

export const defaultRenderThreads = () => Math.max(1, availableParallelism() - 1)
// Enough for a burst from ten connections on a two-core machine (one render thread) without a 503, few
// enough that the last one in the queue still waits well under a second at tens of ms a render.
const QUEUE_PER_THREAD = 16
// While closing, a render still running gets this long to finish before its thread is terminated.
const CLOSE_TIMEOUT_MS = 5_000
// piscina's refusals when its queue is at maxQueue (it has no error codes; the version is pinned).
const QUEUE_FULL_MESSAGES = new Set([
  'Task queue is at limit',
  'No task queue available and all Workers are busy',
])

/**
 * The files next to this one: piscina starts each thread from render-thread, which loads render-worker. In
 * the bundle (scripts/build-server.ts) both are JavaScript; when the sources run (development, tests) the
 * worker is TypeScript, loaded through tsx.
 */
function threadFiles(): { filename: string; thread: RenderThreadData } {
  const extension = path.extname(fileURLToPath(import.meta.url))
  const typescript = extension === '.ts'
  const thread = new URL(`./render-thread${typescript ? '.mjs' : extension}`, import.meta.url)
  const worker = new URL(`./render-worker${extension}`, import.meta.url)
  return { filename: fileURLToPath(thread), thread: { worker: worker.href, typescript } }
}

/**
 * Renders the web app's pages on worker threads, so the HTTP thread keeps answering the API, health checks
 * and cached pages while a page renders. The renders' API requests come back to this thread (`api`). A
 * render that throws rejects with its error; a thread that dies (process.exit, an uncaught error) rejects
 * the render it ran and is replaced; a full queue refuses at once with RenderQueueFull.
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const threads = Math.max(1, options.threads ?? defaultRenderThreads())
  const maxQueue = options.maxQueue ?? threads * QUEUE_PER_THREAD
  const { filename, thread } = threadFiles()
  const workerData: RenderWorkerData = { entry: options.entry, thread }
  // Every thread starts now and stays: each loads the renderer once, and its compiled code stays warm.
  const pool = new Piscina<RenderTask, RenderedPage | null>({
    filename,
    workerData,
    minThreads: threads,
    maxThreads: threads,
    maxQueue,
    closeTimeout: CLOSE_TIMEOUT_MS,
  })
  // A thread that fails with no render on it (piscina reports those here, not to a caller).
  pool.on('error', (err: unknown) => options.log.error({ err }, 'server rendering: a render thread failed'))
  let inFlight = 0
  let refused = 0
  let closed = false

  const render: RenderPool['render'] = async ({ url, api, publicUrl }) => {
    if (closed) throw new Error('the render pool is closed')
    const { port1, port2 } = new MessageChannel()
    answerOverPort(port1, api, options.log)
    inFlight++
    try {
      return await pool.run({ url, publicUrl, port: port2 }, { transferList: [port2] })
    } catch (err) {
      if (err instanceof Error && QUEUE_FULL_MESSAGES.has(err.message)) {
        refused++
        throw new RenderQueueFull(pool.queueSize)
      }
      throw err
    } finally {
      inFlight--
      port1.close()
    }
  }

  return {
    render,
    idle: () => !closed && pool.queueSize === 0 && inFlight < threads,
    close: async () => {
      closed = true
      await pool.close({ force: true })
    },
    stats: () => ({
      threads: pool.threads.length,
      running: inFlight - pool.queueSize,
      queued: pool.queueSize,
      completed: pool.completed,
      refused,
    }),
  }
}

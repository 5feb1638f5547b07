import type { MessagePort } from 'node:worker_threads'
import type { FastifyBaseLogger } from 'fastify'
import type { ApiAnswer, ApiRequest } from './page-reads'

/** A page's API, as a render is given it (page-reads.ts: `pageApi`). */
export type PageApi = (request: ApiRequest) => Promise<ApiAnswer>

/**
 * A render on a worker thread asks the HTTP thread's API for its data over a MessagePort of its own (one per
 * render): the API, its database and its search index live on the HTTP thread only. Bodies travel as
 * transferred ArrayBuffers, not copied again by the structured clone.
 */
type PortRequest = Omit<ApiRequest, 'body'> & { id: number; body?: ArrayBuffer }
type PortAnswer = { id: number } & (
  { status: number; headers: ApiAnswer['headers']; body: ArrayBuffer } | { error: string }
)

// A Buffer may be a slice of memory shared with others (Node's pool of small buffers), or kept by whoever
// made it: transferring its ArrayBuffer would empty theirs. A copy of exactly its bytes is ours to give away.
function ownedBytes(body: Buffer): ArrayBuffer {
  const bytes = new Uint8Array(body.byteLength)
  bytes.set(body)
  return bytes.buffer
}

/** The HTTP thread's side: answers each request that comes over `port` with `api`, until the port closes. */
export function answerOverPort(port: MessagePort, api: PageApi, log: Pick<FastifyBaseLogger, 'error'>) {
  port.on('message', async ({ id, body, ...request }: PortRequest) => {
    try {
      const answer = await api({ ...request, ...(body ? { body: Buffer.from(body) } : {}) })
      const bytes = ownedBytes(answer.body)
      port.postMessage(
        { id, status: answer.status, headers: answer.headers, body: bytes } satisfies PortAnswer,
        [bytes],
      )
    } catch (err) {
      log.error({ err, url: request.url }, 'server rendering: an API request of a render failed')
      port.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies PortAnswer)
    }
  })
}

/** The worker's side: the page's API, each request answered by the HTTP thread over `port`. */
export function apiOverPort(port: MessagePort): PageApi {
  const waiting = new Map<number, (answer: PortAnswer) => void>()
  let nextId = 0
  port.on('message', (answer: PortAnswer) => {
    waiting.get(answer.id)?.(answer)
    waiting.delete(answer.id)
  })
  return async ({ body, ...request }) => {
    const id = nextId++
    const sent = body ? ownedBytes(body) : undefined
    const answer = await new Promise<PortAnswer>((resolve) => {
      waiting.set(id, resolve)
      const message: PortRequest = { id, ...request, ...(sent ? { body: sent } : {}) }
      port.postMessage(message, sent ? [sent] : [])
    })
    if ('error' in answer) throw new Error(`${request.method} ${request.url} failed: ${answer.error}`)
    return { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body) }
  }
}

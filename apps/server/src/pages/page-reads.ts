import type { FastifyInstance } from 'fastify'
import { readSearchNote, SEARCH_NOTE_HEADER, type SearchNote } from '../catalog/search-recorder'
import { digestOf, type DataRead } from './page-cache'

/** An API answer as a render receives it. */
export type ApiAnswer = { status: number; headers: Record<string, string | string[]>; body: Buffer }

/** An API request as a render sends it. */
export type ApiRequest = { method: string; url: string; headers: Record<string, string>; body?: Buffer }

/** What the renders of one page read: the reads to check before reusing it, and the products it shows. */
export type ReadLog = {
  reads: DataRead[]
  /** Products whose detail the page read: the page is a view of each. */
  viewed: string[]
  /** The storefront searches the page shows (its list reads with a text): the page is one of each. */
  searched: SearchNote[]
  /** A render that wrote (not a GET) is not reused. */
  wrote: boolean
}

const PRODUCT_DETAIL = /^\/api\/v1\/products\/[^/?]+$/

/**
 * The API for a page rendered on the server: answered in this process (`inject`), as the visitor's own request
 * would be (their address, for the per-address limits), and marked as a page's read (it counts no product
 * view: the page does). With `log`, each answer is noted for the page cache.
 */
export function pageApi(app: FastifyInstance, remoteAddress: string, log?: ReadLog) {
  const { pageRead } = app.viewCounter
  return async ({ method, url, headers, body }: ApiRequest): Promise<ApiAnswer> => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers, [pageRead.name]: pageRead.value },
      remoteAddress,
      ...(body ? { payload: body } : {}),
    })
    const answer = {
      status: response.statusCode,
      headers: response.headers as ApiAnswer['headers'],
      body: response.rawPayload,
    }
    if (log) note(log, { method, url, headers }, answer)
    return answer
  }
}

function note(log: ReadLog, { method, url, headers }: ApiRequest, answer: ApiAnswer) {
  if (method !== 'GET' && method !== 'HEAD') {
    log.wrote = true
    return
  }
  const readBefore = log.reads.some((read) => read.url === url)
  log.reads.push({ url, headers, digest: digestOf(answer.status, answer.body) })
  if (answer.status !== 200 || readBefore) return
  if (PRODUCT_DETAIL.test(url.split('?')[0]!)) {
    const id = (JSON.parse(answer.body.toString('utf8')) as { data?: { id?: string } }).data?.id
    if (id && !log.viewed.includes(id)) log.viewed.push(id)
  }
  const search = answer.headers[SEARCH_NOTE_HEADER]
  if (typeof search === 'string') log.searched.push(readSearchNote(search))
}

/** `fetch` over `api`, for the renderer's store. */
export function fetchOver(api: (request: ApiRequest) => Promise<ApiAnswer>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    const answer = await api({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { body } : {}),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const each of Array.isArray(value) ? value : [value]) headers.append(name, String(each))
    }
    const empty = answer.status === 204 || answer.status === 304
    return new Response(empty ? null : new Uint8Array(answer.body), { status: answer.status, headers })
  }
}

/** Whether every read answers now as it did: then a page rendered from them would be the same page. */
export async function readsUnchanged(app: FastifyInstance, remoteAddress: string, reads: DataRead[]) {
  const api = pageApi(app, remoteAddress)
  const answers = await Promise.all(
    reads.map(async (read) => {
      const answer = await api({ method: 'GET', url: read.url, headers: read.headers })
      return digestOf(answer.status, answer.body) === read.digest
    }),
  )
  return answers.every(Boolean)
}

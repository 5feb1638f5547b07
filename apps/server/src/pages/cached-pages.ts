import { languageOfPath } from '@escudo/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { cachedPage, type CachedPage, type PageCache } from './page-cache'
import type { PageApi } from './api-over-port'
import { pageApi, readsUnchanged, type ReadLog } from './page-reads'

/** A page as the renderer gives it (apps/web's entry-server.tsx); `head`: its escaped head tags. */
export type RenderedPage = {
  status: number
  language: string
  html: string
  data: string
  title: string
  head: string
}

/**
 * The renderer's entry (apps/web's entry-server.tsx): null, not a page rendered on the server. `publicUrl`
 * (PUBLIC_URL) starts the page's canonical and Open Graph URLs. The URL alone says the page's language (`/en/…`,
 * decision 032): a render gets no cookie, its page is the same for every visitor.
 */
export type RenderPage = (request: {
  url: string
  fetch: typeof fetch
  publicUrl: string
}) => Promise<RenderedPage | null>

/**
 * Renders a storefront page with its data asked of `api` (page-reads.ts: `pageApi`), on this thread or in
 * the render pool; null: the app's shell serves it.
 */
export type RenderWith = (request: {
  url: string
  api: PageApi
  publicUrl: string
}) => Promise<RenderedPage | null>

export type CachedPagesOptions = {
  app: FastifyInstance
  render: RenderWith
  /** The page's markup in the built index.html. */
  document: (page: RenderedPage) => string
  /** null: every page is rendered for its request. */
  cache: PageCache | null
}

/** How a page was had: from the cache as it was, from the cache after checking its reads, or rendered. */
export type PageOutcome = 'hit' | 'checked' | 'rendered'

/** Pages worth keeping: a page, or the not-found page (the dead links crawlers keep asking for). */
const KEPT = new Set([200, 404])

/**
 * The storefront's pages rendered on the server, reused while what they were rendered from answers the
 * same (decision 023). Requests for one page that arrive while it is rendered or checked share that work.
 * The pages are public (the renderer sends no session nor cookie), so a page serves every visitor; its URL
 * says its language.
 */
export function cachedPages({ app, render, document, cache }: CachedPagesOptions) {
  const underway = new Map<string, Promise<{ page: CachedPage; outcome: PageOutcome } | null>>()

  async function rendered(key: string, request: FastifyRequest) {
    const mark = cache?.mark() ?? { generation: 0, checkedAt: 0 }
    const log: ReadLog = { reads: [], viewed: [], searched: [], wrote: false }
    const page = await render({
      url: `${request.protocol}://${request.host}${request.url}`,
      api: pageApi(app, request.ip, log),
      publicUrl: app.config.publicUrl,
    })
    if (!page) return null
    const kept = cachedPage({
      status: page.status,
      body: Buffer.from(document(page)),
      reads: log.reads,
      viewed: log.viewed,
      searched: log.searched,
      ...mark,
    })
    if (cache && !log.wrote && KEPT.has(page.status)) cache.set(key, kept)
    return { page: kept, outcome: 'rendered' as const }
  }

  async function checked(cache: PageCache, key: string, stored: CachedPage, request: FastifyRequest) {
    const mark = cache.mark()
    if (!(await readsUnchanged(app, request.ip, stored.reads))) return rendered(key, request)
    Object.assign(stored, mark)
    return { page: stored, outcome: 'checked' as const }
  }

  /** The page for `request`; `rendering` is called, before anything is awaited, when it has to be rendered. */
  return async function pageFor(request: FastifyRequest, rendering?: () => void) {
    const key = `${languageOfPath(request.url).language} ${request.host}${request.url}`
    const stored = cache?.get(key)
    if (stored && cache!.isCurrent(stored)) return { page: stored, outcome: 'hit' as const }
    if (!stored) rendering?.()
    let work = underway.get(key)
    if (!work) {
      work = (stored ? checked(cache!, key, stored, request) : rendered(key, request)).finally(() =>
        underway.delete(key),
      )
      underway.set(key, work)
    }
    return work
  }
}

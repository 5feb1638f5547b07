import type { ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router'
import { AppRoot } from './app/app-root'
import { routes } from './app/router'
import { prefetchPage } from './app/routes/storefront/page-data'
import { createStore, type AppStore, type RootState } from './app/store'
import { paths } from './config/paths'
import { api, type ApiFailure } from './lib/api-client'
import { serverI18n, serverTexts, type ServerTexts } from './lib/i18n'
import { routerBasename, urlLanguage } from './lib/language-url'
import { PageHeadCollector, PageHeadProvider } from './lib/page-head'
import { pageHeadHtml } from './lib/page-head-html'
import { scriptJson } from './lib/script-json'

/**
 * Server rendering of the storefront's public pages (decision 013). The server (apps/server,
 * plugins/app/web-app.ts) loads this module's build and calls `renderPage` for a page request; the
 * browser hydrates what it sends (main.tsx). Pages behind a session and the other areas are not
 * rendered here: they answer with the app's shell, as before.
 */

export type RenderPageRequest = {
  /**
   * The page's absolute URL: it alone says the page's language (`/en/…` is English, decision 032), so a page
   * is the same for every visitor, whatever their cookie says.
   */
  url: string
  /** The API, answered in the server's process. */
  fetch: typeof fetch
  /**
   * The site's public address (the server's PUBLIC_URL, no trailing slash): canonical, Open Graph and
   * structured-data URLs start with it. Default: the origin of `url`.
   */
  publicUrl?: string | undefined
  /**
   * Whether the page's data is asked before its first render (app/routes/storefront/page-data.ts); on unless
   * false. Without it the rounds of rendering find the data alone, one round per level: what tests compare.
   */
  prefetch?: boolean
}

export type RenderedPage = {
  status: number
  language: string
  /** The content of `<div id="root">`. */
  html: string
  /** `ServerPage` as JSON, safe inside `<script type="application/json">`. */
  data: string
  /** The page's title (lib/page-title.tsx), for the `<head>`. */
  title: string
  /**
   * The page's other head tags, HTML with every value escaped (lib/page-head-html.ts): description,
   * canonical, robots, Open Graph, Twitter card, JSON-LD. Written after the title.
   */
  head: string
  /** How many times the page was rendered before a render started no new request. */
  rounds: number
}

/** What the page carries for the browser's first render; `publicUrl` makes its canonical URLs absolute. */
export type ServerPage = { state: RootState; texts: ServerTexts; publicUrl: string }

/** The storefront pages rendered on the server: public, the same for every visitor. */
const RENDERED = new Set<string>([
  paths.storefront.catalog.path,
  paths.storefront.product.path,
  paths.storefront.contact.path,
  paths.storefront.whereToBuy.path,
  paths.storefront.caLookup.path,
  paths.storefront.compare.path,
])

/**
 * A page's requests can depend on data from the previous render (a product's related ones). The page's data
 * is asked before rendering, so one round is the rule; the rounds are what renders a page correctly when
 * that misses something.
 */
const MAX_RENDERS = 4

/** The route table as each language's addresses have it: English's under the `/en` basename. */
const handlers = new Map<string, ReturnType<typeof createStaticHandler>>()
function handlerFor(basename: string) {
  let handler = handlers.get(basename)
  if (!handler) {
    handler = createStaticHandler(routes, basename ? { basename } : {})
    handlers.set(basename, handler)
  }
  return handler
}

function isRendered(context: StaticHandlerContext): boolean {
  const [area, page] = context.matches.map((match) => match.route)
  if (area?.path !== paths.storefront.home.path || !page) return false
  return page.index === true || page.path === '*' || RENDERED.has(page.path ?? '')
}

async function renderToString(element: ReactNode): Promise<string> {
  // Waits for every lazy component and every text: the page arrives whole.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** What the cache holds, by request and status: timestamps of a repeated request do not count. */
const cacheSignature = (state: RootState) =>
  Object.entries(state.api.queries)
    .map(([key, query]) => `${key}:${query?.status}`)
    .join('\n')

/**
 * Renders until a render starts no new request. Each round renders the state the previous one left (given
 * to react-redux as `serverState`) while the queries it starts (lib/api-client.ts) run against the store;
 * they are awaited and the next round renders with their data. A request that failed is asked again by the
 * next render (RTK Query retries errors for a new subscriber) but the page shows the failure it got.
 */
async function renderWithData(
  store: AppStore,
  page: (state: RootState) => ReactNode,
): Promise<{ html: string; state: RootState; rounds: number }> {
  for (let round = 1; ; round++) {
    const state = store.getState()
    const html = await renderToString(page(state))
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()))
    if (cacheSignature(store.getState()) === cacheSignature(state) || round === MAX_RENDERS)
      return { html, state, rounds: round }
  }
}

export async function renderPage({
  url,
  fetch,
  publicUrl = new URL(url).origin,
  prefetch = true,
}: RenderPageRequest): Promise<RenderedPage | null> {
  const { pathname } = new URL(url)
  const handler = handlerFor(routerBasename(pathname))
  const context = await handler.query(new Request(url))
  // No loaders and no actions here: a Response would be a redirect from one, which the browser handles.
  if (context instanceof Response || !isRendered(context)) return null
  const store = createStore({ serverFetch: fetch })
  // The page's texts and its data are asked at the same time: neither needs the other.
  const [i18n] = await Promise.all([
    serverI18n(urlLanguage(pathname)),
    prefetch && prefetchPage(store.dispatch, context),
  ])
  const router = createStaticRouter(handler.dataRoutes, context)
  // A new collector each round: the page's head is what its last render said.
  let collector = new PageHeadCollector()
  const { html, state, rounds } = await renderWithData(store, (serverState) => {
    collector = new PageHeadCollector()
    return (
      <PageHeadProvider collector={collector} publicUrl={publicUrl}>
        <AppRoot i18n={i18n} store={store} serverState={serverState}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppRoot>
      </PageHeadProvider>
    )
  })
  const page: ServerPage = { state, texts: serverTexts(i18n), publicUrl }
  // An address no route knows, or a page whose data does not exist (a product's slug): a 404 either way.
  const notFound =
    context.matches.at(-1)?.route.path === '*' ||
    Object.values(state.api.queries).some(
      (query) =>
        (query?.error as ApiFailure | undefined)?.status === 404 ||
        (query?.endpointName === 'getProduct' && query.status === 'fulfilled' && query.data === null),
    )
  const title = collector.title ?? i18n.t('common:brand')
  return {
    status: notFound ? 404 : context.statusCode,
    language: i18n.language,
    html,
    data: scriptJson(page),
    title,
    head: pageHeadHtml(collector.meta, { title, language: i18n.language, siteName: i18n.t('common:brand') }),
    rounds,
  }
}

import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { matchRoutes, RouterProvider, type RouteObject } from 'react-router'
import { AppRoot } from './app/app-root'
import { createRouter, routes } from './app/router'
import { createStore } from './app/store'
import type { ServerPage } from './entry-server'
import { serverDataArrived } from './lib/api-client'
import { chosenLanguage, DEFAULT_LANGUAGE, initI18n } from './lib/i18n'
import { pageLanguage, routerBasename, startingAddress } from './lib/language-url'
import { loadFirstPaintComponents, loadWaitingParts } from './lib/lazy-component'
import { PageHeadProvider } from './lib/page-head'
import { restoreSession } from './lib/session/refresh-session'
import { removeStaleServiceWorkers } from './lib/service-worker'
import { yieldToMain } from './lib/yield-to-main'

/** What the server put in a page it rendered (entry-server.tsx); null for the app's shell. */
function readServerPage(): ServerPage | null {
  const element = document.getElementById('escudo-page')
  return element?.textContent ? (JSON.parse(element.textContent) as ServerPage) : null
}

/**
 * A rendered page hydrates with its routes' code already there (else the router would render its
 * fallback over the server's markup): the matched lazy routes are loaded first, as React Router's
 * documentation for lazy routes and hydration does.
 */
async function loadMatchedRoutes(table: RouteObject[], basename: string) {
  const matches = matchRoutes(table, window.location, basename) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}

async function start() {
  // Each step below is its own task (lib/yield-to-main.ts): evaluating the modules, then the store, the
  // texts, the page's code, the router and hydration, with the browser free to paint and answer in between.
  await yieldToMain()
  void removeStaleServiceWorkers().catch(() => undefined)
  const page = readServerPage()
  const store = createStore()
  if (page) store.dispatch(serverDataArrived(page.state))
  await yieldToMain()
  // A stored refresh token becomes a session again; requests wait for it (lib/session).
  void restoreSession(store)
  // Texts, the first page's code and its area's texts all load at once: the router starts loading the
  // matched lazy routes when it is made, and i18next is set up (if not yet loaded) by then.
  // The page's language is its URL's (decision 032); the back office's and the dashboard's, the reader's choice.
  const chosen = chosenLanguage()
  const moved = page ? null : startingAddress(window.location)
  if (moved) window.history.replaceState(window.history.state, '', moved)
  const basename = routerBasename(window.location.pathname)
  const i18nReady = initI18n(
    undefined,
    page?.texts,
    pageLanguage(window.location.pathname, chosen ?? DEFAULT_LANGUAGE),
  )
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  if (!page) {
    const router = createRouter(basename)
    const i18n = await i18nReady
    createRoot(root).render(
      <AppRoot i18n={i18n} store={store}>
        <RouterProvider router={router} />
      </AppRoot>,
    )
    return
  }
  // Texts first: the page's are in it, so this takes no request, and the areas' lazy routes ask i18next
  // for their namespaces, which before init made some later renders fall back to pt-BR (a mismatch).
  const i18n = await i18nReady
  await yieldToMain()
  await loadMatchedRoutes(routes, basename)
  await yieldToMain()
  // And the code of the page's lazily loaded parts (the carousel, the facets…): React hydrates their Suspense
  // boundaries right after the rest instead of waiting for a download (lib/lazy-component.ts).
  await loadFirstPaintComponents()
  await yieldToMain()
  const router = createRouter(basename)
  // Leaving the server's page (another address) loads the parts it kept for later (lib/lazy-component.ts).
  const first = router.state.location
  router.subscribe(({ location, navigation }) => {
    const next = navigation.location ?? location
    if (next.pathname !== first.pathname || next.search !== first.search) loadWaitingParts()
  })
  await yieldToMain()
  // As a transition, hydration yields to the browser between pieces of work instead of holding the main
  // thread for the whole page: the page is already visible, and a click meanwhile is replayed.
  startTransition(() => {
    hydrateRoot(
      root,
      // The site's public address, as the server made the page's canonical URLs with it.
      <PageHeadProvider publicUrl={page.publicUrl}>
        <AppRoot i18n={i18n} store={store} serverState={page.state}>
          <RouterProvider router={router} />
        </AppRoot>
      </PageHeadProvider>,
      {
        onRecoverableError: (error) => {
          // A page that does not hydrate as it was rendered is re-rendered by React; said, so tests see it.
          console.error('escudo: hydration mismatch', error)
        },
      },
    )
  })
}

void start()

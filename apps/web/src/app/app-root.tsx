import type { i18n as I18n } from 'i18next'
import { StrictMode, Suspense, useEffect, type ReactNode } from 'react'
import { PageLoader } from '../components/page-status'
import { AppProvider } from './provider'
import type { AppStore, RootState } from './store'

type AppRootProps = {
  i18n: I18n
  store: AppStore
  /** The state a server-rendered page was rendered with: the browser's first render reads it. */
  serverState?: RootState
  /** The router: `RouterProvider` in the browser, `StaticRouterProvider` on the server. */
  children: ReactNode
}

/**
 * The one tree both the browser (main.tsx) and the server (entry-server.tsx) render, so that a page
 * rendered on the server hydrates element for element (ids made by `useId` included).
 */
export function AppRoot({ i18n, store, serverState, children }: AppRootProps) {
  // The page is the app's from here on (hydrated, or rendered in the browser): end-to-end journeys wait for
  // it before they click, as a page rendered on the server is visible before its scripts run. React hydrates
  // the page's Suspense boundaries in later passes, so the mark waits for the browser to be idle.
  useEffect(() => {
    const mark = () => {
      document.documentElement.dataset.hydrated = 'true'
    }
    // Not in every browser (Safari), nor in jsdom.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(mark, { timeout: 2000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = window.setTimeout(mark, 50)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    <StrictMode>
      <AppProvider i18n={i18n} store={store} serverState={serverState}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </AppProvider>
    </StrictMode>
  )
}

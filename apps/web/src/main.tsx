import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProvider } from './app/provider'
import { PageLoader } from './components/page-status'
import { createRouter } from './app/router'
import { createStore } from './app/store'
import { restoreSession } from './lib/session/refresh-session'
import { initI18n } from './lib/i18n'
import { removeStaleServiceWorkers } from './lib/service-worker'

async function start() {
  void removeStaleServiceWorkers().catch(() => undefined)
  const store = createStore()
  // A stored refresh token becomes a session again; requests wait for it (lib/session).
  void restoreSession(store)
  // Texts, the first page's code and its area's texts all load at once: the router starts loading the
  // matched lazy routes when it is made, and i18next is set up (if not yet loaded) by then.
  const i18nReady = initI18n()
  const router = createRouter()
  const i18n = await i18nReady
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <AppProvider i18n={i18n} store={store}>
        <Suspense fallback={<PageLoader />}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProvider>
    </StrictMode>,
  )
}

void start()

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
  const i18n = await initI18n()
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <AppProvider i18n={i18n} store={store}>
        <Suspense fallback={<PageLoader />}>
          <RouterProvider router={createRouter()} />
        </Suspense>
      </AppProvider>
    </StrictMode>,
  )
}

void start()

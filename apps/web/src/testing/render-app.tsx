import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { Provider as ReduxProvider } from 'react-redux'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { routes } from '../app/router'
import { createStore } from '../app/store'
import { theme } from '../app/theme'
import { initI18n, type Language } from '../lib/i18n'
import { routerBasename } from '../lib/language-url'
import { serverDataArrived } from '../lib/api-client'
import { restoreSession } from '../lib/session/refresh-session'

type Options = {
  language?: Language
  /** The state a server render left for the page (entry-server.tsx), put in the cache as main.tsx does. */
  serverState?: unknown
}

/**
 * Renders the real app (routes, lazy pages, store, translations) at `path`
 * in a memory router. The global i18next instance is the one the lazy routes
 * load their namespaces into, as in the browser.
 */
export async function renderApp(path: string, { language = 'pt-BR', serverState }: Options = {}) {
  if (!i18next.isInitialized) await initI18n(i18next)
  await i18next.changeLanguage(language)
  const store = createStore()
  if (serverState) store.dispatch(serverDataArrived(serverState))
  void restoreSession(store)
  // An English address has the English storefront's basename, as in the browser (main.tsx).
  const basename = routerBasename(new URL(path, 'http://x').pathname)
  const router = createMemoryRouter(routes, { initialEntries: [path], ...(basename ? { basename } : {}) })
  const result = render(
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18next}>
        <MantineProvider theme={theme}>
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nextProvider>
    </ReduxProvider>,
  )
  const location = () => `${router.state.location.pathname}${router.state.location.search}`
  return { ...result, store, router, location }
}

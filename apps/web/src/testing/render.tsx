import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import type { AxiosInstance } from 'axios'
import i18next from 'i18next'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { theme } from '../app/theme'
import { HttpClientProvider } from '../lib/http-context'
import { initI18n } from '../lib/i18n'
import { routerBasename } from '../lib/language-url'

type RenderOptions = {
  /** Translation namespaces to load besides `common` (an area's texts). */
  namespaces?: string[]
  /** The axios instance features reach through useHttpClient (a test installs the simulated back end on it). */
  http?: AxiosInstance
  /** Renders inside a memory router at this address, with `path` as the route pattern. */
  route?: string
  path?: string
  /** The reader's language (pt-BR by default). */
  language?: 'pt-BR' | 'en'
}

/** Renders with the real providers and a fresh i18n instance with the real translations. */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const i18n = await initI18n(i18next.createInstance())
  if (options.namespaces) await i18n.loadNamespaces(options.namespaces)
  if (options.language) await i18n.changeLanguage(options.language)
  let content = ui
  if (options.route) {
    const basename = routerBasename(new URL(options.route, 'http://x').pathname)
    const router = createMemoryRouter([{ path: options.path ?? '*', element: ui }], {
      initialEntries: [options.route],
      ...(basename ? { basename } : {}),
    })
    content = <RouterProvider router={router} />
  }
  if (options.http) content = <HttpClientProvider client={options.http}>{content}</HttpClientProvider>
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>{content}</MantineProvider>
    </I18nextProvider>,
  )
  return { ...result, i18n }
}

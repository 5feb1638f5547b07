import '@mantine/core/styles.css'
import { MantineProvider } from '@mantine/core'
import type { i18n as I18n } from 'i18next'
import { type ReactNode, useMemo, useState } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { Provider as ReduxProvider } from 'react-redux'
import { createStore, type AppStore, type RootState } from './store'
import { cssVariablesResolver, themeIn } from './theme'

type AppProviderProps = {
  i18n: I18n
  /** Made once by the caller (main.tsx) so that StrictMode's double render cannot start two sessions. */
  store?: AppStore
  /** A server-rendered page's state, read while the page hydrates (react-redux's `serverState`). */
  serverState?: RootState
  children: ReactNode
}

export function AppProvider({ i18n, store: given, serverState, children }: AppProviderProps) {
  const [store] = useState(() => given ?? createStore())
  return (
    <ReduxProvider store={store} serverState={serverState}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>{children}</ThemeProvider>
      </I18nextProvider>
    </ReduxProvider>
  )
}

/** Mantine's provider with the theme in the page's language (made again only when the language changes). */
function ThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common')
  const closeLabel = t('close')
  const theme = useMemo(() => themeIn(closeLabel), [closeLabel])
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  )
}

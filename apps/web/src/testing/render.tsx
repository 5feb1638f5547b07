import { MantineProvider } from '@mantine/core'
import { render } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { theme } from '../app/theme'
import { initI18n } from '../lib/i18n'

/** Renders with the real providers and a fresh i18n instance with the real translations. */
export async function renderWithProviders(ui: ReactElement) {
  const i18n = await initI18n(i18next.createInstance())
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>{ui}</MantineProvider>
    </I18nextProvider>,
  )
  return { ...result, i18n }
}

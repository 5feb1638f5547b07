import { Modal } from '@mantine/core'
import { render, screen, waitFor } from '@testing-library/react'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { initI18n } from '../lib/i18n'
import { AppProvider } from './provider'

describe('AppProvider', () => {
  it("names every dialog's close button in the reader's language, and again when it changes", async () => {
    const i18n = await initI18n(i18next.createInstance())
    render(
      <AppProvider i18n={i18n}>
        <Modal opened onClose={() => undefined} title="Regra">
          conteúdo
        </Modal>
      </AppProvider>,
    )
    expect(await screen.findByRole('button', { name: 'Fechar' })).toBeDefined()
    await i18n.changeLanguage('en')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeDefined())
  })
})

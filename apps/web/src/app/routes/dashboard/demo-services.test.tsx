import { act, screen, waitFor, within } from '@testing-library/react'
import type { i18n as I18n } from 'i18next'
import { beforeEach, describe, expect, it } from 'vitest'
import { TasksApp } from '../../../features/demo-tasks/components/tasks-app'
import { mediaQueries } from '../../../testing/media-queries'
import { renderWithProviders } from '../../../testing/render'
import { createDashboardServices } from './demo-services'

beforeEach(() => {
  // A desktop-wide screen, where the task filters sit in a sidebar rather than a drawer.
  window.matchMedia = mediaQueries(true)
})

async function shownTitles(listName: string) {
  const list = await screen.findByRole('list', { name: listName })
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[1]!.textContent)
}

describe('the dashboard’s sample data', () => {
  it('reads in the interface’s language, and again in the other one when the reader switches', async () => {
    // The services ask the interface's i18n instance for the language at each call.
    const shown: { i18n?: I18n } = {}
    const { http } = createDashboardServices(() => shown.i18n?.language ?? 'pt-BR')
    const rendered = await renderWithProviders(<TasksApp />, {
      http,
      namespaces: ['dashboard'],
      route: '/dashboard/tasks',
    })
    shown.i18n = rendered.i18n
    await waitFor(async () =>
      expect(await shownTitles('Tarefas')).toContain('Renovar o CA da linha de luvas nitrílicas'),
    )

    await act(() => rendered.i18n.changeLanguage('en'))
    await waitFor(async () =>
      expect(await shownTitles('Tasks')).toContain('Renew the CA certificate of the nitrile glove line'),
    )
    expect(await shownTitles('Tasks')).not.toContain('Renovar o CA da linha de luvas nitrílicas')
  })
})

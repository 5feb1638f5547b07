import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sessionStarted } from '../../../../lib/session/session-slice'
import { errorAnswer, installFakeApi } from '../../../../testing/fake-api'
import { renderWithProviders } from '../../../../testing/render'
import { recordSavedFiles } from '../../../../testing/saved-files'
import { createTestStore } from '../../../../testing/store'
import { ExportMenu } from './export-menu'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A store with a staff session: the export is fetched with its access token. */
function staffStore() {
  const store = createTestStore()
  store.dispatch(
    sessionStarted({
      user: { id: 'staff-1', name: 'Equipe', email: 'equipe@escudo.example', role: 'admin' } as never,
      tokens: { accessToken: 'staff-token', refreshToken: 'refresh', expiresIn: 900 } as never,
    }),
  )
  return store
}

async function renderMenu() {
  await renderWithProviders(
    <ReduxProvider store={staffStore()}>
      <ExportMenu filters={{ 'filter[q]': 'luva', 'filter[published]': 'true', sort: 'reference' }} />
    </ReduxProvider>,
    { namespaces: ['admin-catalog'] },
  )
}

/**
 * The menu closes with a transition whose last step is a timer: wait for it, or it fires after the test's
 * document is gone ("window is not defined", an unhandled error that fails the whole run).
 */
const menuClosed = () => waitFor(() => expect(screen.queryByRole('menu')).toBeNull())

describe('export menu', { timeout: 20_000 }, () => {
  it("downloads the list's filtered products as XLSX with the staff member's token", async () => {
    const fake = installFakeApi({
      'GET /api/v1/admin/exports/products': {
        status: 200,
        body: 'planilha',
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="escudo-produtos-2026-11-25.xlsx"',
        },
      },
    })
    const saved = recordSavedFiles('blob:export')
    await renderMenu()

    const button = screen.getByRole('button', { name: 'Exportar' })
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    fireEvent.click(button)
    const items = await screen.findAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Planilha CSV (Excel)', 'Planilha XLSX (Excel)'])
    fireEvent.click(items[1]!)

    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:export', download: 'escudo-produtos-2026-11-25.xlsx' }]),
    )
    const [call] = fake.callsTo('GET /api/v1/admin/exports/products')
    expect(Object.fromEntries(call!.query)).toEqual({
      format: 'xlsx',
      'filter[q]': 'luva',
      'filter[published]': 'true',
      sort: 'reference',
    })
    expect(call!.headers.get('authorization')).toBe('Bearer staff-token')
    await menuClosed()
  })

  it('says why when the export is refused', async () => {
    installFakeApi({
      'GET /api/v1/admin/exports/products': errorAnswer(403, [
        { code: 'forbidden', detail: 'Apenas a equipe pode exportar.' },
      ]),
    })
    await renderMenu()
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }))
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Planilha CSV (Excel)' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Apenas a equipe pode exportar.')
    await menuClosed()
  })
})

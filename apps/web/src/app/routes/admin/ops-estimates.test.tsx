import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { anEstimate, anInbox } from '../../../features/admin-ops/testing/test-data'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, installFakeApi } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

const INBOX = 'GET /api/v1/admin/estimates'

/** Staff signed in through a stored session, on the estimates inbox. */
async function openInbox(path = '/admin/orcamentos') {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
  const answered = anEstimate(
    { number: 7, status: 'respondido', totalCents: 12345 },
    'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  ).data
  const fake = installFakeApi({
    'POST /api/v1/auth/refresh': authAnswer({ role: 'admin', name: 'Equipe Escudo' }),
    [INBOX]: ({ query }) => ({
      status: 200,
      body:
        query.get('filter[status]') === 'respondido'
          ? anInbox([answered], { em_aberto: 1, respondido: 1 })
          : anInbox([anEstimate().data, answered], { em_aberto: 1, respondido: 1 }),
    }),
  })
  const app = await renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Orçamentos' })
  return { fake, ...app }
}

const lastQuery = (fake: Awaited<ReturnType<typeof openInbox>>['fake']) => fake.callsTo(INBOX).at(-1)!.query

describe('estimates inbox', () => {
  // The whole app renders (lazy routes, session restore): give a busy machine some room.
  it('shows status tabs with counts and filters by the chosen tab, keeping it in the address', async () => {
    const { fake, location } = await openInbox()
    const table = () => screen.getByRole('table', { name: 'Orçamentos' })
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3))
    expect(screen.getByRole('tab', { name: 'Todos (2)' })).toBeDefined()
    expect(screen.getByRole('tab', { name: 'Em aberto (1)' })).toBeDefined()
    expect(within(table()).getByText('R$ 123,45')).toBeDefined()

    fireEvent.click(screen.getByRole('tab', { name: 'Respondido (1)' }))
    await waitFor(() => expect(lastQuery(fake).get('filter[status]')).toBe('respondido'))
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2))
    expect(within(table()).getByRole('link', { name: 'Orçamento nº 7' })).toBeDefined()
    expect(location()).toBe('/admin/orcamentos?status=respondido')
    expect(lastQuery(fake).get('page[number]')).toBe('1')
  }, 20_000)

  it('searches after the typing pauses and sorts, back on the first page', async () => {
    const { fake, location } = await openInbox('/admin/orcamentos?page=2')
    expect(lastQuery(fake).get('page[number]')).toBe('2')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), {
      target: { value: 'luva nitrílica' },
    })
    await waitFor(() => expect(lastQuery(fake).get('filter[q]')).toBe('luva nitrílica'))
    expect(lastQuery(fake).get('page[number]')).toBe('1')
    expect(location()).toBe('/admin/orcamentos?q=luva+nitr%C3%ADlica')

    fireEvent.change(screen.getByRole('combobox', { name: 'Ordenar por' }), {
      target: { value: 'createdAt' },
    })
    await waitFor(() => expect(lastQuery(fake).get('sort')).toBe('createdAt'))
    expect(lastQuery(fake).get('filter[q]')).toBe('luva nitrílica')
  }, 20_000)
})

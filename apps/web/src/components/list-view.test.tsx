import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { useListPage } from '../lib/use-list-page'
import { ListView } from './list-view'

type Glove = { id: string; name: string; stock: number }
type Args = { page: number; q: string; stock: string }
type Answer = { items: Glove[]; total: number; counts: Record<string, number> }

const gloves: Glove[] = Array.from({ length: 45 }, (_, i) => ({
  id: `g${i + 1}`,
  name: `Luva ${i + 1}`,
  stock: i % 2,
}))

/** A server of 45 gloves, 20 a page, searched by name and filtered by stock. */
function fakeEndpoint(loading = false) {
  return {
    Types: {} as { QueryArg: Args; ResultType: Answer },
    useQuery: ({ page, q, stock }: Args) => {
      const matching = gloves.filter(
        (glove) => glove.name.includes(q) && (stock === 'all' || String(glove.stock) === stock),
      )
      const data = {
        items: matching.slice((page - 1) * 20, page * 20),
        total: matching.length,
        counts: { '0': 23, '1': 22 },
      }
      return { data: loading ? undefined : data, isLoading: loading, isFetching: loading, refetch: vi.fn() }
    },
  }
}

function Gloves({ endpoint }: { endpoint: ReturnType<typeof fakeEndpoint> }) {
  const list = useListPage({
    defaults: { stock: 'all' },
    allowed: { stock: ['all', '0', '1'] },
    endpoint,
    args: ({ page, q, stock }) => ({ page, q, stock }),
  })
  return (
    <ListView
      list={list}
      tabs={{
        label: 'Estoque',
        all: 'Todas',
        statuses: [
          { value: '1', label: 'Em estoque' },
          { value: '0', label: 'Esgotadas' },
        ],
        counts: list.data?.counts,
        ...list.field('stock'),
      }}
      search={{ label: 'Buscar', placeholder: 'Nome da luva' }}
      alerts={<p>Aviso da lista</p>}
      table={{
        columns: [
          { header: 'Nome', cell: (glove) => glove.name },
          { header: 'Estoque', align: 'right', cell: (glove) => glove.stock },
        ],
        rows: list.data?.items,
        minWidth: 400,
        label: 'Luvas',
      }}
      footer={{
        loading: 'Carregando luvas',
        empty: 'Nenhuma luva encontrada',
        summary: list.total ? `${list.from} a ${list.to} de ${list.total}` : '',
        control: (control) => control,
        page: (page) => `Página ${page}`,
      }}
    />
  )
}

function renderGloves(address = '/luvas', loading = false) {
  const endpoint = fakeEndpoint(loading)
  const router = createMemoryRouter([{ path: '/luvas', element: <Gloves endpoint={endpoint} /> }], {
    initialEntries: [address],
  })
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  )
  return router
}

const names = () =>
  within(screen.getByRole('table', { name: 'Luvas' }))
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent)

describe('list view', () => {
  it('shows the page the address names as a table whose cells carry their column names', () => {
    renderGloves('/luvas?page=2')
    expect(screen.getByRole('tab', { name: 'Todas (45)', selected: true })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Esgotadas (23)' })).toBeTruthy()
    expect(screen.getByText('Aviso da lista')).toBeTruthy()
    expect(names()).toHaveLength(20)
    expect(names()[0]).toBe('Luva 21')
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell')
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Nome', 'Estoque'])
    expect(screen.getByText('21 a 40 de 45')).toBeTruthy()
  })

  it('moves between pages through the footer, in the address', () => {
    const router = renderGloves()
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }))
    expect(router.state.location.search).toBe('?page=3')
    expect(names()).toEqual(['Luva 41', 'Luva 42', 'Luva 43', 'Luva 44', 'Luva 45'])
    expect(screen.getByText('41 a 45 de 45')).toBeTruthy()
  })

  it('searches from the first page, and says when nothing matches', () => {
    const router = renderGloves('/luvas?page=2')
    const search = screen.getByRole('searchbox', { name: 'Buscar' })
    fireEvent.change(search, { target: { value: 'Luva 4' } })
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(router.state.location.search).toBe('?q=Luva+4')
    expect(names()).toEqual(['Luva 4', 'Luva 40', 'Luva 41', 'Luva 42', 'Luva 43', 'Luva 44', 'Luva 45'])
    fireEvent.change(search, { target: { value: 'Bota' } })
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(screen.getByText('Nenhuma luva encontrada')).toBeTruthy()
    expect(names()).toEqual([])
  })

  it('shows the count but no page buttons when everything fits on one page, and neither when nothing matches', () => {
    renderGloves('/luvas?q=Luva+4')
    expect(names()).toHaveLength(7)
    expect(screen.getByText('1 a 7 de 7')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Página 1' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'next' })).toBeNull()
    const search = screen.getByRole('searchbox', { name: 'Buscar' })
    fireEvent.change(search, { target: { value: 'Bota' } })
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(screen.getByText('Nenhuma luva encontrada')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Página 1' })).toBeNull()
  })

  it('keeps the page buttons on a page past the last, as the way back', () => {
    const router = renderGloves('/luvas?q=Luva+4&page=3')
    expect(names()).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Página 1' }))
    expect(router.state.location.search).toBe('?q=Luva+4')
    expect(names()).toHaveLength(7)
  })

  it('filters by tab from the first page, keeping the search', () => {
    const router = renderGloves('/luvas?q=Luva&page=2')
    fireEvent.click(screen.getByRole('tab', { name: 'Esgotadas (23)' }))
    expect(router.state.location.search).toBe('?q=Luva&stock=0')
    expect(screen.getByRole('tab', { name: 'Esgotadas (23)', selected: true })).toBeTruthy()
    expect(names()[0]).toBe('Luva 1')
    expect(screen.getByText('1 a 20 de 23')).toBeTruthy()
    // The search field of the new tab's panel still shows the search.
    expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('Luva')
  })

  it('shows a loader, not the empty message, while the first page loads', () => {
    renderGloves('/luvas', true)
    expect(screen.getByLabelText('Carregando luvas')).toBeTruthy()
    expect(screen.queryByText('Nenhuma luva encontrada')).toBeNull()
  })
})

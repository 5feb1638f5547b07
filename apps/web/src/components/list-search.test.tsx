import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, Link, RouterProvider, useSearchParams } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ListSearch } from './list-search'

function List() {
  const [params, setParams] = useSearchParams()
  return (
    <>
      <h1>Lista {params.get('q') ?? ''}</h1>
      <ListSearch label="Buscar" placeholder="" value="" onSearch={(q) => setParams({ q })} />
      <Link to="/detalhe">Orçamento nº 3</Link>
      <button type="button">Abertos</button>
    </>
  )
}

function renderList(detail?: () => Promise<{ Component: () => React.JSX.Element }>) {
  const router = createMemoryRouter(
    [
      { path: '/lista', element: <List /> },
      { path: '/detalhe', lazy: detail ?? (async () => ({ Component: () => <h1>Detalhe</h1> })) },
    ],
    { initialEntries: ['/lista'] },
  )
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  )
  return router
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('list search', () => {
  it('does not pull the user back to the list when they follow a link before the typing pause ends', async () => {
    let loaded: () => void = () => undefined
    // The next page's code is still loading when the typing pause ends.
    const router = renderList(
      () =>
        new Promise((resolve) => {
          loaded = () => resolve({ Component: () => <h1>Detalhe</h1> })
        }),
    )
    const field = screen.getByRole('searchbox', { name: 'Buscar' })
    const link = screen.getByRole('link', { name: 'Orçamento nº 3' })
    fireEvent.change(field, { target: { value: 'Rafael' } })
    fireEvent.blur(field, { relatedTarget: link }) // a click on the link moves the focus to it first
    fireEvent.click(link)
    await pause(500) // past the 350 ms pause
    loaded()
    expect(await screen.findByRole('heading', { name: 'Detalhe' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/detalhe')
  })

  it('searches once the typing pauses, or at once when the focus moves elsewhere on the page', async () => {
    const router = renderList()
    const field = screen.getByRole('searchbox', { name: 'Buscar' })
    fireEvent.change(field, { target: { value: 'Rafael' } })
    expect(await screen.findByRole('heading', { name: 'Lista Rafael' })).toBeTruthy()
    fireEvent.change(field, { target: { value: 'Rafael Monteiro' } })
    fireEvent.blur(field, { relatedTarget: screen.getByRole('button', { name: 'Abertos' }) })
    expect(screen.getByRole('heading', { name: 'Lista Rafael Monteiro' })).toBeTruthy()
    expect(router.state.location.search).toBe('?q=Rafael+Monteiro')
  })
})

import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, Link, RouterProvider, useSearchParams } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SearchBox } from './search-box'

function List() {
  const [params, setParams] = useSearchParams()
  return (
    <>
      <h1>Lista {params.get('q') ?? ''}</h1>
      <SearchBox label="Buscar" placeholder="" value="" onSearch={(q) => setParams({ q })} />
      <Link to="/detalhe">Orçamento nº 3</Link>
    </>
  )
}

describe('admin search box', () => {
  it('does not pull the user back to the list when the typing pause ends after they followed a link', async () => {
    let loaded: () => void = () => undefined
    const router = createMemoryRouter(
      [
        { path: '/lista', element: <List /> },
        {
          path: '/detalhe',
          // The next page's code still loading when the search's pause ends.
          lazy: () =>
            new Promise((resolve) => {
              loaded = () => resolve({ Component: () => <h1>Detalhe</h1> })
            }),
        },
      ],
      { initialEntries: ['/lista'] },
    )
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    )
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'Rafael' } })
    fireEvent.click(screen.getByRole('link', { name: 'Orçamento nº 3' }))
    await new Promise((resolve) => setTimeout(resolve, 500)) // past the 350 ms pause
    loaded()
    expect(await screen.findByRole('heading', { name: 'Detalhe' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/detalhe')
  })

  it('searches once the typing pauses', async () => {
    const router = createMemoryRouter([{ path: '/lista', element: <List /> }], { initialEntries: ['/lista'] })
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    )
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'Rafael' } })
    expect(await screen.findByRole('heading', { name: 'Lista Rafael' })).toBeTruthy()
  })
})

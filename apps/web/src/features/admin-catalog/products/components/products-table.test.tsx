import { AdminProductListDocument, type AdminTaxonomyGroupResource } from '@escudo/contracts'
import { screen, within } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../../testing/fake-api'
import { renderWithProviders } from '../../../../testing/render'
import { createTestStore } from '../../../../testing/store'
import { adminProductRow } from '../testing/product-rows'
import { ProductsTable } from './products-table'

afterEach(() => vi.unstubAllGlobals())

const categories: AdminTaxonomyGroupResource = {
  type: 'filter-groups',
  id: 'categories',
  attributes: {
    title: 'Categorias',
    titleEn: 'Categories',
    multiple: false,
    appliesTo: null,
    options: [
      {
        id: 'luva-de-seguranca',
        title: 'Luva de segurança',
        titleEn: 'Safety glove',
        description: null,
        descriptionEn: null,
        position: 1,
        productCount: 1,
      },
    ],
  },
}

const row = adminProductRow

describe('products table', { timeout: 20_000 }, () => {
  it('labels every cell with its column, so each row reads as a card on phones', async () => {
    const products = AdminProductListDocument.parse({
      data: [row('p1', 'Luva Nitro', true), row('p2', 'Óculos Incolor', false)],
      meta: { total: 2 },
      links: { self: '/api/v1/admin/products' },
    })
    installFakeApi({
      'GET /api/v1/admin/products': { status: 200, body: products },
      'GET /api/v1/admin/filter-groups': { status: 200, body: { data: [categories] } },
    })
    await renderWithProviders(
      <ReduxProvider store={createTestStore()}>
        <MemoryRouter>
          <ProductsTable />
        </MemoryRouter>
      </ReduxProvider>,
      { namespaces: ['admin-catalog'] },
    )
    await screen.findByRole('link', { name: 'Óculos Incolor' })
    const table = screen.getByRole('table')
    // The first column selects rows for bulk actions: its header is the page's checkbox, its cards say "Selecionar".
    const [select, ...named] = within(table).getAllByRole('columnheader')
    expect(
      within(select!).getByRole('checkbox', { name: 'Selecionar os produtos desta página' }),
    ).toBeTruthy()
    const headers = ['Selecionar', ...named.map((header) => header.textContent)]
    expect(headers).toHaveLength(7)
    const [, ...rows] = within(table).getAllByRole('row')
    expect(rows).toHaveLength(2)
    for (const tr of rows) {
      const cells = within(tr).getAllByRole('cell')
      expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(headers)
    }
    // The product's link still works from its card.
    expect(within(rows[0]!).getByRole('link', { name: 'Luva Nitro' }).getAttribute('href')).toBe(
      '/admin/produtos/p1',
    )
    // The CSS turns the elements into blocks on phones: explicit roles keep them a table for screen readers.
    expect(table.getAttribute('role')).toBe('table')
    expect(rows[0]!.getAttribute('role')).toBe('row')
    // The spreadsheet import sits by the export.
    expect(screen.getByRole('link', { name: 'Importar' }).getAttribute('href')).toBe(
      '/admin/produtos/importar',
    )
  })
})

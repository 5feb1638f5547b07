import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { SortSelect } from './catalog-toolbar'

const query = {
  q: undefined,
  filters: {},
  isLancamento: false,
  sort: undefined,
  page: { number: 1, size: 24 },
}

describe('the sort select', () => {
  it('is labelled "Ordenar por", its value the sort\'s name', async () => {
    await renderWithProviders(<SortSelect query={query} onChange={() => {}} />, { namespaces: ['catalog'] })
    const select = screen.getByLabelText('Ordenar por') as HTMLSelectElement
    expect(select.selectedOptions[0]?.textContent).toBe('Mais procurados')
  })
})

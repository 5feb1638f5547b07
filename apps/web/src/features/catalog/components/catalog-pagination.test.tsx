import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { EMPTY_QUERY } from '../utils/catalog-query'
import { CatalogPagination } from './catalog-pagination'

// Not the default size, so the links must carry it too.
const SIZE = 6

const show = (page: number, pages: number) =>
  renderWithProviders(
    <CatalogPagination
      query={{ ...EMPTY_QUERY, filters: { brands: ['tenaz'] }, page: { number: page, size: SIZE } }}
      total={pages * SIZE}
    />,
    { route: '/produtos', namespaces: ['catalog'] },
  )

const pager = () => within(screen.getByRole('navigation', { name: 'Páginas de resultados' }))
/** The pager as a screen shows it: phones leave out the items marked `wide`, wider screens those marked `narrow`. */
const shownOn = (width: 'narrow' | 'wide') =>
  [...screen.getByRole('navigation').querySelectorAll('li')]
    .filter((item) => item.dataset.on === undefined || item.dataset.on === width)
    .map((item) => item.textContent || item.firstElementChild?.getAttribute('aria-label'))
const href = (name: string) =>
  decodeURIComponent(pager().getByRole('link', { name }).getAttribute('href') ?? '')

describe('CatalogPagination', () => {
  it('links the first, last and neighbouring pages, with ellipses between, keeping the filters', async () => {
    await show(5, 10)
    // The ellipses are hidden from assistive technology (the page numbers around them say it all).
    expect(shownOn('wide')).toEqual([
      ...['Primeira página', 'Página anterior'],
      ...['1', '…', '4', '5', '6', '…', '10'],
      ...['Próxima página', 'Última página'],
    ])
    expect(pager().getByRole('link', { name: 'Página 5' }).getAttribute('aria-current')).toBe('page')
    expect(pager().getByRole('link', { name: 'Página 4' }).getAttribute('aria-current')).toBeNull()
    expect(href('Página 6')).toBe(`/produtos?filter[brands]=tenaz&page[number]=6&page[size]=${SIZE}`)
    expect(href('Página anterior')).toContain('page[number]=4')
    expect(href('Próxima página')).toContain('page[number]=6')
    expect(href('Última página')).toContain('page[number]=10')
    // Page 1 is the list's own address: no page number in it.
    expect(href('Primeira página')).toBe(`/produtos?filter[brands]=tenaz&page[size]=${SIZE}`)
  })

  it('keeps page 1, the current page, the last page and previous and next on a phone', async () => {
    const { unmount } = await show(5, 10)
    expect(shownOn('narrow')).toEqual(['Página anterior', '1', '…', '5', '…', '10', 'Próxima página'])
    unmount()
    // Near the start, the pages up to the current one are there, and the ellipsis before the last page.
    await show(3, 10)
    expect(shownOn('narrow')).toEqual(['Página anterior', '1', '2', '3', '…', '10', 'Próxima página'])
  })

  it('shows the controls that lead nowhere as disabled links without an address', async () => {
    await show(1, 3)
    for (const name of ['Primeira página', 'Página anterior']) {
      const control = pager().getByRole('link', { name })
      expect(control.getAttribute('aria-disabled')).toBe('true')
      expect(control.hasAttribute('href')).toBe(false)
    }
    expect(pager().getByRole('link', { name: 'Próxima página' }).getAttribute('aria-disabled')).toBeNull()
  })

  it('renders nothing for a single page', async () => {
    await show(1, 1)
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})

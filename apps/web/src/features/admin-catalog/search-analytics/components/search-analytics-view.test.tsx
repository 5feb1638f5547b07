import { screen, within } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi, type FakeRequest } from '../../../../testing/fake-api'
import { renderWithProviders } from '../../../../testing/render'
import { createTestStore } from '../../../../testing/store'
import { dailyClickThrough, SearchAnalyticsView } from './search-analytics-view'

afterEach(() => vi.unstubAllGlobals())

const query = (text: string, searches: number, noResults: number, clicks: number) => ({
  type: 'search-queries',
  id: `pt-BR:${text}`,
  attributes: { query: text, language: 'pt-BR', searches, noResults, clicks },
})
const document = (data: ReturnType<typeof query>[]) => ({
  status: 200,
  body: {
    data,
    meta: {
      days: 30,
      language: null,
      searches: 200,
      noResults: 20,
      clicks: 90,
      noResultRate: 0.1,
      clickThroughRate: 0.5,
      trend: [
        { day: '2026-11-27', searches: 100, noResults: 10, clicks: 45 },
        { day: '2026-11-28', searches: 100, noResults: 10, clicks: 45 },
      ],
    },
  },
})

async function show(catalogue: boolean) {
  const fake = installFakeApi({
    'GET /api/v1/admin/search/analytics': (request: FakeRequest) => {
      if (request.query.get('filter[noResults]')) return document([query('botina', 20, 20, 0)])
      if (request.query.get('filter[noClicks]')) return document([query('abafador', 5, 0, 0)])
      return document([query('luva nitrílica', 120, 0, 80), query('botina', 20, 20, 0)])
    },
    'GET /api/v1/admin/search/blocked-terms': { status: 200, body: { data: [], meta: { total: 0 } } },
  })
  await renderWithProviders(
    <ReduxProvider store={createTestStore()}>
      <SearchAnalyticsView catalogue={catalogue} />
    </ReduxProvider>,
    { namespaces: ['admin-catalog'], route: '/admin/buscas' },
  )
  return fake
}

describe('back office: Buscas', { timeout: 20_000 }, () => {
  it('shows the rates, the top, no-result and no-click queries, a no-result query linking to a new synonym', async () => {
    const fake = await show(true)
    expect(await screen.findByText('10%')).toBeDefined()
    expect(screen.getByText('50%')).toBeDefined()
    const noResults = (
      await screen.findByRole('heading', { name: 'Buscas sem resultado', level: 2 })
    ).closest('div')!
    const link = await within(noResults).findByRole('link', { name: 'Adicionar um sinônimo para "botina"' })
    expect(link.getAttribute('href')).toBe('/admin/sinonimos?termo=botina&idioma=pt-BR')
    expect(await screen.findByText('abafador')).toBeDefined()
    expect(screen.getByText('luva nitrílica')).toBeDefined()
    expect(screen.getByRole('heading', { name: 'Fora das buscas populares' })).toBeDefined()
    expect(
      fake.calls.every(
        (call) => call.path !== '/api/v1/admin/search/analytics' || call.query.get('filter[days]') === '30',
      ),
    ).toBe(true)
  })

  it('shows a role outside the catalogue the numbers, without synonym links nor blocked terms', async () => {
    await show(false)
    expect(await screen.findByText('abafador')).toBeDefined()
    expect(screen.queryByRole('link', { name: /Adicionar um sinônimo/ })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Fora das buscas populares' })).toBeNull()
  })

  it('shows no rate before there is a search to divide by: a dash, not 0 %', async () => {
    installFakeApi({
      'GET /api/v1/admin/search/analytics': {
        status: 200,
        body: {
          data: [],
          meta: {
            days: 30,
            language: null,
            searches: 0,
            noResults: 0,
            clicks: 0,
            noResultRate: 0,
            clickThroughRate: 0,
            trend: [],
          },
        },
      },
      'GET /api/v1/admin/search/blocked-terms': { status: 200, body: { data: [], meta: { total: 0 } } },
    })
    await renderWithProviders(
      <ReduxProvider store={createTestStore()}>
        <SearchAnalyticsView catalogue={false} />
      </ReduxProvider>,
      { namespaces: ['admin-catalog'], route: '/admin/buscas' },
    )
    expect(await screen.findAllByText('—')).toHaveLength(2)
    expect(screen.queryByText('0%')).toBeNull()
  })
})

describe('the trend of the click-through rate', () => {
  it('is clicks per search that found something, and no rate (a gap) on a day without one', () => {
    expect(dailyClickThrough({ searches: 100, noResults: 10, clicks: 45 })).toBe(50)
    expect(dailyClickThrough({ searches: 3, noResults: 0, clicks: 1 })).toBe(33.3)
    expect(dailyClickThrough({ searches: 0, noResults: 0, clicks: 0 })).toBeNull()
    expect(dailyClickThrough({ searches: 4, noResults: 4, clicks: 0 })).toBeNull()
  })
})

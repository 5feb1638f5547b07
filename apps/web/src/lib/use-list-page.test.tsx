import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { useListPage } from './use-list-page'

type Args = { page: number; q: string; status: string; sort: string }
type Answer = { items: string[]; total: number }

/** An endpoint as RTK Query makes them: it records what the list asked for and answers `answer`. */
function fakeEndpoint(answer: Partial<{ data: Answer; isLoading: boolean; error: unknown }>) {
  const calls: Args[] = []
  const refetch = vi.fn()
  const endpoint = {
    Types: {} as { QueryArg: Args; ResultType: Answer },
    useQuery: (args: Args) => {
      calls.push(args)
      return { isLoading: false, isFetching: false, refetch, ...answer }
    },
  }
  return { endpoint, calls, refetch }
}

function renderList(address: string, answer: Parameters<typeof fakeEndpoint>[0] = {}) {
  const { endpoint, calls, refetch } = fakeEndpoint(answer)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  )
  const { result } = renderHook(
    () => ({
      list: useListPage({
        defaults: { status: 'all', sort: '-createdAt' },
        allowed: { status: ['all', 'open', 'closed'] },
        endpoint,
        args: (state) => state,
      }),
      location: useLocation(),
    }),
    { wrapper },
  )
  return { result, calls, refetch }
}

describe('useListPage', () => {
  it('reads the search, filters and page from the address, and asks the endpoint for them', () => {
    const { result, calls } = renderList('/lista?q=luva&status=open&page=3', {
      data: { items: [], total: 45 },
    })
    expect(result.current.list.state).toEqual({ q: 'luva', status: 'open', sort: '-createdAt', page: 3 })
    expect(calls.at(-1)).toEqual({ q: 'luva', status: 'open', sort: '-createdAt', page: 3 })
    // Page 3 of 45 rows, 20 a page: the last five.
    expect(result.current.list).toMatchObject({ total: 45, pages: 3, from: 41, to: 45, empty: false })
  })

  it('reads a filter value it does not know (an old link) as the default', () => {
    const { result } = renderList('/lista?status=archived&page=0')
    expect(result.current.list.state).toMatchObject({ status: 'all', page: 1 })
  })

  it('goes back to the first page when a filter or the search changes, and keeps defaults out of the address', () => {
    const { result, calls } = renderList('/lista?page=4&status=open')
    act(() => result.current.list.filter({ status: 'closed' }))
    expect(result.current.location.search).toBe('?status=closed')
    act(() => result.current.list.setPage(2))
    act(() => result.current.list.search('bota'))
    expect(result.current.location.search).toBe('?status=closed&q=bota')
    act(() => result.current.list.filter({ status: 'all' }))
    expect(result.current.location.search).toBe('?q=bota')
    expect(calls.at(-1)).toEqual({ q: 'bota', status: 'all', sort: '-createdAt', page: 1 })
  })

  it('gives a filter to a control as its value and onChange, which goes back to the first page', () => {
    const { result } = renderList('/lista?status=open&page=2')
    const status = result.current.list.field('status')
    expect(status.value).toBe('open')
    act(() => status.onChange('closed'))
    expect(result.current.location.search).toBe('?status=closed')
    expect(result.current.list.field('status').value).toBe('closed')
  })

  it('changes the page alone, and keeps the page for values that do not change the list', () => {
    const { result } = renderList('/lista?q=luva')
    act(() => result.current.list.setPage(2))
    expect(result.current.location.search).toBe('?q=luva&page=2')
    act(() => result.current.list.set({ sort: 'name' }))
    expect(result.current.location.search).toBe('?q=luva&page=2&sort=name')
    expect(result.current.list.state.page).toBe(2)
  })

  it('is empty once loaded with nothing, not while loading; retry asks again', () => {
    const loading = renderList('/lista', { isLoading: true })
    expect(loading.result.current.list).toMatchObject({ empty: false, from: 0, to: 0, pages: 1 })
    const empty = renderList('/lista', { data: { items: [], total: 0 } })
    expect(empty.result.current.list.empty).toBe(true)
    empty.result.current.list.retry()
    expect(empty.refetch).toHaveBeenCalledOnce()
  })
})

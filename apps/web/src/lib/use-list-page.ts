import { useUrlState } from './use-url-state'

type Filters = Record<string, string>

/** What a list endpoint's hook answers: the shape of RTK Query's `useQuery` result. */
export type ListQueryResult<D> = {
  data?: D | undefined
  error?: unknown
  isLoading: boolean
  isFetching: boolean
  refetch: () => unknown
}

/**
 * An RTK Query endpoint: `Types` names its argument and answer (the hook's own result type is generic, so the
 * answer's type cannot be read from it).
 */
export type ListEndpoint<A, D> = {
  Types: { QueryArg: A; ResultType: D }
  useQuery: (args: A) => ListQueryResult<unknown>
}

export type ListState<F extends Filters> = F & { q: string; page: number }

/** What a list screen (and ListView) works with: the address's state, how to change it, the answer. */
// The default, no filters but the search: what ListView needs of any list.
export type ListPage<F extends Filters = Record<never, string>, D = unknown> = {
  state: ListState<F>
  /** Changes filters (or the search) and goes back to the first page: the old page may not exist any more. */
  filter(changes: Partial<F & { q: string }>): void
  search(q: string): void
  setPage(page: number): void
  /** Changes address values that do not change the list (an open drawer), on the same page. */
  set(changes: Partial<F>): void
  /** One filter as a control's `value` and `onChange` (tabs, a segmented control, the sort). */
  field(key: keyof F & string): { value: string; onChange: (value: string) => void }
  data: D | undefined
  error: unknown
  /** The first load, with nothing to show yet. */
  isLoading: boolean
  /** Any load, the next page's included (the old rows stay shown meanwhile). */
  isFetching: boolean
  retry: () => void
  total: number
  pages: number
  /** The rows shown, counted from 1 ("11 to 20 of 50"); both 0 when nothing matches. */
  from: number
  to: number
  /** Loaded, and nothing matches. */
  empty: boolean
}

export type ListPageOptions<F extends Filters, A, D> = {
  /** The filters kept in the address, with their defaults (the search `q` and `page` come with every list). */
  defaults: F
  /** The values a filter may take: any other value in the address (an old link) reads as its default. */
  allowed?: { [K in keyof F]?: readonly string[] }
  pageSize?: number
  /** The list's endpoint, e.g. `customersApi.endpoints.listCustomers` (RTK Query). */
  endpoint: ListEndpoint<A, D>
  /** The endpoint's arguments for the current address. */
  args: (state: ListState<F>) => A
}

/**
 * A paged back-office list: its search, filters and page in the address (a filtered page can be shared and
 * survives a reload), the request for the current page, and the counts its footer shows.
 */
export function useListPage<F extends Filters, A, D extends { total: number }>({
  defaults,
  allowed = {},
  pageSize = 20,
  endpoint,
  args,
}: ListPageOptions<F, A, D>): ListPage<F, D> {
  const [raw, update] = useUrlState<ListState<F>>({ q: '', ...defaults, page: 1 })
  const state = { ...raw }
  const values: Record<string, string | number> = state
  for (const [key, options] of Object.entries(allowed) as [string, readonly string[]][])
    if (!options.includes(String(values[key]))) values[key] = (defaults as Filters)[key] ?? ''
  const answer = endpoint.useQuery(args(state))
  const { error, isLoading, isFetching, refetch } = answer
  const data = answer.data as D | undefined
  const total = data?.total ?? 0
  const filter = (changes: Partial<F & { q: string }>) =>
    update({ ...changes, page: 1 } as Partial<ListState<F>>)
  return {
    state,
    filter,
    search: (q) => filter({ q } as Partial<F & { q: string }>),
    setPage: (page) => update({ page } as Partial<ListState<F>>),
    set: (changes) => update(changes as Partial<ListState<F>>),
    field: (key) => ({
      value: state[key],
      onChange: (value) => filter({ [key]: value } as Partial<F & { q: string }>),
    }),
    data,
    error,
    isLoading,
    isFetching,
    retry: () => void refetch(),
    total,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    from: total === 0 ? 0 : (state.page - 1) * pageSize + 1,
    to: Math.min(total, state.page * pageSize),
    empty: !isLoading && total === 0,
  }
}

import { api } from '../../../lib/api-client'

type StateWithApi = { [api.reducerPath]: ReturnType<typeof api.reducer> }

/**
 * The seed's "products flag": loading is set when a product list fetch starts and cleared when it finishes
 * (with data or an error). RTK Query already keeps that in the store as each cache entry's status, so this
 * is a selector over it rather than a second copy that could drift: true while any `listProducts` request is
 * pending, whatever its filters.
 */
export function selectProductsLoading(state: StateWithApi): boolean {
  return Object.values(state[api.reducerPath].queries).some(
    (entry) => entry?.endpointName === 'listProducts' && entry.status === 'pending',
  )
}

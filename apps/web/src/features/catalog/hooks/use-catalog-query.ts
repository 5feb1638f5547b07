import { productQueryToString, type ProductQuery } from '@escudo/contracts'
import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { catalogQueryOf } from '../utils/page-queries'

/**
 * The catalogue's whole state (filters, release flag, search, sort, page) lives in the query string:
 * parsed with the server's schema, written back with its inverse. Every change is a history entry, so
 * Back undoes the last filter and a shared link shows the same list.
 */
export function useCatalogQuery(): [ProductQuery, (next: ProductQuery) => void] {
  const { search, pathname } = useLocation()
  const navigate = useNavigate()
  const query = useMemo(() => catalogQueryOf(search), [search])
  const update = useCallback(
    (next: ProductQuery) => {
      const text = productQueryToString(next)
      void navigate({ pathname, search: text ? `?${text}` : '' }, { preventScrollReset: true })
    },
    [navigate, pathname],
  )
  return [query, update]
}

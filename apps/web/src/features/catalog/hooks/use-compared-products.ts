import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useEffect, useMemo } from 'react'
import { shallowEqual, useDispatch, useSelector } from 'react-redux'
import { catalogApi, type Product } from '../api/catalog-api'

export type ComparedColumn = { slug: string; product: Product | undefined; loading: boolean }

const { getProduct } = catalogApi.endpoints
type ApiState = Parameters<ReturnType<typeof getProduct.select>>[0]

/**
 * The products of the comparison, by slug, in order: each one the product page's own request (so a page
 * rendered on the server has them already, and a product opened after comes from the cache). A slug the API
 * does not know (or an unpublished product) is a column with no product.
 */
export function useComparedProducts(slugs: string[]): ComparedColumn[] {
  const dispatch = useDispatch<ThunkDispatch<ApiState, unknown, UnknownAction>>()
  const key = slugs.join(',')
  useEffect(() => {
    const requests = key
      .split(',')
      .filter(Boolean)
      .map((slug) => dispatch(getProduct.initiate(slug)))
    return () => requests.forEach((request) => request.unsubscribe())
  }, [dispatch, key])
  // One selector per slug, kept: each returns the same object while its request's state stays.
  const selectors = useMemo(
    () =>
      key
        .split(',')
        .filter(Boolean)
        .map((slug) => getProduct.select(slug)),
    [key],
  )
  const results = useSelector((state: ApiState) => selectors.map((select) => select(state)), shallowEqual)
  return useMemo(
    () =>
      key
        .split(',')
        .filter(Boolean)
        .map((slug, index) => {
          const result = results[index]!
          return {
            slug,
            product: result.data ?? undefined,
            loading: result.isUninitialized || result.isLoading,
          }
        }),
    [key, results],
  )
}

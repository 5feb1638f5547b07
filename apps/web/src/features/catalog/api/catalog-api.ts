import type {
  AlternativeReason,
  BannerAttributes,
  FilterGroupAttributes,
  Facets,
  ProductAttributes,
  ProductListDocument,
  ProductQuery,
  ProductSummaryAttributes,
} from '@escudo/contracts'
import { NOT_A_VIEW_HEADER, productQueryToString } from '@escudo/contracts'
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query'
import type { z } from 'zod'
import { api, type ApiFailure } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'

/** The shapes the UI works with: JSON:API resources flattened to `{ id, ...attributes }`. */
export type FilterGroup = { id: string } & z.infer<typeof FilterGroupAttributes>
export type ProductSummary = { id: string } & ProductSummaryAttributes
export type Product = { id: string } & ProductAttributes & { commentCount: number }
export type Banner = { id: string } & z.infer<typeof BannerAttributes>
/** A valid alternative to a product that cannot be quoted, with why it is offered (strongest first). */
export type Alternative = ProductSummary & { reasons: AlternativeReason[] }
export type ProductPage = {
  products: ProductSummary[]
  total: number
  facets: Facets
  /** When the search found nothing, the closest query that finds something with the same filters. */
  didYouMean: string | null
  /** With a search: its id, which a click on a result reports (analytics, no personal data). */
  searchId: string | null
  /** A path of the site a search rule sends this search to (issue 36): the page goes there. */
  redirect: string | null
}

export const SUGGESTION_COUNT = 6
const SUGGESTION_QUERY: ProductQuery = {
  q: undefined,
  filters: {},
  isLancamento: false,
  sort: undefined,
  page: { number: 1, size: SUGGESTION_COUNT },
}

/** One published product by id or slug: null when the API does not know it (404), the failure otherwise. */
async function readProduct(
  baseQuery: (args: string | FetchArgs) => ReturnType<BaseQueryFn<string | FetchArgs, unknown, unknown>>,
  idOrSlug: string,
  headers: Record<string, string>,
) {
  const result = await baseQuery({ url: `/products/${encodeURIComponent(idOrSlug)}`, headers })
  if (result.error) {
    const error = result.error as ApiFailure
    return error.status === 404 ? { data: null } : { error }
  }
  return { data: (result.data as Deserialized<Product>).data }
}

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFilters: build.query<FilterGroup[], void>({
      query: () => '/filters',
      transformResponse: (response: Deserialized<FilterGroup[]>) => response.data,
      providesTags: ['Taxonomy'],
      // Taxonomy changes rarely; a visit keeps it.
      keepUnusedDataFor: 600,
    }),
    listProducts: build.query<ProductPage, ProductQuery>({
      query: (query) => `/products?${productQueryToString(query)}`,
      transformResponse: (response: Deserialized<ProductSummary[], ProductListDocument['meta']>) => ({
        products: response.data,
        total: response.meta.total,
        facets: response.meta.facets,
        didYouMean: response.meta.didYouMean ?? null,
        searchId: response.meta.searchId ?? null,
        redirect: response.meta.redirect ?? null,
      }),
      providesTags: ['Product'],
    }),
    /**
     * A few matches for the search box while typing: only what the dropdown shows, no facets used. The text
     * alone searches in Portuguese; `{ q, lang: 'en' }` in English (an English page's box).
     */
    searchSuggestions: build.query<
      { products: ProductSummary[]; total: number; searchId: string | null },
      string | { q: string; lang: 'en' }
    >({
      query: (text) => ({
        url: `/products?${productQueryToString({ ...SUGGESTION_QUERY, ...(typeof text === 'string' ? { q: text } : text) })}`,
        // Keystrokes are not searches: the box reports the session's one search when it ends (decision 051).
        headers: { 'x-search-typing': '1' },
      }),
      transformResponse: (response: Deserialized<ProductSummary[], ProductListDocument['meta']>) => ({
        products: response.data,
        total: response.meta.total,
        searchId: response.meta.searchId ?? null,
      }),
      providesTags: ['Product'],
    }),
    /**
     * The product, or `null` when the API knows no such product (its 404): an answer, not a failure, so the
     * browser keeps the server's answer instead of asking again as it hydrates (RTK Query asks again for a
     * query in error whenever a component subscribes to it).
     */
    getProduct: build.query<Product | null, string>({
      queryFn: (idOrSlug, _api, _extra, baseQuery) => readProduct(baseQuery, idOrSlug, {}),
      providesTags: (product) => [{ type: 'Product', id: product?.id ?? 'unknown' }, 'Comment'],
    }),
    /** A product read for a list, not a visit to its page (no view counted; its own cache entry). */
    getProductWithoutView: build.query<Product | null, string>({
      queryFn: (idOrSlug, _api, _extra, baseQuery) =>
        readProduct(baseQuery, idOrSlug, { [NOT_A_VIEW_HEADER]: '1' }),
    }),
    getAlternatives: build.query<Alternative[], string>({
      query: (id) => `/products/${encodeURIComponent(id)}/alternatives`,
      transformResponse: (
        response: Deserialized<ProductSummary[], { reasons: Record<string, AlternativeReason[]> }>,
      ) => response.data.map((product) => ({ ...product, reasons: response.meta.reasons[product.id] ?? [] })),
      providesTags: ['Product'],
    }),
    getMostPopular: build.query<ProductSummary[], number | void>({
      query: (size) => `/products/most-popular${size ? `?page[size]=${size}` : ''}`,
      transformResponse: (response: Deserialized<ProductSummary[]>) => response.data,
      providesTags: ['Product'],
    }),
    getHighlights: build.query<ProductSummary[], void>({
      query: () => '/highlights',
      transformResponse: (response: Deserialized<ProductSummary[]>) => response.data,
      providesTags: ['Highlight', 'Product'],
    }),
    /** The popular searches the empty search box suggests (queries that find products; staff block terms). */
    getPopularSearches: build.query<string[], 'pt-BR' | 'en'>({
      query: (lang) => `/popular-searches${lang === 'en' ? '?lang=en' : ''}`,
      transformResponse: (response: Deserialized<{ query: string }[]>) =>
        response.data.map((entry) => entry.query),
      keepUnusedDataFor: 600,
    }),
    getBanners: build.query<Banner[], void>({
      query: () => '/banners',
      transformResponse: (response: Deserialized<Banner[]>) => response.data,
      providesTags: ['Banner'],
    }),
  }),
})

export const {
  useGetFiltersQuery,
  useListProductsQuery,
  useSearchSuggestionsQuery,
  useGetProductQuery,
  useGetMostPopularQuery,
  useGetAlternativesQuery,
  useGetHighlightsQuery,
  useGetBannersQuery,
  useGetPopularSearchesQuery,
} = catalogApi

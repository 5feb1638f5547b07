import type {
  BannerAttributes,
  FilterGroupAttributes,
  Facets,
  ProductAttributes,
  ProductQuery,
  ProductSummaryAttributes,
} from '@escudo/contracts'
import { productQueryToString } from '@escudo/contracts'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import type { Deserialized } from '../../../lib/jsonapi'

/** The shapes the UI works with: JSON:API resources flattened to `{ id, ...attributes }`. */
export type FilterGroup = { id: string } & z.infer<typeof FilterGroupAttributes>
export type ProductSummary = { id: string } & ProductSummaryAttributes
export type Product = { id: string } & ProductAttributes & { commentCount: number }
export type Banner = { id: string } & z.infer<typeof BannerAttributes>
export type ProductPage = { products: ProductSummary[]; total: number; facets: Facets }

export const SUGGESTION_COUNT = 6
const SUGGESTION_QUERY: ProductQuery = {
  q: undefined,
  filters: {},
  isLancamento: false,
  sort: undefined,
  page: { number: 1, size: SUGGESTION_COUNT },
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
      transformResponse: (response: Deserialized<ProductSummary[]>) => ({
        products: response.data,
        total: response.meta.total as number,
        facets: response.meta.facets as Facets,
      }),
      providesTags: ['Product'],
    }),
    /**
     * A few matches for the search box while typing: only what the dropdown shows, no facets used. The text
     * alone searches in Portuguese; `{ q, lang: 'en' }` in English (an English page's box).
     */
    searchSuggestions: build.query<
      { products: ProductSummary[]; total: number },
      string | { q: string; lang: 'en' }
    >({
      query: (text) =>
        `/products?${productQueryToString({ ...SUGGESTION_QUERY, ...(typeof text === 'string' ? { q: text } : text) })}`,
      transformResponse: (response: Deserialized<ProductSummary[]>) => ({
        products: response.data,
        total: response.meta.total as number,
      }),
      providesTags: ['Product'],
    }),
    getProduct: build.query<Product, string>({
      query: (idOrSlug) => `/products/${encodeURIComponent(idOrSlug)}`,
      transformResponse: (response: Deserialized<Product>) => response.data,
      providesTags: (product) => [{ type: 'Product', id: product?.id ?? 'unknown' }, 'Comment'],
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
  useGetHighlightsQuery,
  useGetBannersQuery,
} = catalogApi

// Plain values with no zod, so the web app's first chunk can use them without the schemas.

/** The nine filter groups of product.md section 2, in the order the sidebar shows them. */
export const PRIMARY_GROUPS = [
  'brands',
  'categories',
  'heights',
  'riskTypes',
  'segments',
  'materials',
  'families',
  'certificates',
  'packaging',
] as const
export type PrimaryGroup = (typeof PRIMARY_GROUPS)[number]

/**
 * Secondary groups, shown only when the category (or, for height gear, a work-at-height option) they
 * belong to is selected. The ids are part of the API (`filter[glove.size]`); their options are data.
 */
export const SECONDARY_GROUPS = [
  'glove.size',
  'glove.cutLevel',
  'glove.coating',
  'glove.cuffLength',
  'glasses.lensTint',
  'glasses.antiFog',
  'glasses.antiScratch',
  'height.harnessClass',
  'height.connectorType',
  'height.lanyardLength',
  'vest.visibilityClass',
  'vest.colour',
  'coverall.size',
  'coverall.protectionType',
] as const
export type SecondaryGroup = (typeof SECONDARY_GROUPS)[number]

export const FILTER_GROUPS = [...PRIMARY_GROUPS, ...SECONDARY_GROUPS] as const
export type FilterGroupId = (typeof FILTER_GROUPS)[number]

/** A product has exactly one option of these groups; the others are multi-valued. */
export const SINGLE_VALUED_GROUPS = ['brands', 'categories', 'families', 'packaging'] as const

/** The product attribute that holds each primary group's option id(s). */
export const GROUP_ATTRIBUTE = {
  brands: 'brand',
  categories: 'category',
  heights: 'heights',
  riskTypes: 'riskTypes',
  segments: 'segments',
  materials: 'materials',
  families: 'family',
  certificates: 'certificates',
  packaging: 'packaging',
} as const satisfies Record<PrimaryGroup, string>

/** The facet key of the release flag in `meta.facets`; its one option is `true`. */
export const RELEASE_FACET = 'isLancamento'

export const PRODUCT_SORTS = ['relevance', '-popularity', 'name', '-name', '-createdAt'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** Longer searches are cut here: nobody types more, and it bounds the work of one request. */
export const SEARCH_QUERY_MAX_LENGTH = 200
/** Option ids one group filter may list; more is a malformed request. */
export const FILTER_OPTIONS_MAX = 100
/** The longest option id a list filter accepts. */
export const OPTION_ID_MAX_LENGTH = 64

/** A CA that expires within this many days is flagged on the product page. */
export const CA_EXPIRY_WARNING_DAYS = 90

/**
 * The header of a product read that is not a visit to its page (the quote list taking over the lines a form kept
 * without script): the product counts no view for it. Anyone may send it; it can only leave a view uncounted.
 */
export const NOT_A_VIEW_HEADER = 'x-escudo-not-a-view'

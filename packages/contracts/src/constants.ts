// Plain values with no zod, so the web app's first chunk can use them without the schemas.

/** The media type of every API document; plain `application/json` is accepted too. */
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json'

export const PAGE_SIZE_DEFAULT = 12
export const PAGE_SIZE_MAX = 100
/** Deeper pages are refused: 10,000 pages is beyond any real browsing and bounds the work of one request. */
export const PAGE_NUMBER_MAX = 10_000

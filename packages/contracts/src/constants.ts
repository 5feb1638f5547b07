// Plain values with no zod, so the web app's first chunk can use them without the schemas.

/** The media type of every API document; plain `application/json` is accepted too. */
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json'

export const PAGE_SIZE_DEFAULT = 12
export const PAGE_SIZE_MAX = 100

import { ESTIMATE_QUANTITY_MAX } from './constants'

/**
 * The cookie holding the quote list a product page's form added without JavaScript (decision 047): JSON of
 * `[productId, size | null, quantity]` lines, written by the server, taken into the script's list and cleared by it.
 */
export const QUOTE_LIST_COOKIE = 'escudo-quote'
/** The lines that cookie holds at most (~70 bytes each, well inside a browser's 4 KB per cookie). */
export const QUOTE_LIST_COOKIE_LINES_MAX = 40

/** A product (its id), its size or null, and a quantity. */
export type QuoteCookieLine = { productId: string; size: string | null; quantity: number }
type Stored = [string, string | null, number]

const isStored = (value: unknown): value is Stored =>
  Array.isArray(value) &&
  value.length === 3 &&
  typeof value[0] === 'string' &&
  value[0].length > 0 &&
  value[0].length <= 64 &&
  (value[1] === null || (typeof value[1] === 'string' && value[1].length <= 40)) &&
  Number.isInteger(value[2]) &&
  (value[2] as number) >= 1 &&
  (value[2] as number) <= ESTIMATE_QUANTITY_MAX

/** The cookie's lines from a `Cookie` header (or `document.cookie`); whatever is not a line is dropped. */
export function readQuoteCookie(header: string | undefined): QuoteCookieLine[] {
  const raw = header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${QUOTE_LIST_COOKIE}=`))
    ?.slice(QUOTE_LIST_COOKIE.length + 1)
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw))
    if (!Array.isArray(parsed)) return []
    return parsed
      .filter(isStored)
      .slice(0, QUOTE_LIST_COOKIE_LINES_MAX)
      .map(([productId, size, quantity]) => ({ productId, size, quantity }))
  } catch {
    return []
  }
}

/** The cookie's value for these lines (what `readQuoteCookie` reads back). */
export const quoteCookieValue = (lines: QuoteCookieLine[]) =>
  encodeURIComponent(JSON.stringify(lines.map((line): Stored => [line.productId, line.size, line.quantity])))

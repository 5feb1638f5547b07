import {
  ESTIMATE_QUANTITY_MAX,
  QUOTE_LIST_COOKIE,
  QUOTE_LIST_COOKIE_LINES_MAX,
  quoteCookieValue,
  readQuoteCookie,
  type QuoteCookieLine,
} from '@escudo/contracts'

/*
 * The quote list of a visitor without JavaScript (decision 047): the lines a product page's form added, kept in a
 * cookie until the script takes them into its own list (localStorage) and clears it. Plain JSON, not signed: it
 * is the visitor's own list, trusted for nothing (the server reads each product again before showing it). The
 * format is the contracts' (quote-cookie.ts), which the script reads too.
 */
export const QUOTE_COOKIE = QUOTE_LIST_COOKIE
export const QUOTE_COOKIE_LINES_MAX = QUOTE_LIST_COOKIE_LINES_MAX
export { readQuoteCookie }
export type CookieLine = QuoteCookieLine
/** The cookie's value past which it is refused (never sent to a browser that would drop it). */
const VALUE_MAX_BYTES = 3800
const MAX_AGE_SECONDS = 30 * 24 * 3600

/**
 * The list with a line added, as `quoteList.add` does in the browser: the same product in the same size adds its
 * quantity (at most ESTIMATE_QUANTITY_MAX); 'full' when a new line would pass the cookie's bound.
 */
export function addLine(lines: CookieLine[], line: CookieLine): CookieLine[] | 'full' {
  const same = (each: CookieLine) => each.productId === line.productId && each.size === line.size
  if (lines.some(same))
    return lines.map((each) =>
      same(each)
        ? { ...each, quantity: Math.min(ESTIMATE_QUANTITY_MAX, each.quantity + line.quantity) }
        : each,
    )
  if (lines.length >= QUOTE_COOKIE_LINES_MAX) return 'full'
  const next = [...lines, line]
  return quoteCookieValue(next).length > VALUE_MAX_BYTES ? 'full' : next
}

/**
 * The `Set-Cookie` header for these lines: the whole site's (the script reads it on any page), SameSite=Lax (no
 * other site's form or request carries it), readable by the script (not HttpOnly: it takes the lines and clears it).
 */
export function quoteCookieHeader(lines: CookieLine[], secure: boolean): string {
  const attributes = ['Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])]
  if (lines.length === 0) return [`${QUOTE_COOKIE}=`, 'Max-Age=0', ...attributes].join('; ')
  return [`${QUOTE_COOKIE}=${quoteCookieValue(lines)}`, `Max-Age=${MAX_AGE_SECONDS}`, ...attributes].join(
    '; ',
  )
}

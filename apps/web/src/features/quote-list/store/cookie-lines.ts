import { QUOTE_LIST_COOKIE, readQuoteCookie, type QuoteCookieLine } from '@escudo/contracts'
import { quoteList, type NewQuoteLine } from './quote-list'

/** A line the server kept in the quote cookie (a product page's form sent without JavaScript, decision 047). */
export type CookieLine = QuoteCookieLine

/** The cookie's lines (none when it is absent or unreadable): the contracts' reading, the server's too. */
export const readCookieLines = (cookie: string): CookieLine[] => readQuoteCookie(cookie)

/** What a quote line needs of its product; undefined when it is no longer listed. */
export type LoadProduct = (
  productId: string,
) => Promise<Omit<NewQuoteLine, 'quantity' | 'size' | 'note'> | undefined>

/**
 * Moves the cookie's lines into the script's own list (localStorage), merging a product already there in the
 * same size as `quoteList.add` does, then clears the cookie: from now on the list lives in the browser. The
 * cookie goes first, so two tabs starting together do not add the lines twice.
 */
export async function takeCookieLines(load: LoadProduct): Promise<number> {
  const lines = readCookieLines(document.cookie)
  if (lines.length === 0) return 0
  document.cookie = `${QUOTE_LIST_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
  let taken = 0
  for (const line of lines) {
    const product = await load(line.productId).catch(() => undefined)
    if (!product) continue
    quoteList.add({ ...product, size: line.size, quantity: line.quantity })
    taken += 1
  }
  return taken
}

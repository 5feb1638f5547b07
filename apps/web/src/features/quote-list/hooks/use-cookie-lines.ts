import { useEffect } from 'react'
import { takeCookieLines, type LoadProduct } from '../store/cookie-lines'

/**
 * Once the script runs, the quote lines a product page's form kept in a cookie (decision 047) join the quote list.
 * `load` reads a product (the route passes the catalogue's).
 */
export function useCookieLines(load: LoadProduct): void {
  useEffect(() => {
    void takeCookieLines(load)
  }, [load])
}

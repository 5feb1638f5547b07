import { RESET_PASSWORD_PATH } from './constants'
import { STAFF_INVITATION_PATH } from './staff-roles'

/**
 * Where the web app's pages are never rendered on the server: the back office, the dashboard template and the
 * storefront's pages that belong to one visitor (signing in, the account, favourites, the quote list). The server
 * answers them with the app's shell without asking its render threads (apps/server's pages plugin); the web
 * app's renderer (entry-server.tsx) decides the same, and its test checks every route against this list.
 * robots.txt keeps crawlers out of them (apps/server's seo folder).
 */
export const APP_ONLY_PATHS = [
  '/admin',
  '/dashboard',
  '/entrar',
  '/cadastro',
  '/esqueci-a-senha',
  RESET_PASSWORD_PATH,
  STAFF_INVITATION_PATH,
  '/minha-conta',
  '/favoritos',
  '/orcamento',
]

/** Whether the server may render the page at `pathname` (its answer is public, the same for every visitor). */
export function isServerRenderedPath(pathname: string): boolean {
  return !APP_ONLY_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

/** A storefront page the server renders, as its address names it. */
export type StorefrontPage =
  { kind: 'home' } | { kind: 'catalog' } | { kind: 'contact' } | { kind: 'product'; slug: string }

/**
 * The storefront page at `pathname`, when it is one of those the server renders (any other address is the
 * not-found page). The server sends a page's head before its render when the page is known to exist.
 */
export function storefrontPage(pathname: string): StorefrontPage | undefined {
  if (pathname === '/') return { kind: 'home' }
  if (pathname === '/produtos') return { kind: 'catalog' }
  if (pathname === '/contato') return { kind: 'contact' }
  const product = /^\/produtos\/([^/]+)$/.exec(pathname)?.[1]
  if (!product) return undefined
  try {
    return { kind: 'product', slug: decodeURIComponent(product) }
  } catch {
    return undefined
  }
}

import { RESET_PASSWORD_PATH } from './constants'
import { languageOfPath } from './language'
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

/**
 * Whether the server may render the page at `address` (its answer is public, the same for every visitor), in
 * either language (`/en/minha-conta` is the account page too).
 */
export function isServerRenderedPath(address: string): boolean {
  const { path: pathname } = languageOfPath(address)
  return !APP_ONLY_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

/** A storefront page the server renders, as its address names it. */
export type StorefrontPage =
  | { kind: 'home' }
  | { kind: 'catalog' }
  | { kind: 'contact' }
  | { kind: 'ca-lookup' }
  | { kind: 'where-to-buy' }
  | { kind: 'compare' }
  | { kind: 'product'; slug: string }

/**
 * The storefront page at `address`, when it is one of those the server renders (any other address is the
 * not-found page), in either language (`/en/produtos/x` is product x's page). The server sends a page's head
 * before its render when the page is known to exist.
 */
export function storefrontPage(address: string): StorefrontPage | undefined {
  const { path: pathname } = languageOfPath(address)
  if (pathname === '/') return { kind: 'home' }
  if (pathname === '/produtos') return { kind: 'catalog' }
  if (pathname === '/contato') return { kind: 'contact' }
  if (pathname === '/consulta-ca') return { kind: 'ca-lookup' }
  if (pathname === '/onde-comprar') return { kind: 'where-to-buy' }
  if (pathname === '/comparar') return { kind: 'compare' }
  const product = /^\/produtos\/([^/]+)$/.exec(pathname)?.[1]
  if (!product) return undefined
  try {
    return { kind: 'product', slug: decodeURIComponent(product) }
  } catch {
    return undefined
  }
}

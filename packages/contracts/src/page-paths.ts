import { RESET_PASSWORD_PATH } from './constants'

/**
 * Where the web app's pages are never rendered on the server: the back office, the dashboard template and the
 * storefront's pages that belong to one visitor (signing in, the account, favourites, the quote list). The server
 * answers them with the app's shell without asking its render threads (apps/server's pages plugin); the web
 * app's renderer (entry-server.tsx) decides the same, and its test checks every route against this list.
 */
const APP_ONLY_PATHS = [
  '/admin',
  '/dashboard',
  '/entrar',
  '/cadastro',
  '/esqueci-a-senha',
  RESET_PASSWORD_PATH,
  '/minha-conta',
  '/favoritos',
  '/orcamento',
]

/** Whether the server may render the page at `pathname` (its answer is public, the same for every visitor). */
export function isServerRenderedPath(pathname: string): boolean {
  return !APP_ONLY_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

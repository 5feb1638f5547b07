import { DEFAULT_LANGUAGE, languageOfPath } from '@escudo/contracts'
import type { LoaderFunctionArgs } from 'react-router'
import { goTo } from './go-to'

/**
 * The loader of the back office's and the dashboard's routes. They have no English addresses (decision 032), but
 * an English page's router has the basename `/en`: a link or a redirect there (`?next=/admin` after signing in,
 * the back office after accepting an invitation) would open `/en/admin…`. Under `/en` this opens the address
 * without it as a new page instead; the loader runs before the router commits, so the address bar never shows
 * `/en/admin…`. Elsewhere it does nothing.
 */
export function leaveEnglishPages({ request }: LoaderFunctionArgs): null | Promise<never> {
  const { pathname, search } = new URL(request.url)
  const { language, path } = languageOfPath(pathname)
  if (language === DEFAULT_LANGUAGE) return null
  goTo(`${path}${search}`)
  // The page is going: the English router never renders the area.
  return new Promise<never>(() => undefined)
}

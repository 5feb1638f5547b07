import { pathInLanguage } from '@escudo/contracts'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useHref, useLocation } from 'react-router'
import { goTo } from './go-to'
import { chosenLanguage, DEFAULT_LANGUAGE } from './i18n'
import { isStorefrontPath, pageLanguage, urlLanguage } from './language-url'
import { localizedPath } from './page-url'

/**
 * Keeps the page's texts in its language as the reader moves between pages client-side (decision 041): a
 * storefront page in its address's, the back office and the dashboard in the reader's choice. A move from those
 * areas (one address, any language) to a storefront page of the other language than the one the reader chose
 * (a link, signing out) opens that page at the chosen language's address instead, as the head script does for
 * a full load. In the browser only: the server renders storefront pages already in their URL's language.
 */
export function useUrlLanguage() {
  const { i18n } = useTranslation()
  const { pathname, search, hash } = useLocation()
  const language = urlLanguage(useHref('/'))
  const address = localizedPath(pathname, language)
  useEffect(() => {
    const chosen = chosenLanguage()
    if (isStorefrontPath(pathname) && chosen && chosen !== language) {
      goTo(pathInLanguage(`${pathname}${search}${hash}`, chosen))
      return
    }
    const shown = pageLanguage(address, chosen ?? DEFAULT_LANGUAGE)
    if (i18n.language !== shown) void i18n.changeLanguage(shown)
  }, [i18n, address, pathname, search, hash, language])
}

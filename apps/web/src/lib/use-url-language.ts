import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useHref, useLocation } from 'react-router'
import { chosenLanguage, DEFAULT_LANGUAGE } from './i18n'
import { pageLanguage, urlLanguage } from './language-url'
import { localizedPath } from './page-url'

/**
 * Shows each storefront page in its language (lib/language-url.ts, decision 032) as the reader moves between
 * pages: a public page in its URL's (the router's basename, `/en`, says it), sign-in and the account pages at
 * their Portuguese addresses in the reader's choice. The app starts in the right one (main.tsx); this follows
 * client-side navigation, e.g. from the back office to a public page. In the browser only: the server renders
 * public pages, already in their URL's language.
 */
export function useUrlLanguage() {
  const { i18n } = useTranslation()
  const { pathname } = useLocation()
  const address = localizedPath(pathname, urlLanguage(useHref('/')))
  useEffect(() => {
    const language = pageLanguage(address, chosenLanguage() ?? DEFAULT_LANGUAGE)
    if (i18n.language !== language) void i18n.changeLanguage(language)
  }, [i18n, address])
}

import {
  APP_AREAS,
  DEFAULT_LANGUAGE,
  ENGLISH_PREFIX,
  languageOfPath,
  pathInLanguage,
  type Language,
} from '@escudo/contracts'

/*
 * The language in the URL (decision 032) and the reader's choice (decision 041). The storefront's pages are in
 * the language of their address: Portuguese at today's paths, English under `/en` (the router's basename there,
 * so every link of an English page stays English); a reader who chose the other language with the switcher was
 * moved to its address before the page painted (the head script, contracts' language-choice.ts). The back
 * office and the dashboard have one address and follow the reader's choice in place.
 */

/** The language an address is in: English under `/en`, Portuguese elsewhere. */
export const urlLanguage = (pathname: string): Language => languageOfPath(pathname).language

/** The router's basename for an address: `/en` for an English one, none for a Portuguese one. */
export const routerBasename = (pathname: string): string =>
  urlLanguage(pathname) === DEFAULT_LANGUAGE ? '' : ENGLISH_PREFIX

/** Whether a (Portuguese) path is the storefront's, whose language is its address's: not the back office's or the dashboard's. */
export const isStorefrontPath = (path: string): boolean =>
  !APP_AREAS.some((area) => path === area || path.startsWith(`${area}/`))

/**
 * The address the app starts at, when it should not be the one in the address bar (null otherwise): the back
 * office and the dashboard have no English addresses, so `/en/admin` (typed, an old link) is `/admin`.
 */
export function startingAddress({
  pathname,
  search,
  hash,
}: {
  pathname: string
  search: string
  hash: string
}) {
  const { language, path } = languageOfPath(pathname)
  return language !== DEFAULT_LANGUAGE && !isStorefrontPath(path) ? `${path}${search}${hash}` : null
}

/** The language a page shows: a storefront page, its address's; the back office and the dashboard, the reader's choice. */
export function pageLanguage(pathname: string, chosen: Language): Language {
  const { language, path } = languageOfPath(pathname)
  return isStorefrontPath(path) ? language : chosen
}

/**
 * The same page (query and fragment kept) in another language, from the router's location (its pathname is
 * the Portuguese path: the basename is not part of it).
 */
export const pageInLanguage = (
  { pathname, search, hash }: { pathname: string; search: string; hash: string },
  language: Language,
): string => pathInLanguage(`${pathname}${search}${hash}`, language)

import {
  DEFAULT_LANGUAGE,
  ENGLISH_PREFIX,
  isServerRenderedPath,
  languageOfPath,
  pathInLanguage,
  type Language,
} from '@escudo/contracts'
import { paths } from '../config/paths'

/*
 * The language in the URL (decision 032). The storefront's public pages are in the language of their address:
 * Portuguese at today's paths, English under `/en` (the router's basename there, so every link of an English
 * page stays English). The pages no crawler sees (the back office, the dashboard, the account and sign-in
 * pages at their Portuguese addresses) follow the reader's choice (the cookie), as before.
 */

/** The language an address is in: English under `/en`, Portuguese elsewhere. */
export const urlLanguage = (pathname: string): Language => languageOfPath(pathname).language

/** The router's basename for an address: `/en` for an English one, none for a Portuguese one. */
export const routerBasename = (pathname: string): string =>
  urlLanguage(pathname) === DEFAULT_LANGUAGE ? '' : ENGLISH_PREFIX

const APP_AREAS = [paths.admin.root.path, paths.dashboard.root.path]

/** Whether a (Portuguese) path is the storefront's, whose language is its address's: not the back office's or the dashboard's. */
export const isStorefrontPath = (path: string): boolean =>
  !APP_AREAS.some((area) => path === area || path.startsWith(`${area}/`))

/**
 * The address the app starts at, when it should not be the one in the address bar (null otherwise). The back
 * office and the dashboard have no English addresses: `/en/admin` is `/admin`. A storefront page that is never
 * rendered on the server (the account, sign-in, the quote list: not indexed) opened at its Portuguese address
 * by a reader who chose English (a link in an email) moves to its English address, so its links stay English.
 * Public pages never move: their URL says their language, for crawlers and shared links alike.
 */
export function startingAddress(
  { pathname, search, hash }: { pathname: string; search: string; hash: string },
  chosen: Language | null,
): string | null {
  const { language, path } = languageOfPath(pathname)
  if (language !== DEFAULT_LANGUAGE && !isStorefrontPath(path)) return `${path}${search}${hash}`
  if (language === DEFAULT_LANGUAGE && chosen && chosen !== language && !isServerRenderedPath(path))
    return isStorefrontPath(path) ? pathInLanguage(`${path}${search}${hash}`, chosen) : null
  return null
}

/**
 * The language a page shows: English under `/en`; a public page at its Portuguese address, Portuguese; the
 * others (the back office, the dashboard, sign-in, the account…), the reader's choice.
 */
export function pageLanguage(pathname: string, chosen: Language): Language {
  const { language, path } = languageOfPath(pathname)
  if (language !== DEFAULT_LANGUAGE) return language
  return isStorefrontPath(path) && isServerRenderedPath(path) ? DEFAULT_LANGUAGE : chosen
}

/**
 * The same page (query and fragment kept) in another language, from the router's location (its pathname is
 * the Portuguese path: the basename is not part of it).
 */
export const pageInLanguage = (
  { pathname, search, hash }: { pathname: string; search: string; hash: string },
  language: Language,
): string => pathInLanguage(`${pathname}${search}${hash}`, language)

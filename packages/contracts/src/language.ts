/* The interface's languages, the cookie that carries a reader's choice, and the language of an address. */
import { ENGLISH_PREFIX, LANGUAGE_COOKIE } from './language-choice'

export const LANGUAGES = ['pt-BR', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'pt-BR'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The language cookie's raw value in a Cookie header (or `document.cookie`), if it is there. */
export function languageCookieValue(cookies: string | undefined): string | undefined {
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookies ?? '')?.[1]
}

/** The language a request asks for through the cookie; the default when it names none we speak. */
export function languageOfCookie(cookieHeader: string | undefined): Language {
  const raw = languageCookieValue(cookieHeader)
  let value: string | undefined
  try {
    value = raw === undefined ? undefined : decodeURIComponent(raw)
  } catch {
    value = undefined
  }
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}

/** A path's language and the path without its language's prefix (`/en/produtos` → `en`, `/produtos`). */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  if (pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`))
    return { language: 'en', path: pathname.slice(ENGLISH_PREFIX.length) || '/' }
  return { language: DEFAULT_LANGUAGE, path: pathname }
}

/** A Portuguese page's path (and query) in a language: `/produtos?q=x` → `/en/produtos?q=x`, `/` → `/en`. */
export function pathInLanguage(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path
  return path === '/' || path.startsWith('/?') || path.startsWith('/#')
    ? `${ENGLISH_PREFIX}${path.slice(1)}`
    : `${ENGLISH_PREFIX}${path}`
}

/**
 * A URL as RFC 3986 lets it be written: `[` and `]` percent-encoded after the host (the catalogue's
 * `filter[…]` parameters), the host left as it is (an IPv6 address keeps its brackets). Canonical URLs,
 * hreflang alternates and sitemaps write the same text for the same page, as search engines compare them.
 */
export function withEncodedBrackets(url: string): string {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? ''
  return authority + url.slice(authority.length).replaceAll('[', '%5B').replaceAll(']', '%5D')
}

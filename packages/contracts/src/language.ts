/* The interface's languages, and the cookie that carries a reader's choice to the server. */

export const LANGUAGES = ['pt-BR', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'pt-BR'

/**
 * The choice, kept by the browser for the server: it renders the first page in it (apps/web's
 * entry-server.tsx), and its page cache keys pages by it.
 */
export const LANGUAGE_COOKIE = 'escudo_language'

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

/**
 * Where English pages live (decision 032): `/en` before the Portuguese page's path (`/en/produtos/luva`); the
 * Portuguese pages keep their paths. The URL says a page's language, whatever the cookie says.
 */
export const ENGLISH_PREFIX = '/en'

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

import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  languageCookieValue,
  languageOfCookie,
  LANGUAGES,
  type Language,
} from '@escudo/contracts'

// Shared with the server (the cookie carries the reader's choice; a page's URL says its language: decision 032).
export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, languageOfCookie, LANGUAGES } from '@escudo/contracts'
export type { Language } from '@escudo/contracts'

const STORAGE_KEY = 'escudo.language'
const ONE_YEAR = 60 * 60 * 24 * 365

/** The language chosen in this browser, if any. */
function storedChoice(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return isLanguage(value) ? value : null
  } catch {
    // Storage can be blocked (private mode, strict settings): pt-BR is the default anyway.
    return null
  }
}

const storedLanguage = (): Language => storedChoice() ?? DEFAULT_LANGUAGE

/**
 * The language the reader chose (the switcher), if any: the cookie's, or the one this browser kept before the
 * cookie existed. The back office and the dashboard show it; a storefront page shows its URL's.
 */
export function chosenLanguage(): Language | null {
  const cookie = languageCookieValue(document.cookie)
  return cookie === undefined ? storedChoice() : languageOfCookie(document.cookie)
}

/** Keeps the reader's choice, for the server and the next visits (the switcher calls it). */
export function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${ONE_YEAR}; samesite=lax`
  try {
    localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Not remembered; still switched for this visit.
  }
}

/** What the browser's instance and the server's share. */
const SHARED_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
} satisfies InitOptions

const loadResource = (language: string, namespace: string) =>
  import(`../locales/${language}/${namespace}.json`) as Promise<{ default: Record<string, unknown> }>

/** Texts the server rendered a page with: the browser starts with them, so its first render matches. */
export type ServerTexts = { language: Language; resources: Resource }

/**
 * pt-BR is the default whatever the browser says: the brand's buyers are in Brazil, and the choice of English
 * is remembered once made (`rememberLanguage`). `language`: the page's (main.tsx: its URL's, or the choice for
 * the back office); a page rendered on the server hydrates in its own. Each area loads its own namespace, so
 * the storefront never downloads the dashboard's texts.
 */
export async function initI18n(
  instance: I18n = i18next,
  server?: ServerTexts,
  language?: Language,
): Promise<I18n> {
  instance.on('languageChanged', (changed) => {
    document.documentElement.lang = changed
  })
  await instance
    .use(initReactI18next)
    .use(resourcesToBackend(loadResource))
    .init({
      // A page rendered on the server hydrates in the language it was rendered in (its URL's).
      lng: server?.language ?? language ?? storedLanguage(),
      ...(server ? { resources: server.resources, partialBundledLanguages: true } : {}),
      ...SHARED_OPTIONS,
      ns: ['common'],
    })
  document.documentElement.lang = instance.language
  // A choice made before the cookie existed is kept in it from now on.
  const stored = storedChoice()
  if (stored && languageCookieValue(document.cookie) === undefined) rememberLanguage(stored)
  return instance
}

/**
 * One instance per language on the server, made on first use with every namespace a page rendered there
 * may use; renders only read it.
 */
const serverInstances = new Map<Language, Promise<I18n>>()
export const SERVER_NAMESPACES = ['common', 'storefront', 'catalog', 'customer']

export function serverI18n(language: Language): Promise<I18n> {
  let ready = serverInstances.get(language)
  if (!ready) {
    const instance = i18next.createInstance()
    ready = instance
      .use(initReactI18next)
      .use(resourcesToBackend(loadResource))
      .init({
        lng: language,
        ...SHARED_OPTIONS,
        ns: SERVER_NAMESPACES,
      })
      .then(() => instance)
    serverInstances.set(language, ready)
  }
  return ready
}

/** The texts of a language that a server-rendered page ships with it. */
export function serverTexts(instance: I18n): ServerTexts {
  const language = instance.language as Language
  const resources: Resource = { [language]: {} }
  const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE]
  for (const lng of languages) {
    resources[lng] = Object.fromEntries(
      SERVER_NAMESPACES.map((namespace) => [namespace, instance.getResourceBundle(lng, namespace) ?? {}]),
    )
  }
  return { language, resources }
}

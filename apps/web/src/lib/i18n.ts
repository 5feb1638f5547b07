import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  languageCookieValue,
  LANGUAGES,
  type Language,
} from '@escudo/contracts'

// Shared with the server (its page cache keys pages by the cookie's language).
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

function rememberLanguage(language: string) {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${ONE_YEAR}; samesite=lax`
  try {
    localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Not remembered; still switched for this visit.
  }
}

/**
 * A language chosen in this browser before the choice was also kept in a cookie (which the server reads):
 * the server rendered the page in the default language, and the app switches to the reader's once it is
 * alive. Read before `initI18n`, which remembers the page's language.
 */
export function languageToRestore(server: ServerTexts | undefined): Language | null {
  if (!server || languageCookieValue(document.cookie) !== undefined) return null
  const stored = storedChoice()
  return stored && stored !== server.language ? stored : null
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
 * pt-BR is the default whatever the browser says: the brand's buyers are in
 * Brazil, and the choice of English is remembered once made. Each area loads
 * its own namespace, so the storefront never downloads the dashboard's texts.
 */
export async function initI18n(instance: I18n = i18next, server?: ServerTexts): Promise<I18n> {
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language
    rememberLanguage(language)
  })
  await instance
    .use(initReactI18next)
    .use(resourcesToBackend(loadResource))
    .init({
      // A page rendered on the server hydrates in the language it was rendered in (its cookie's).
      lng: server?.language ?? storedLanguage(),
      ...(server ? { resources: server.resources, partialBundledLanguages: true } : {}),
      ...SHARED_OPTIONS,
      ns: ['common'],
    })
  document.documentElement.lang = instance.language
  // A choice made before the cookie existed reaches the server from now on.
  if (!server) rememberLanguage(instance.language)
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

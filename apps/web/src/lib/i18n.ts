import i18next, { type i18n as I18n } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'

export const LANGUAGES = ['pt-BR', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'pt-BR'

const STORAGE_KEY = 'escudo.language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return isLanguage(value) ? value : DEFAULT_LANGUAGE
  } catch {
    // Storage can be blocked (private mode, strict settings): pt-BR is the default anyway.
    return DEFAULT_LANGUAGE
  }
}

/**
 * pt-BR is the default whatever the browser says: the brand's buyers are in
 * Brazil, and the choice of English is remembered once made. Each area loads
 * its own namespace, so the storefront never downloads the dashboard's texts.
 */
export async function initI18n(instance: I18n = i18next): Promise<I18n> {
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language
    try {
      localStorage.setItem(STORAGE_KEY, language)
    } catch {
      // Not remembered; still switched for this visit.
    }
  })
  await instance
    .use(initReactI18next)
    .use(
      resourcesToBackend(
        (language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`),
      ),
    )
    .init({
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    })
  document.documentElement.lang = instance.language
  return instance
}

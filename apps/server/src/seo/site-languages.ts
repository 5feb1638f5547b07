import { DEFAULT_LANGUAGE, LANGUAGES, pathInLanguage, type Language } from '@escudo/contracts'

/** One language of the storefront as crawlers see it. */
export type SiteLanguage = {
  language: Language
  /** A page's Portuguese path (`/produtos/luva`) as this language's path. */
  localize: (path: string) => string
}

/**
 * The languages whose pages have URLs of their own (decision 032): Portuguese at today's paths, English under
 * `/en`. Each has its own sitemaps, is an hreflang alternate of every sitemap entry and has its lines in
 * robots.txt.
 */
export const SITE_LANGUAGES: SiteLanguage[] = LANGUAGES.map((language) => ({
  language,
  localize: (path) => pathInLanguage(path, language),
}))

/** The start of a language's sitemap file names: none for the default language (`products-1.xml`), `en-` for English. */
export const sitemapFilePrefix = ({ language }: SiteLanguage) =>
  language === DEFAULT_LANGUAGE ? '' : `${language.toLowerCase()}-`

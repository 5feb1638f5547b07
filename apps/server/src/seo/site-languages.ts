import { DEFAULT_LANGUAGE, type Language } from '@escudo/contracts'

/** One language of the storefront as crawlers see it. */
export type SiteLanguage = {
  language: Language
  /** A page's Portuguese path (`/produtos/luva`) as this language's path. */
  localize: (path: string) => string
}

/**
 * The languages whose pages have URLs of their own: only Portuguese today, at today's paths. When English pages
 * get theirs (`/en/…`, issue 22), one more entry here gives them their own sitemaps, the hreflang alternates of
 * every sitemap entry and their lines in robots.txt.
 */
export const SITE_LANGUAGES: SiteLanguage[] = [{ language: DEFAULT_LANGUAGE, localize: (path) => path }]

/** The start of a language's sitemap file names: none for the default language (`products-1.xml`), `en-` for English. */
export const sitemapFilePrefix = ({ language }: SiteLanguage) =>
  language === DEFAULT_LANGUAGE ? '' : `${language.toLowerCase()}-`

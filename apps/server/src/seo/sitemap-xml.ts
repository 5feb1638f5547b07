import { DEFAULT_LANGUAGE, withEncodedBrackets } from '@escudo/contracts'
import type { SiteLanguage } from './site-languages'

/** A page for the sitemaps, by its Portuguese path; each language writes its own URL of it. */
export type SitemapPage = {
  path: string
  lastmod?: Date
  /** The path of the page's main image (the same in every language). */
  image?: string
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!)

/**
 * A URL as the sitemap protocol wants it: RFC 3986 (the catalogue's `filter[categories]` brackets
 * percent-encoded: they are not allowed in a query) and then entity-escaped.
 */
export const sitemapUrl = (url: string) => escapeXml(withEncodedBrackets(url))

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** The hreflang alternates of one page: every language's URL and x-default, only once there are two languages. */
function alternates(page: SitemapPage, publicUrl: string, languages: SiteLanguage[]): string {
  if (languages.length < 2) return ''
  const link = (hreflang: string, language: SiteLanguage) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${sitemapUrl(publicUrl + language.localize(page.path))}"/>`
  const fallback = languages.find((language) => language.language === DEFAULT_LANGUAGE) ?? languages[0]!
  return languages.map((language) => link(language.language, language)).join('') + link('x-default', fallback)
}

/** One child sitemap: the pages in `language`, with their last change, image and alternates. */
export function urlsetXml(
  pages: SitemapPage[],
  {
    publicUrl,
    language,
    languages,
  }: { publicUrl: string; language: SiteLanguage; languages: SiteLanguage[] },
): string {
  const urls = pages.map((page) => {
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : ''
    const image = page.image
      ? `<image:image><image:loc>${sitemapUrl(publicUrl + page.image)}</image:loc></image:image>`
      : ''
    const loc = sitemapUrl(publicUrl + language.localize(page.path))
    return `<url><loc>${loc}</loc>${lastmod}${image}${alternates(page, publicUrl, languages)}</url>\n`
  })
  return (
    HEADER +
    `<urlset xmlns="${SITEMAP_NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"` +
    ` xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('')}</urlset>\n`
  )
}

/** The sitemap index: the absolute URLs of the child sitemaps. */
export function sitemapIndexXml(locations: string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${sitemapUrl(loc)}</loc></sitemap>\n`)
  return `${HEADER}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`
}

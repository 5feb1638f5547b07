import { APP_ONLY_PATHS } from '@escudo/contracts'
import type { SiteLanguage } from './site-languages'

/**
 * robots.txt: crawlers stay out of the pages that belong to one visitor or to the staff (the same list the
 * server never renders, from contracts) and out of the API, except the product images the sitemaps and link
 * previews point at. Rules are path prefixes: `/admin` covers `/admin/produtos`.
 */
export function robotsTxt(publicUrl: string, languages: SiteLanguage[]): string {
  const disallowed = new Set(
    languages.flatMap(({ localize }) => APP_ONLY_PATHS.map((path) => localize(path))),
  )
  return [
    'User-agent: *',
    // The longest matching rule wins, so product images stay open under the closed API.
    'Allow: /api/v1/products/*/images/',
    'Disallow: /api/',
    ...[...disallowed].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

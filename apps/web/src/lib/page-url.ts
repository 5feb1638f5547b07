import { pathInLanguage, withEncodedBrackets, type Language } from '@escudo/contracts'

/**
 * A page's address in a language, from its Portuguese path (and query): Portuguese pages are at today's paths,
 * English ones under `/en` (decision 032). Every canonical URL, hreflang alternate, Open Graph URL and
 * structured-data URL goes through it.
 */
export function localizedPath(path: string, language: Language): string {
  return pathInLanguage(path, language)
}

/**
 * A path on this site (or an absolute URL, left as it is) made absolute from the site's public address, with
 * its brackets percent-encoded as the sitemap writes them (`withEncodedBrackets`).
 */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return withEncodedBrackets(
    `${publicUrl.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`,
  )
}

import type { Language } from '@escudo/contracts'

/**
 * A page's address in a language. Both languages are at today's (Portuguese) paths, the language chosen by
 * the cookie; when English pages get their own addresses (`/en/…`, issue 22), this is the one function
 * that changes, and every canonical URL, Open Graph URL and structured-data URL follows.
 */
export function localizedPath(path: string, _language: Language): string {
  return path
}

/** A path on this site (or an absolute URL, left as it is) made absolute from the site's public address. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${publicUrl.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

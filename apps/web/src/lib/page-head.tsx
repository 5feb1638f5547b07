import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@escudo/contracts'
import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ON_SERVER } from './on-server'
import { absoluteUrl, localizedPath } from './page-url'

/** What a public page tells search engines and link previews about itself, beside its title. */
export type PageMeta = {
  description: string
  /**
   * The address (path and query, as the Portuguese pages have it) search engines should index for this page;
   * none for the not-found page.
   */
  canonical?: string
  /** Absent: indexable. `noindex,follow`: a variant of another page (facets, sort, search, page 2…). */
  robots?: 'noindex' | 'noindex,follow'
  /** The Open Graph type: a product page is a `product`. */
  type?: 'website' | 'product'
  /**
   * The picture of a link preview: a path on this site or an absolute URL, with its size when known (a
   * product's 1200×630 rendition), so a reader lays out the card before it fetches the picture.
   */
  image?: { url: string; alt: string; width?: number; height?: number } | undefined
  /** schema.org objects written as JSON-LD, their URLs already absolute (`useAbsoluteUrl`, `usePageUrl`). */
  structuredData?: object[]
  /**
   * The page in every language, and `x-default` (Portuguese), as hreflang alternates: made from `canonical`
   * by `usePageMeta`, not given by pages.
   */
  alternates?: { hreflang: string; href: string }[]
}

/** A page's hreflang alternates from its Portuguese path: each language's URL, and Portuguese as x-default. */
export const pageAlternates = (path: string, absolute: (path: string) => string) => [
  ...LANGUAGES.map((language) => ({ hreflang: language, href: absolute(localizedPath(path, language)) })),
  { hreflang: 'x-default', href: absolute(localizedPath(path, DEFAULT_LANGUAGE)) },
]

/**
 * Where a page rendered on the server leaves its title and metadata (its URLs made absolute), for
 * entry-server.tsx to write into the `<head>` (lib/page-head-html.ts). The last page component to render
 * wins: the deepest route's.
 */
export class PageHeadCollector {
  title: string | null = null
  meta: PageMeta | null = null

  setTitle(title: string) {
    this.title = title
  }

  setMeta(meta: PageMeta) {
    this.meta = meta
  }
}

type PageHeadContextValue = { collector: PageHeadCollector | null; publicUrl: string }

const PageHeadContext = createContext<PageHeadContextValue>({
  collector: null,
  publicUrl: ON_SERVER ? '' : window.location.origin,
})

/**
 * The server's collector, and the site's public address (the server's PUBLIC_URL) that canonical and
 * structured-data URLs start with. The browser gets it from the page the server rendered (main.tsx); a page
 * that started as the app's shell uses the address bar's origin.
 */
export function PageHeadProvider({
  collector = null,
  publicUrl,
  children,
}: {
  collector?: PageHeadCollector | null
  publicUrl: string
  children: ReactNode
}) {
  return <PageHeadContext value={{ collector, publicUrl }}>{children}</PageHeadContext>
}

/** The collector a title or metadata is given to, on the server only. */
export const usePageHeadCollector = () => useContext(PageHeadContext).collector

/** Makes a path on this site (or an absolute URL, left as it is) absolute, from the site's public address. */
export function useAbsoluteUrl(): (pathOrUrl: string) => string {
  const { publicUrl } = useContext(PageHeadContext)
  return useCallback((pathOrUrl: string) => absoluteUrl(publicUrl, pathOrUrl), [publicUrl])
}

/** A page's absolute address in the language it is read in (lib/page-url.ts), from its Portuguese path. */
export function usePageUrl(): (path: string) => string {
  const absolute = useAbsoluteUrl()
  const { i18n } = useTranslation()
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  return (path) => absolute(localizedPath(path, language))
}

/** The `<head>` element a tag is kept in, found by its selector or created. */
function headElement(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector)
  if (found) return found
  const element = create()
  document.head.append(element)
  return element
}

/** The `<meta name>` tag with this content, created if the head has none. */
function metaNamed(name: string, content: string) {
  const element = headElement(`meta[name="${name}"]`, () =>
    Object.assign(document.createElement('meta'), { name }),
  )
  element.setAttribute('content', content)
  return element
}

function canonicalLink(href: string) {
  const element = headElement('link[rel="canonical"]', () =>
    Object.assign(document.createElement('link'), { rel: 'canonical' }),
  )
  element.setAttribute('href', href)
  return element
}

/** The `<link rel="alternate" hreflang>` tag of one language (or x-default), created if the head has none. */
function alternateLink(hreflang: string, href: string) {
  const element = headElement(`link[rel="alternate"][hreflang="${hreflang}"]`, () =>
    Object.assign(document.createElement('link'), { rel: 'alternate', hreflang }),
  )
  element.setAttribute('href', href)
  return element
}

/**
 * The page's metadata. On the server, written into the `<head>` with Open Graph tags and JSON-LD; in the
 * browser, the description, canonical address, hreflang alternates and robots rule follow client-side
 * navigation (what a crawler that runs scripts reads), and leave with the page. Link previews and JSON-LD
 * are read from the server's HTML, so the browser leaves those as the first page had them.
 */
export function usePageMeta(meta: PageMeta) {
  const collector = usePageHeadCollector()
  const pageUrl = usePageUrl()
  const absolute = useAbsoluteUrl()
  const canonical = meta.canonical === undefined ? undefined : pageUrl(meta.canonical)
  // The collector keeps every URL absolute, as the head needs them.
  if (ON_SERVER)
    collector?.setMeta({
      ...meta,
      canonical,
      ...(meta.canonical === undefined ? {} : { alternates: pageAlternates(meta.canonical, absolute) }),
      image: meta.image && { ...meta.image, url: absolute(meta.image.url) },
    })
  const { description, robots, canonical: portuguesePath } = meta
  useEffect(() => {
    // Reused or created, and removed when the page goes: the next page never keeps a tag it does not have.
    const kept = [metaNamed('description', description)]
    if (canonical) kept.push(canonicalLink(canonical))
    if (portuguesePath !== undefined) {
      for (const { hreflang, href } of pageAlternates(portuguesePath, absolute))
        kept.push(alternateLink(hreflang, href))
    }
    if (robots) kept.push(metaNamed('robots', robots))
    return () => {
      for (const element of kept) element.remove()
    }
  }, [description, canonical, portuguesePath, absolute, robots])
}

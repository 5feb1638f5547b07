import { expect } from 'vitest'
import type { App } from '../../src/app'

export const PUBLIC_URL = 'https://loja.escudo.example'

export type SitemapUrl = { loc: string; lastmod?: string; image?: string }

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&')

const textOf = (xml: string, tag: string) => {
  const found = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1]
  return found === undefined ? undefined : unescapeXml(found)
}

/**
 * Checks what a crawler's parser would refuse (a declaration first, no bare `&`, every element closed) and
 * reads the entries: no XML parser is a dependency of ours, and these files use only a few flat elements.
 */
function wellFormed(xml: string, root: string, entry: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  expect(xml.trimEnd().endsWith(`</${root}>`)).toBe(true)
  // RFC 3986 (the sitemap protocol): no bracket, space or other character a URL may not hold, raw.
  for (const [, url] of xml.matchAll(/<(?:loc|image:loc)>([^<]*)</g))
    expect(url).toMatch(/^[\w\-.~:/?#@!$&'()*+,;=%]+$/)
  for (const [, url] of xml.matchAll(/href="([^"]*)"/g)) expect(url).toMatch(/^[\w\-.~:/?#@!$&'()*+,;=%]+$/)
  const blocks = [...xml.matchAll(new RegExp(`<${entry}>([\\s\\S]*?)</${entry}>`, 'g'))].map((m) => m[1]!)
  expect(xml.split(`<${entry}>`).length - 1).toBe(blocks.length)
  return blocks
}

export function readUrlset(xml: string): SitemapUrl[] {
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
  return wellFormed(xml, 'urlset', 'url').map((block) => {
    const lastmod = textOf(block, 'lastmod')
    const image = textOf(block, 'image:loc')
    return { loc: textOf(block, 'loc')!, ...(lastmod ? { lastmod } : {}), ...(image ? { image } : {}) }
  })
}

/** Each entry's hreflang alternates, by its `loc`: `{ 'pt-BR': url, en: url, 'x-default': url }`. */
export function readAlternates(xml: string): Record<string, Record<string, string>> {
  return Object.fromEntries(
    wellFormed(xml, 'urlset', 'url').map((block) => [
      textOf(block, 'loc')!,
      Object.fromEntries(
        [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
          m[1]!,
          unescapeXml(m[2]!),
        ]),
      ),
    ]),
  )
}

export function readIndex(xml: string): string[] {
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  return wellFormed(xml, 'sitemapindex', 'sitemap').map((block) => textOf(block, 'loc')!)
}

/** GETs a sitemap file by its absolute URL and checks it is served as XML. */
export async function fetchXml(app: App, url: string) {
  const response = await app.inject({ url: url.replace(PUBLIC_URL, '') })
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
  return response
}

/** Every URL of every child the index lists, file by file. */
export async function crawl(app: App) {
  const files = readIndex((await fetchXml(app, `${PUBLIC_URL}/sitemap.xml`)).body)
  const children = await Promise.all(files.map(async (file) => readUrlset((await fetchXml(app, file)).body)))
  return { files, children, urls: children.flat() }
}

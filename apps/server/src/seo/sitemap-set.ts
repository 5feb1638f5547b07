import { sitemapFilePrefix, type SiteLanguage } from './site-languages'
import { SITEMAP_KINDS, type SitemapKind, type SitemapSource } from './sitemap-sources'
import { sitemapIndexXml, urlsetXml } from './sitemap-xml'

/** The protocol's limit of URLs per sitemap file (sitemaps.org). */
export const SITEMAP_URLS_MAX = 50_000

export type SitemapSetOptions = {
  publicUrl: string
  languages: SiteLanguage[]
  sources: Record<SitemapKind, SitemapSource>
  /** URLs per child file before the next one starts (tests split with a few). */
  urlsPerFile?: number
}

const FILE_NAME = /^(?<kind>[a-z]+)-(?<number>[1-9][0-9]{0,8})\.xml$/

/**
 * The sitemap index and its children, one set per language: `/sitemaps/{kind}-{n}.xml` for Portuguese (and
 * `/sitemaps/en-{kind}-{n}.xml` once English has URLs), each kind split every `urlsPerFile` URLs.
 */
export function sitemapSet({
  publicUrl,
  languages,
  sources,
  urlsPerFile = SITEMAP_URLS_MAX,
}: SitemapSetOptions) {
  const fileUrl = (language: SiteLanguage, kind: SitemapKind, number: number) =>
    `${publicUrl}/sitemaps/${sitemapFilePrefix(language)}${kind}-${number}.xml`

  /** The language, kind and number a file name stands for; undefined for a name no file has. */
  function parse(name: string) {
    for (const language of languages) {
      const prefix = sitemapFilePrefix(language)
      if (!name.startsWith(prefix)) continue
      const groups = FILE_NAME.exec(name.slice(prefix.length))?.groups
      const kind = SITEMAP_KINDS.find((known) => known === groups?.kind)
      if (kind && groups) return { language, kind, number: Number(groups.number) }
    }
    return undefined
  }

  return {
    async index(): Promise<string> {
      const files = await Promise.all(
        SITEMAP_KINDS.map(async (kind) => ({
          kind,
          count: Math.ceil((await sources[kind].count()) / urlsPerFile),
        })),
      )
      return sitemapIndexXml(
        languages.flatMap((language) =>
          files.flatMap(({ kind, count }) =>
            Array.from({ length: count }, (_, i) => fileUrl(language, kind, i + 1)),
          ),
        ),
      )
    },

    /** A child sitemap by its file name; undefined when there is none (the first of a kind always exists). */
    async file(name: string): Promise<string | undefined> {
      const file = parse(name)
      if (!file) return undefined
      const pages = await sources[file.kind].read((file.number - 1) * urlsPerFile, urlsPerFile)
      if (pages.length === 0 && file.number > 1) return undefined
      return urlsetXml(pages, { publicUrl, language: file.language, languages })
    },
  }
}

import type { PageMeta } from './page-head'
import { scriptJson } from './script-json'

/** What every page's head tags share: its full title, its language and the site's name. */
export type HeadContext = { title: string; language: string; siteName: string }

// Open Graph writes locales with an underscore, and a region.
const OG_LOCALES: Record<string, string> = { 'pt-BR': 'pt_BR', en: 'en_US' }

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const metaTag = (key: 'name' | 'property', name: string, content: string | undefined) =>
  content === undefined ? '' : `<meta ${key}="${name}" content="${escapeAttribute(content)}">`

/**
 * A page's tags for the server's `<head>`, after its title (apps/server's page-template.ts): description,
 * canonical address, robots rule, Open Graph and Twitter card (a link pasted in a chat shows its picture and
 * name) and its JSON-LD, every value escaped. Nothing for a page that gave no metadata.
 */
export function pageHeadHtml(meta: PageMeta | null, { title, language, siteName }: HeadContext): string {
  if (!meta) return ''
  const tags = [
    metaTag('name', 'description', meta.description),
    meta.canonical ? `<link rel="canonical" href="${escapeAttribute(meta.canonical)}">` : '',
    ...(meta.alternates ?? []).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeAttribute(hreflang)}" href="${escapeAttribute(href)}">`,
    ),
    metaTag('name', 'robots', meta.robots),
    metaTag('property', 'og:type', meta.type ?? 'website'),
    metaTag('property', 'og:site_name', siteName),
    metaTag('property', 'og:locale', OG_LOCALES[language] ?? language),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:url', meta.canonical),
    metaTag('property', 'og:image', meta.image?.url),
    metaTag('property', 'og:image:width', meta.image?.width?.toString()),
    metaTag('property', 'og:image:height', meta.image?.height?.toString()),
    metaTag('property', 'og:image:alt', meta.image?.alt || undefined),
    // The large card needs a picture; without one, the small card with the title and description.
    metaTag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:image', meta.image?.url),
    metaTag('name', 'twitter:image:alt', meta.image?.alt || undefined),
    ...(meta.structuredData ?? []).map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ]
  return tags.join('')
}

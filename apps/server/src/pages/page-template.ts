/**
 * The page's texts, state, markup, title and head tags put into the built index.html. `head` is HTML the
 * renderer escaped (apps/web's lib/page-head-html.ts): description, canonical, robots, Open Graph, JSON-LD.
 */
export type RenderedPage = { language: string; html: string; data: string; title: string; head: string }

export type PageTemplate = {
  /** The whole page. */
  render: (page: RenderedPage) => string
  /**
   * The page's first bytes: its head, with the styles and scripts to fetch, but for the title and the page's
   * own tags (the shell's description included). The same for every page of a language, so it can leave
   * before the page is rendered (`render` starts with it).
   */
  opening: (language: string) => string
  /** What follows `opening` in the app's shell: the browser renders the page. */
  shellRest: string
}

const ROOT = '<div id="root"></div>'
// The shell's description: a rendered page has its own, and a page must have only one.
const DESCRIPTION = /<meta\s+name="description"[^>]*>/

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/**
 * Splits index.html once, at start-up, around the language, the title and the root element: a page is then
 * a few strings joined. The title moves to the end of the head, followed by the page's tags (decision 028),
 * so that everything before it is the same for every page of a language. `data` and `head` are already
 * safe where they go (the renderer escapes them).
 */
export function pageTemplate(shellHtml: string): PageTemplate {
  const description = DESCRIPTION.exec(shellHtml)?.[0] ?? ''
  const indexHtml = description ? shellHtml.replace(description, '') : shellHtml
  const at = indexHtml.indexOf(ROOT)
  const langAt = indexHtml.indexOf('<html lang="')
  const titleAt = indexHtml.indexOf('<title>')
  const titleEnd = indexHtml.indexOf('</title>')
  const headEnd = indexHtml.indexOf('</head>')
  if (at < 0 || langAt < 0 || titleAt < 0 || titleEnd < titleAt || headEnd < titleEnd || headEnd > at) {
    throw new Error(`index.html has no ${ROOT}, no <html lang="…"> or no <title> in its head`)
  }
  const langEnd = indexHtml.indexOf('"', langAt + '<html lang="'.length)
  const doctype = indexHtml.slice(0, langAt)
  const head = indexHtml.slice(langEnd, titleAt) + indexHtml.slice(titleEnd + '</title>'.length, headEnd)
  const shellTitle = indexHtml.slice(titleAt, titleEnd + '</title>'.length)
  const body = indexHtml.slice(headEnd, at)
  const tail = indexHtml.slice(at + ROOT.length)
  const opening = (language: string) => `${doctype}<html lang="${escapeAttribute(language)}${head}`
  return {
    opening,
    render: ({ language, html, data, title, head: tags }) =>
      `${opening(language)}<title>${escapeText(title)}</title>${tags}${body}<div id="root">${html}</div>` +
      `<script type="application/json" id="escudo-page">${data}</script>${tail}`,
    shellRest: `${shellTitle}${description}${indexHtml.slice(headEnd)}`,
  }
}

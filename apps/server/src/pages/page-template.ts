/** The page's texts, state, markup and title put into the built index.html. */
export type RenderedPage = { language: string; html: string; data: string; title: string }

export type PageTemplate = { render: (page: RenderedPage) => string }

const ROOT = '<div id="root"></div>'

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/**
 * Splits index.html once, at start-up, around the root element: a page is then three strings joined.
 * `data` is already safe inside a script element (the renderer escapes `<`).
 */
export function pageTemplate(indexHtml: string): PageTemplate {
  const at = indexHtml.indexOf(ROOT)
  const langAt = indexHtml.indexOf('<html lang="')
  const titleAt = indexHtml.indexOf('<title>')
  const titleEnd = indexHtml.indexOf('</title>')
  if (at < 0 || langAt < 0 || titleAt < 0 || titleEnd < titleAt || titleEnd > at) {
    throw new Error(`index.html has no ${ROOT}, no <html lang="…"> or no <title> in its head`)
  }
  const langEnd = indexHtml.indexOf('"', langAt + '<html lang="'.length)
  const head = indexHtml.slice(0, langAt)
  const beforeTitle = indexHtml.slice(langEnd, titleAt)
  const afterTitle = indexHtml.slice(titleEnd + '</title>'.length, at)
  const tail = indexHtml.slice(at + ROOT.length)
  return {
    render: ({ language, html, data, title }) =>
      `${head}<html lang="${escapeAttribute(language)}${beforeTitle}<title>${escapeText(title)}</title>` +
      `${afterTitle}<div id="root">${html}</div>` +
      `<script type="application/json" id="escudo-page">${data}</script>${tail}`,
  }
}

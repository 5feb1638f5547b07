/** The page's texts, state and markup put into the built index.html. */
export type RenderedPage = { language: string; html: string; data: string }

export type PageTemplate = { render: (page: RenderedPage) => string }

const ROOT = '<div id="root"></div>'

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * Splits index.html once, at start-up, around the root element: a page is then three strings joined.
 * `data` is already safe inside a script element (the renderer escapes `<`).
 */
export function pageTemplate(indexHtml: string): PageTemplate {
  const at = indexHtml.indexOf(ROOT)
  const langAt = indexHtml.indexOf('<html lang="')
  if (at < 0 || langAt < 0) throw new Error(`index.html has no ${ROOT} or no <html lang="…">`)
  const langEnd = indexHtml.indexOf('"', langAt + '<html lang="'.length)
  const head = indexHtml.slice(0, langAt)
  const afterLang = indexHtml.slice(langEnd, at)
  const tail = indexHtml.slice(at + ROOT.length)
  return {
    render: ({ language, html, data }) =>
      `${head}<html lang="${escapeAttribute(language)}${afterLang}<div id="root">${html}</div>` +
      `<script type="application/json" id="escudo-page">${data}</script>${tail}`,
  }
}

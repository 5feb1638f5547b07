import { writeFile } from 'node:fs/promises'
import path from 'node:path'

/** The built index.html, reduced to what a rendered page is put into. */
export const STAND_IN_INDEX = [
  '<!doctype html>',
  '<html lang="pt-BR">',
  '<head><title>Escudo EPI</title></head>',
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>',
  '</html>',
].join('')

/**
 * The product page of the storefront's server rendering, reduced to what the test reads: like the web app's
 * `entry-server` (the contract of `plugins/app/web-app.ts`), it asks the API of the process it runs in for
 * the product (through the fetch it is given) and renders its name, or a 404.
 */
const RENDERER = `
const escape = (text) => text.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';')
export async function renderPage({ url, fetch }) {
  const match = /^\\/produtos\\/([^/]+)$/.exec(new URL(url).pathname)
  if (!match) return null
  const response = await fetch('http://escudo.internal/api/v1/products/' + match[1], {
    headers: { accept: 'application/vnd.api+json' },
  })
  const found = response.status === 200 ? (await response.json()).data.attributes : undefined
  return {
    status: found ? 200 : 404,
    language: 'pt-BR',
    html: found ? '<h1>' + escape(found.name) + '</h1>' : '<h1>Produto não encontrado</h1>',
    data: JSON.stringify({ slug: match[1] }),
    title: found ? escape(found.name) + ' · Escudo EPI' : 'Escudo EPI',
  }
}
`

/**
 * A web build stand-in in `dir` (WEB_DIST, and WEB_SSR = the returned path): the tests cannot count on
 * `npm run build` having run (it takes minutes, and CI runs the tests first), and only the server's side
 * of a rendered page is under test here.
 */
export async function writeStandInWebBuild(dir: string): Promise<string> {
  await writeFile(path.join(dir, 'index.html'), STAND_IN_INDEX)
  const entry = path.join(dir, 'entry-server.mjs')
  await writeFile(entry, RENDERER)
  return entry
}

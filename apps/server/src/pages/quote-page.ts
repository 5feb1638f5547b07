import { languageOfPath, pathInLanguage, type Language } from '@escudo/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { readQuoteCookie, type CookieLine } from './quote-cookie'
import { QUOTE_PAGE_PATHS, quoteProduct, type QuoteProduct } from './quote-form'

const TEXTS = {
  'pt-BR': {
    title: 'Lista de orçamento',
    count: (n: number) => `${n} ${n === 1 ? 'item' : 'itens'}`,
    reference: 'Ref.',
    size: 'Tamanho',
    quantity: 'Quantidade',
    send: 'Para enviar o pedido de orçamento, ative o JavaScript: a lista passa para o seu navegador e você entra na sua conta.',
    more: 'Continuar no catálogo',
  },
  en: {
    title: 'Quote list',
    count: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
    reference: 'Ref.',
    size: 'Size',
    quantity: 'Quantity',
    send: 'To send the quote request, turn JavaScript on: the list moves into your browser and you sign in.',
    more: 'Back to the catalogue',
  },
} satisfies Record<Language, unknown>

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function listHtml(language: Language, lines: { line: CookieLine; product: QuoteProduct }[]): string {
  const text = TEXTS[language]
  const items = lines.map(({ line, product }) => {
    const name = (language === 'en' && product.en?.name) || product.name
    const href = pathInLanguage(`/produtos/${encodeURIComponent(product.slug)}`, language)
    const details = [
      `${text.reference} ${escape(product.reference)}`,
      ...(line.size ? [`${text.size} ${escape(line.size)}`] : []),
      `${text.quantity}: ${line.quantity}`,
    ].join(' · ')
    return `<li style="margin:0 0 12px"><a href="${escape(href)}">${escape(name)}</a><br><span>${details}</span></li>`
  })
  return (
    `<noscript><main lang="${language}" style="max-width:720px;margin:0 auto;padding:24px 16px;font-family:system-ui,sans-serif;line-height:1.5">` +
    `<h1>${text.title}</h1><p>${text.count(lines.length)}</p><ul style="padding-left:20px">${items.join('')}</ul>` +
    `<p>${text.send}</p><p><a href="${pathInLanguage('/produtos', language)}">${text.more}</a></p></main></noscript>`
  )
}

/**
 * The quote list's page for a visitor whose list is in the quote cookie (decision 047): the app's shell, as every
 * visitor's own page, with the lines written in a `<noscript>` before the app's root, so a browser without
 * JavaScript shows them, and one with it shows the app (which takes the cookie's lines into its own list).
 * Undefined when the address is not the quote page or the cookie holds no line of a product still listed.
 */
export async function quotePageWithCookie(
  app: FastifyInstance,
  request: FastifyRequest,
  shell: string,
  pathname: string,
): Promise<string | undefined> {
  if (!QUOTE_PAGE_PATHS.includes(pathname)) return undefined
  const lines = readQuoteCookie(request.headers.cookie)
  if (lines.length === 0) return undefined
  const found = await Promise.all(
    lines.map(async (line) => ({ line, product: await quoteProduct(app, request.ip, line.productId) })),
  )
  const shown = found.filter(
    (each): each is { line: CookieLine; product: QuoteProduct } => each.product !== undefined,
  )
  if (shown.length === 0) return undefined
  const root = '<div id="root">'
  return shell.replace(root, `${listHtml(languageOfPath(pathname).language, shown)}${root}`)
}

import { ESTIMATE_QUANTITY_MAX, languageOfPath, pathInLanguage, type Language } from '@escudo/contracts'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { badRequest, forbidden, notFound } from '../lib/errors'
import { pageApi } from './page-reads'
import { addLine, quoteCookieHeader, readQuoteCookie } from './quote-cookie'

/** The quote list's page in each language: the product page's form posts to it (decision 047). */
export const QUOTE_PAGE_PATHS = ['/orcamento', '/en/orcamento']
const FORM_BYTES_MAX = 2048

/** What the form and the no-script list need of a product: its public API answer. */
export type QuoteProduct = {
  id: string
  slug: string
  name: string
  en?: { name?: string | null } | null
  reference: string
  sizes: string[]
  caState?: string
}

/** A product as the public API answers it (marked as a page's read: it counts no view), or undefined. */
export async function quoteProduct(
  app: FastifyInstance,
  remoteAddress: string,
  idOrSlug: string,
): Promise<QuoteProduct | undefined> {
  const answer = await pageApi(
    app,
    remoteAddress,
  )({
    method: 'GET',
    url: `/api/v1/products/${encodeURIComponent(idOrSlug)}`,
    headers: { accept: 'application/vnd.api+json' },
  })
  if (answer.status !== 200) return undefined
  const doc = JSON.parse(answer.body.toString('utf8')) as { data: { id: string; attributes: QuoteProduct } }
  return { ...doc.data.attributes, id: doc.data.id }
}

/**
 * Whether the form was sent from one of our pages. The browser's Fetch Metadata says so first
 * (`Sec-Fetch-Site: same-origin`, sent by Chromium, Firefox and Safari whatever the referrer policy); without it,
 * the Origin, else the Referer, must be the site's public address or the address it was asked at. Our pages'
 * `Referrer-Policy: no-referrer` makes a browser send `Origin: null` on their forms, so a browser that sends
 * neither Fetch Metadata nor a real origin is refused (403). With the cookie's SameSite=Lax this keeps another
 * site from filling a visitor's list behind their back.
 */
function fromOurPages(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site']
  if (site) return site === 'same-origin'
  const origin = request.headers.origin ?? originOf(request.headers.referer)
  if (!origin || origin === 'null') return false
  return origin === new URL(publicUrl).origin || origin === `${request.protocol}://${request.host}`
}

const originOf = (url: string | undefined) => {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/** Why a line cannot be added, as the product page's form shows it (`?quote-error=`). */
type FormError = 'quantity' | 'size' | 'unavailable' | 'full'

function formError(product: QuoteProduct, quantity: number, size: string | null): FormError | undefined {
  if (product.caState === 'invalido') return 'unavailable'
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > ESTIMATE_QUANTITY_MAX) return 'quantity'
  if (product.sizes.length > 0 ? !size || !product.sizes.includes(size) : size !== null) return 'size'
  return undefined
}

/**
 * `POST /orcamento` (and `/en/orcamento`): the product page's "Adicionar ao orçamento" without JavaScript, a form
 * (`product`, `quantity`, `size`). A valid line goes into the visitor's quote cookie and the answer is 303 to the
 * quote list; a wrong quantity or size goes back (303) to the product page with the message and what was typed;
 * a form from another site is refused (403). It changes no public page (public-writes.ts).
 */
export const quoteFormRoutes: FastifyPluginAsync = async (app) => {
  // Only these routes read HTML forms: the API takes JSON:API documents.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BYTES_MAX },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  )
  for (const path of QUOTE_PAGE_PATHS) {
    const language: Language = languageOfPath(path).language
    app.post(
      path,
      { schema: { hide: true }, config: { changesNoPublicPage: true } },
      async (request, reply) => {
        if (!fromOurPages(request, app.config.publicUrl))
          throw forbidden({
            'pt-BR': 'O formulário do orçamento só é aceito a partir das páginas do site.',
            en: "The quote form is only accepted from the site's own pages.",
          })
        const form = request.body instanceof URLSearchParams ? request.body : new URLSearchParams()
        const productId = form.get('product')?.trim()
        if (!productId)
          throw badRequest(
            { 'pt-BR': 'Informe o produto (`product`).', en: 'Give the product (`product`).' },
            { parameter: 'product' },
          )
        const product = await quoteProduct(app, request.ip, productId)
        if (!product)
          throw notFound({ 'pt-BR': `Produto ${productId} não encontrado.`, en: `No product ${productId}.` })
        const typed = (form.get('quantity') ?? '').trim()
        const quantity = /^\d{1,7}$/.test(typed) ? Number(typed) : Number.NaN
        // A product in one size needs no choice (the product page's form has it chosen already).
        const size = form.get('size')?.trim() || (product.sizes.length === 1 ? product.sizes[0]! : null)
        const lines = readQuoteCookie(request.headers.cookie)
        const error = formError(product, quantity, size)
        const next = error ? error : addLine(lines, { productId: product.id, size, quantity })
        if (typeof next === 'string') {
          // Back to the product's form, with what was typed (nothing lost) and why it was not added.
          const query = new URLSearchParams({ 'quote-error': next, quantity: typed.slice(0, 20) })
          if (size) query.set('size', size.slice(0, 40))
          const back = `/produtos/${encodeURIComponent(product.slug)}?${query.toString()}#orcamento`
          return reply
            .code(303)
            .header('cache-control', 'no-store')
            .header('location', pathInLanguage(back, language))
            .send()
        }
        return reply
          .code(303)
          .header('cache-control', 'no-store')
          .header('set-cookie', quoteCookieHeader(next, request.protocol === 'https'))
          .header('location', path)
          .send()
      },
    )
  }
}

import { expect } from 'vitest'
import { paths } from '../apps/web/src/config/paths'
import { api, baseUrl, registerThroughApi, signInThroughApi, uniqueEmail } from './fixtures'

/**
 * The pages the layout audit opens, built from the app's route table (`config/paths.ts`, which every route of
 * the router takes its path from: app/router.test.ts) with real parameters from the seeded catalogue.
 */

/** Who is signed in: nobody, a customer, a staff member, or the dashboard template's demo admin. */
export type Role = 'guest' | 'customer' | 'staff' | 'demo'
export type AuditedPage = {
  /** A file-name-safe name: `<lang>-<name>-<width>.png`. */
  name: string
  lang: 'pt-BR' | 'en'
  /** Path and query, in Portuguese (the English page is under /en). */
  path: string
  role: Role
}

type Summary = { id: string; attributes: { slug: string; name: string; category: string; caNumber: string } }

export type AuditData = {
  pages: AuditedPage[]
  customer: { email: string; password: string }
  /** What the guest's and the customer's quote lists hold (localStorage, as the storefront keeps it). */
  quoteList: object[]
  comparePicks: { slug: string; name: string }[]
}

/** A customer with an estimate of two products, made through the API. */
async function customerWithEstimate(products: Summary[]) {
  const customer = { email: uniqueEmail('auditoria'), password: 'capacete laranja 2026' }
  await registerThroughApi('Marina Auditoria Layout', customer.email, customer.password)
  const token = await signInThroughApi(customer.email, customer.password)
  const estimate = await api('/estimates', {
    token,
    body: {
      data: {
        type: 'estimates',
        attributes: {
          message: 'Entrega parcelada na obra de Contagem, MG: metade em março, metade em abril.',
          lines: products
            .slice(0, 2)
            .map((product, index) => ({ productId: product.id, quantity: 12 + index })),
        },
      },
    },
  })
  const me = await api('/me', { token })
  return { customer, estimateId: estimate.body.data.id, customerId: me.body.data.id }
}

/**
 * Ids only the back office knows: a product, a job report (a bulk "publish" of a published product); and a
 * webhook endpoint for its page.
 */
async function backOfficeIds(staff: { email: string; password: string }, product: Summary) {
  const token = await signInThroughApi(staff.email, staff.password)
  const bulk = await api('/admin/bulk-actions', {
    token,
    body: {
      data: { type: 'bulk-actions', attributes: { action: 'publish', selection: { ids: [product.id] } } },
    },
  })
  // A webhook endpoint, so that its page shows one (switched off: no events go anywhere during the audit).
  const endpoint = await api('/admin/webhooks', {
    token,
    body: {
      data: {
        type: 'webhook-endpoints',
        attributes: {
          url: 'https://erp.distribuidora-exemplo.com.br/api/integracoes/escudo/webhooks',
          description: 'Pedidos de orçamento no ERP Protheus da distribuidora',
          events: ['estimate.created', 'estimate.status_changed', 'product.updated', 'import.finished'],
          enabled: false,
        },
      },
    },
  })
  expect(endpoint.status).toBe(201)
  return { bulkActionId: bulk.body.data.id }
}

export async function auditData(staff: { email: string; password: string }): Promise<AuditData> {
  const listed = await api<{ data: Summary[] }>('/products?page[size]=24')
  const products = listed.body.data
  const [product, second] = products as [Summary, Summary]
  // A glove with chemical resistance results: its page has the widest table of the product pages (issue 38).
  const chemical = await api<{ data: Summary[] }>(
    `/products?page[size]=1&filter[q]=${encodeURIComponent('QuimiShield Butílica')}`,
  )
  const chemicalGlove = chemical.body.data[0]!
  const { customer, estimateId, customerId } = await customerWithEstimate(products)
  const { bulkActionId } = await backOfficeIds(staff, product)
  const s = paths.storefront
  const a = paths.admin

  const storefront: [string, string, Role][] = [
    ['home', s.home.getHref(), 'guest'],
    ['catalog', s.catalog.getHref(), 'guest'],
    ['catalog-filtered', s.catalog.getHref(`filter[categories]=${product.attributes.category}`), 'guest'],
    ['catalog-search', s.catalog.getHref('filter[q]=luva'), 'guest'],
    ['product', s.product.getHref(product.attributes.slug), 'guest'],
    ['product-chemicals', s.product.getHref(chemicalGlove.attributes.slug), 'guest'],
    ['quote', s.quote.getHref(), 'guest'],
    ['contact', s.contact.getHref(), 'guest'],
    ['ca-lookup', s.caLookup.getHref(), 'guest'],
    ['ca-lookup-answer', s.caLookup.getHref(product.attributes.caNumber), 'guest'],
    ['compare', s.compare.getHref([product.attributes.slug, second.attributes.slug]), 'guest'],
    ['where-to-buy', s.whereToBuy.getHref(), 'guest'],
    ['sign-in', s.login.getHref(), 'guest'],
    ['register', s.register.getHref(), 'guest'],
    ['forgot-password', s.forgotPassword.getHref(), 'guest'],
    // Without a token both pages say the link is incomplete: what a person with a cut link sees.
    ['reset-password', s.resetPassword.getHref(), 'guest'],
    ['accept-invitation', s.acceptInvitation.getHref(), 'guest'],
    ['not-found', '/pagina-que-nao-existe', 'guest'],
    ['account', s.account.getHref(), 'customer'],
    ['favorites', s.favorites.getHref(), 'customer'],
    ['estimates', s.estimates.getHref(), 'customer'],
    ['estimate', s.estimate.getHref(estimateId), 'customer'],
    ['quote-signed-in', s.quote.getHref(), 'customer'],
  ]
  const backOffice: [string, string][] = [
    ['overview', a.root.getHref()],
    ['products', a.products.getHref()],
    ['product-new', a.productNew.getHref()],
    ['product', a.product.getHref(product.id)],
    ['product-chemicals', a.product.getHref(chemicalGlove.id)],
    ['import', a.imports.getHref()],
    ['bulk-action', a.bulkAction.getHref(bulkActionId)],
    ['filters', a.taxonomy.getHref()],
    ['ca', a.ca.getHref()],
    ['banners', a.banners.getHref()],
    ['highlights', a.highlights.getHref()],
    ['distributors', a.distributors.getHref()],
    ['synonyms', a.synonyms.getHref()],
    ['search-rules', a.searchRules.getHref()],
    ['searches', a.searches.getHref()],
    ['estimates', a.estimates.getHref()],
    ['estimate', a.estimate.getHref(estimateId)],
    ['comments', a.comments.getHref()],
    ['contacts', a.contactMessages.getHref()],
    ['customers', a.customers.getHref()],
    ['customer', a.customer.getHref(customerId)],
    ['outbox', a.outbox.getHref()],
    ['team', a.staff.getHref()],
    ['audit', a.audit.getHref()],
    ['api-keys', a.apiKeys.getHref()],
    ['webhooks', a.webhooks.getHref()],
  ]
  const d = paths.dashboard
  // The dashboard template, in its one address and language like the back office, as its demo admin (its
  // sign-in pages as a visitor). Ids from its sample data (packages/demo-api/src/data).
  const dashboard: [string, string, Role][] = [
    ['login', d.login.getHref(), 'guest'],
    ['register', d.register.getHref(), 'guest'],
    ['home', d.root.getHref(), 'demo'],
    ['not-authorized', d.notAuthorized.getHref(), 'demo'],
    ['access-control', d.accessControl.getHref(), 'demo'],
    ['tasks', d.tasks.getHref(), 'demo'],
    ['calendar', d.calendar.getHref(), 'demo'],
    ['users', d.users.getHref(), 'demo'],
    ['user', d.user.getHref(1), 'demo'],
    ['invoices', d.invoices.getHref(), 'demo'],
    ['invoice-add', d.invoiceAdd.getHref(), 'demo'],
    ['invoice', d.invoice.getHref(1), 'demo'],
    ['invoice-edit', d.invoiceEdit.getHref(1), 'demo'],
    ['invoice-print', d.invoicePrint.getHref(1), 'demo'],
    ['shop', d.shop.getHref(), 'demo'],
    ['shop-product', d.product.getHref(1), 'demo'],
    ['wishlist', d.wishlist.getHref(), 'demo'],
    ['checkout', d.checkout.getHref(), 'demo'],
    ['account-settings', d.accountSettings.getHref(), 'demo'],
    ['profile', d.profile.getHref(), 'demo'],
    ['faq', d.faq.getHref(), 'demo'],
    ['knowledge-base', d.knowledgeBase.getHref(), 'demo'],
    ['knowledge-base-category', d.knowledgeBaseCategory.getHref('hand-protection'), 'demo'],
    [
      'knowledge-base-question',
      d.knowledgeBaseQuestion.getHref('hand-protection', 'how-to-measure-hand-size'),
      'demo',
    ],
    ['pricing', d.pricing.getHref(), 'demo'],
    ['blog', d.blog.getHref(), 'demo'],
    ['blog-post', d.blogPost.getHref(3), 'demo'],
    ['blog-edit', d.blogEdit.getHref(3), 'demo'],
    ['cards-statistics', d.cardsStatistics.getHref(), 'demo'],
    ['cards-analytics', d.cardsAnalytics.getHref(), 'demo'],
  ]
  const pages: AuditedPage[] = [
    ...storefront.flatMap(([name, path, role]) =>
      (['pt-BR', 'en'] as const).map((lang) => ({ name, lang, path, role })),
    ),
    ...backOffice.map(([name, path]) => ({
      name: `admin-${name}`,
      lang: 'pt-BR' as const,
      path,
      role: 'staff' as const,
    })),
    ...dashboard.map(([name, path, role]) => ({
      name: `dashboard-${name}`,
      lang: 'pt-BR' as const,
      path,
      role,
    })),
  ]
  const line = (item: Summary, index: number) => ({
    productId: item.id,
    slug: item.attributes.slug,
    name: item.attributes.name,
    reference: '',
    image: null,
    sizes: [],
    size: null,
    quantity: 10 * (index + 1),
    note: index === 0 ? 'Punho longo, entrega em Contagem' : '',
  })
  return {
    pages,
    customer,
    quoteList: products.slice(0, 3).map(line),
    comparePicks: [product, second].map((item) => ({
      slug: item.attributes.slug,
      name: item.attributes.name,
    })),
  }
}

/** The address a browser opens: English pages under /en (decision 032), the back office at its one address. */
export const urlOf = (page: AuditedPage) =>
  `${baseUrl}${page.lang === 'en' ? `/en${page.path === '/' ? '' : page.path}` : page.path}`

/**
 * Route paths the audit does not open, each with its reason. Keep it short: a page left out here is a page
 * nobody checks on a phone.
 */
export const NOT_AUDITED: Record<string, string> = {
  // Listed in paths.ts but no route of its own: the back office sends a signed-out visitor to /entrar.
  [paths.admin.login.path]: 'no page: staff sign in on /entrar',
}

/** Whether a route path (`/produtos/:slug`, `/admin/produtos/importar/:id?`) matches a path. */
export function routeMatches(route: string, path: string): boolean {
  const pattern = route
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? segment.endsWith('?')
          ? '(?:/[^/]+)?'
          : '/[^/]+'
        : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .slice(1)
    .join('')
  return new RegExp(`^${pattern || '/'}$`).test(path)
}

/** Every route path of an area, from the one table the router takes them from. */
export const routePaths = (area: 'storefront' | 'admin' | 'dashboard'): string[] =>
  Object.values(paths[area]).map((entry) => entry.path)

/**
 * The route a path opens: of the routes matching it, the one with the fewest parameters (`/admin/produtos/novo`
 * is the new product's page, not a product whose id is "novo"), as the router ranks them.
 */
export function routeOf(path: string, routes: string[]): string | undefined {
  const pathname = path.split('?')[0]!
  return routes
    .filter((route) => routeMatches(route, pathname))
    .sort((x, y) => x.split(':').length - y.split(':').length)[0]
}

import { RESET_PASSWORD_PATH, STAFF_INVITATION_PATH } from '@escudo/contracts'

/** `?next=` carries where to go back to after signing in (checked by lib/session/next-path.ts). */
const withNext = (path: string, next?: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path)

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString()
  return search ? `${path}?${search}` : path
}

const dashboard = '/dashboard'

/** Every route path of the app, in one typed place: no URL strings scattered in components. */
export const paths = {
  storefront: {
    home: { path: '/', getHref: () => '/' },
    login: { path: '/entrar', getHref: (next?: string) => withNext('/entrar', next) },
    register: { path: '/cadastro', getHref: (next?: string) => withNext('/cadastro', next) },
    forgotPassword: { path: '/esqueci-a-senha', getHref: () => '/esqueci-a-senha' },
    // The server writes this address into the reset email: one constant for both.
    resetPassword: {
      path: RESET_PASSWORD_PATH,
      getHref: (token?: string) =>
        token ? `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}` : RESET_PASSWORD_PATH,
    },
    // The server writes this address into the staff invitation email.
    acceptInvitation: {
      path: STAFF_INVITATION_PATH,
      getHref: (token?: string) =>
        token ? `${STAFF_INVITATION_PATH}?token=${encodeURIComponent(token)}` : STAFF_INVITATION_PATH,
    },
    account: { path: '/minha-conta', getHref: () => '/minha-conta' },
    /** The product list; its filters, search, sort and page live in the query string (catalog-query). */
    catalog: {
      path: '/produtos',
      getHref: (query?: string) => (query ? `/produtos?${query}` : '/produtos'),
    },
    product: { path: '/produtos/:slug', getHref: (slug: string) => `/produtos/${encodeURIComponent(slug)}` },
    favorites: { path: '/favoritos', getHref: () => '/favoritos' },
    quote: { path: '/orcamento', getHref: () => '/orcamento' },
    // The server writes /minha-conta/orcamentos/{id} into its emails: keep these in step with it.
    estimates: { path: '/minha-conta/orcamentos', getHref: () => '/minha-conta/orcamentos' },
    estimate: {
      path: '/minha-conta/orcamentos/:id',
      getHref: (id: string) => `/minha-conta/orcamentos/${encodeURIComponent(id)}`,
    },
    contact: { path: '/contato', getHref: () => '/contato' },
    /** The public CA lookup; the CA looked up is `?ca=` (a shareable address). */
    caLookup: {
      path: '/consulta-ca',
      getHref: (ca?: string) => withQuery('/consulta-ca', { ca }),
    },
    /** Products side by side; their slugs are `?p=a,b,c` in order (a shareable address: catalog/utils/compare-url). */
    compare: {
      path: '/comparar',
      getHref: (slugs: string[] = []) =>
        slugs.length > 0 ? `/comparar?p=${slugs.map(encodeURIComponent).join(',')}` : '/comparar',
    },
    /** "Onde comprar"; its filters are `?uf=&cidade=&categoria=` (features/distributors). */
    whereToBuy: {
      path: '/onde-comprar',
      getHref: (query?: { uf?: string; cidade?: string; categoria?: string }) =>
        withQuery('/onde-comprar', query ?? {}),
    },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    login: { path: '/admin/entrar', getHref: (next?: string) => withNext('/admin/entrar', next) },
    products: { path: '/admin/produtos', getHref: () => '/admin/produtos' },
    productNew: { path: '/admin/produtos/novo', getHref: () => '/admin/produtos/novo' },
    /** The spreadsheet import; the job on screen is in the address, so a reload shows it again. */
    imports: {
      path: '/admin/produtos/importar/:id?',
      getHref: (id?: string) =>
        id ? `/admin/produtos/importar/${encodeURIComponent(id)}` : '/admin/produtos/importar',
    },
    /** A bulk action's progress and report: in the address, so a reload shows it again. */
    bulkAction: {
      path: '/admin/produtos/acoes/:id',
      getHref: (id: string) => `/admin/produtos/acoes/${encodeURIComponent(id)}`,
    },
    product: {
      path: '/admin/produtos/:id',
      getHref: (id: string) => `/admin/produtos/${encodeURIComponent(id)}`,
    },
    taxonomy: { path: '/admin/filtros', getHref: () => '/admin/filtros' },
    /** The CA page: the CAEPI registry's imports (`?import=` the job on screen), CNPJs and discrepancies. */
    ca: { path: '/admin/ca', getHref: (importId?: string) => withQuery('/admin/ca', { import: importId }) },
    banners: { path: '/admin/banners', getHref: () => '/admin/banners' },
    distributors: { path: '/admin/distribuidores', getHref: () => '/admin/distribuidores' },
    /** The search rules; `query` (and `language`) opens a new rule for that query (from the "Buscas" page). */
    searchRules: {
      path: '/admin/regras-da-busca',
      getHref: (query?: string, language?: string) =>
        withQuery('/admin/regras-da-busca', { busca: query, idioma: language }),
    },
    /** The synonyms; `term` (and `language`) opens a new set with that term (from the "Buscas" page). */
    synonyms: {
      path: '/admin/sinonimos',
      getHref: (term?: string, language?: string) =>
        withQuery('/admin/sinonimos', { termo: term, idioma: language }),
    },
    /** "Buscas": the storefront search's analytics, every staff role's. */
    searches: { path: '/admin/buscas', getHref: () => '/admin/buscas' },
    highlights: { path: '/admin/destaques', getHref: () => '/admin/destaques' },
    // The server writes /admin/orcamentos/{id} into the brand's emails.
    estimates: { path: '/admin/orcamentos', getHref: () => '/admin/orcamentos' },
    estimate: {
      path: '/admin/orcamentos/:id',
      getHref: (id: string) => `/admin/orcamentos/${encodeURIComponent(id)}`,
    },
    comments: { path: '/admin/comentarios', getHref: () => '/admin/comentarios' },
    contactMessages: { path: '/admin/contatos', getHref: () => '/admin/contatos' },
    customers: { path: '/admin/clientes', getHref: () => '/admin/clientes' },
    customer: {
      path: '/admin/clientes/:id',
      getHref: (id: string) => `/admin/clientes/${encodeURIComponent(id)}`,
    },
    outbox: { path: '/admin/emails', getHref: () => '/admin/emails' },
    staff: { path: '/admin/equipe', getHref: () => '/admin/equipe' },
    audit: { path: '/admin/auditoria', getHref: () => '/admin/auditoria' },
    apiKeys: { path: '/admin/chaves-de-api', getHref: () => '/admin/chaves-de-api' },
    webhooks: { path: '/admin/webhooks', getHref: () => '/admin/webhooks' },
  },
  dashboard: {
    root: { path: dashboard, getHref: () => dashboard },
    login: {
      path: `${dashboard}/login`,
      getHref: (redirectTo?: string) => withQuery(`${dashboard}/login`, { redirectTo }),
    },
    register: { path: `${dashboard}/register`, getHref: () => `${dashboard}/register` },
    notAuthorized: { path: `${dashboard}/not-authorized`, getHref: () => `${dashboard}/not-authorized` },
    accessControl: { path: `${dashboard}/access-control`, getHref: () => `${dashboard}/access-control` },
    tasks: { path: `${dashboard}/tasks`, getHref: () => `${dashboard}/tasks` },
    calendar: { path: `${dashboard}/calendar`, getHref: () => `${dashboard}/calendar` },
    users: { path: `${dashboard}/users`, getHref: () => `${dashboard}/users` },
    user: { path: `${dashboard}/users/:id`, getHref: (id: number | string) => `${dashboard}/users/${id}` },
    invoices: { path: `${dashboard}/invoices`, getHref: () => `${dashboard}/invoices` },
    invoiceAdd: { path: `${dashboard}/invoices/add`, getHref: () => `${dashboard}/invoices/add` },
    invoice: {
      path: `${dashboard}/invoices/:id`,
      getHref: (id: number | string) => `${dashboard}/invoices/${id}`,
    },
    invoiceEdit: {
      path: `${dashboard}/invoices/:id/edit`,
      getHref: (id: number | string) => `${dashboard}/invoices/${id}/edit`,
    },
    invoicePrint: {
      path: `${dashboard}/invoices/:id/print`,
      getHref: (id: number | string) => `${dashboard}/invoices/${id}/print`,
    },
    shop: { path: `${dashboard}/shop`, getHref: () => `${dashboard}/shop` },
    product: {
      path: `${dashboard}/shop/products/:id`,
      getHref: (id: number | string) => `${dashboard}/shop/products/${id}`,
    },
    wishlist: { path: `${dashboard}/shop/wishlist`, getHref: () => `${dashboard}/shop/wishlist` },
    checkout: { path: `${dashboard}/shop/checkout`, getHref: () => `${dashboard}/shop/checkout` },
    accountSettings: {
      path: `${dashboard}/account-settings`,
      getHref: () => `${dashboard}/account-settings`,
    },
    profile: { path: `${dashboard}/profile`, getHref: () => `${dashboard}/profile` },
    faq: { path: `${dashboard}/faq`, getHref: () => `${dashboard}/faq` },
    knowledgeBase: { path: `${dashboard}/knowledge-base`, getHref: () => `${dashboard}/knowledge-base` },
    knowledgeBaseCategory: {
      path: `${dashboard}/knowledge-base/:category`,
      getHref: (category: string) => `${dashboard}/knowledge-base/${category}`,
    },
    knowledgeBaseQuestion: {
      path: `${dashboard}/knowledge-base/:category/:question`,
      getHref: (category: string, question: string) => `${dashboard}/knowledge-base/${category}/${question}`,
    },
    pricing: { path: `${dashboard}/pricing`, getHref: () => `${dashboard}/pricing` },
    blog: { path: `${dashboard}/blog`, getHref: () => `${dashboard}/blog` },
    blogPost: { path: `${dashboard}/blog/:id`, getHref: (id: number | string) => `${dashboard}/blog/${id}` },
    blogEdit: {
      path: `${dashboard}/blog/:id/edit`,
      getHref: (id: number | string) => `${dashboard}/blog/${id}/edit`,
    },
    cardsStatistics: {
      path: `${dashboard}/cards/statistics`,
      getHref: () => `${dashboard}/cards/statistics`,
    },
    cardsAnalytics: { path: `${dashboard}/cards/analytics`, getHref: () => `${dashboard}/cards/analytics` },
  },
} as const

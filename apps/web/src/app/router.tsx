import i18next from 'i18next'
import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { NotFound, PageLoader, RouteError } from '../components/page-status'
import { paths } from '../config/paths'
import { leaveEnglishPages } from '../lib/leave-english-pages'
import { ON_SERVER } from '../lib/on-server'
import { adminPages } from './routes/admin/admin-routes'
import { dashboardRoutes } from './routes/dashboard/routes'
import { accountRoutes, lazyPage } from './routes/storefront/account/account-routes'

type AreaOptions = {
  path: string
  /** The i18next namespaces with the area's texts, loaded with its code. */
  namespaces: string[]
  layout: () => Promise<ComponentType>
} & (
  | {
      home: () => Promise<ComponentType>
      /** The area's other pages (each lazy itself). */
      pages?: RouteObject[]
      children?: undefined
    }
  | {
      home?: undefined
      pages?: undefined
      /** The area's own route table, when it manages its pages itself. */
      children: RouteObject[]
    }
)

/**
 * An area is its own lazily loaded chunk with its translations: the storefront
 * never downloads the back office or the dashboard template, and vice versa.
 */
function area({ path, namespaces, layout, home, pages = [], children }: AreaOptions): RouteObject {
  return {
    path,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    lazy: async () => {
      // Code and texts together, so the area renders without a flash of missing strings.
      // (On the server, a render brings its own instance with the texts loaded: app/entry-server.tsx.)
      const [Component] = await Promise.all([layout(), ON_SERVER || i18next.loadNamespaces(namespaces)])
      return { Component }
    },
    children: children ?? [
      { index: true, lazy: async () => ({ Component: home ? await home() : NotFound }) },
      ...pages,
      { path: '*', Component: NotFound },
    ],
  }
}

/** An area with no English address: reached from an English page, it opens at its one address. */
const withoutEnglish = (route: RouteObject): RouteObject => ({
  ...route,
  loader: leaveEnglishPages,
  // It only ever acts on arrival from an English page: moving inside the area runs nothing.
  shouldRevalidate: () => false,
})

export const routes: RouteObject[] = [
  withoutEnglish(
    area({
      path: paths.admin.root.path,
      namespaces: ['admin', 'admin-catalog', 'admin-ops'],
      layout: async () => (await import('./routes/admin/layout')).AdminLayout,
      home: async () => (await import('./routes/admin/ops-overview')).OpsOverviewPage,
      pages: adminPages,
    }),
  ),
  withoutEnglish(
    area({
      path: paths.dashboard.root.path,
      namespaces: ['dashboard'],
      layout: async () => (await import('./routes/dashboard/root')).DashboardRoot,
      children: dashboardRoutes,
    }),
  ),
  area({
    path: paths.storefront.home.path,
    namespaces: ['storefront', 'catalog', 'customer'],
    layout: async () => (await import('./routes/storefront/layout')).StorefrontLayout,
    home: async () => (await import('./routes/storefront/home')).StorefrontHome,
    pages: [
      {
        path: paths.storefront.catalog.path,
        lazy: async () => ({ Component: (await import('./routes/storefront/catalog')).CatalogPage }),
      },
      ...accountRoutes,
      lazyPage(
        paths.storefront.product.path,
        async () => (await import('./routes/storefront/product')).ProductPage,
      ),
      lazyPage(
        paths.storefront.quote.path,
        async () => (await import('./routes/storefront/quote')).QuotePage,
      ),
      lazyPage(
        paths.storefront.contact.path,
        async () => (await import('./routes/storefront/contact')).ContactPage,
      ),
      lazyPage(
        paths.storefront.caLookup.path,
        async () => (await import('./routes/storefront/ca-lookup')).CaLookupPage,
      ),
      lazyPage(
        paths.storefront.compare.path,
        async () => (await import('./routes/storefront/compare')).ComparePage,
      ),
      lazyPage(
        paths.storefront.whereToBuy.path,
        async () => (await import('./routes/storefront/where-to-buy')).WhereToBuyPage,
      ),
    ],
  }),
]

/** `basename`: `/en` for the English storefront's addresses (lib/language-url.ts), so its links stay English. */
export const createRouter = (basename = '') => createBrowserRouter(routes, basename ? { basename } : {})

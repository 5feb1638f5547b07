import type { Ability } from '@escudo/demo-api'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { NotFound } from '../../../components/page-status'
import { paths } from '../../../config/paths'
import { pageAbility, type DashboardRouteHandle } from './abilities'

const d = paths.dashboard

/** A page in its own chunk, guarded by `ability` (checked by the layout, default deny). */
function page(path: string | undefined, load: () => Promise<ComponentType>, ability: Ability): RouteObject {
  const handle: DashboardRouteHandle = { ability }
  return { ...(path ? { path } : { index: true }), handle, lazy: async () => ({ Component: await load() }) }
}

/**
 * The dashboard template's routes. This table is all the main bundle carries of the dashboard: every
 * page, the layout and the simulated back end load only when a dashboard address is opened.
 */
export const dashboardRoutes: RouteObject[] = [
  { path: d.login.path, lazy: async () => ({ Component: (await import('./login')).LoginPage }) },
  { path: d.register.path, lazy: async () => ({ Component: (await import('./register')).RegisterPage }) },
  {
    lazy: async () => ({ Component: (await import('./print-layout')).PrintLayout }),
    children: [
      page(
        d.invoicePrint.path,
        async () => (await import('./invoice-print')).InvoicePrintPage,
        pageAbility.invoices,
      ),
    ],
  },
  {
    lazy: async () => ({ Component: (await import('./app-layout')).DashboardLayout }),
    children: [
      page(undefined, async () => (await import('./home')).DashboardHome, pageAbility.analytics),
      page(
        d.accessControl.path,
        async () => (await import('./access-control')).AccessControlPage,
        pageAbility.accessControl,
      ),
      page(
        d.notAuthorized.path,
        async () => (await import('./not-authorized-page')).NotAuthorizedPage,
        pageAbility.auth,
      ),
      page(d.tasks.path, async () => (await import('./tasks')).TasksPage, pageAbility.tasks),
      page(d.users.path, async () => (await import('./users')).UsersPage, pageAbility.users),
      page(d.user.path, async () => (await import('./user')).UserPage, pageAbility.users),
      page(d.invoices.path, async () => (await import('./invoices')).InvoicesPage, pageAbility.invoices),
      page(
        d.invoiceAdd.path,
        async () => (await import('./invoice-edit')).InvoiceAddPage,
        pageAbility.invoices,
      ),
      page(d.invoice.path, async () => (await import('./invoice')).InvoicePage, pageAbility.invoices),
      page(
        d.invoiceEdit.path,
        async () => (await import('./invoice-edit')).InvoiceEditPage,
        pageAbility.invoices,
      ),
      page(d.shop.path, async () => (await import('./shop')).ShopPage, pageAbility.shop),
      page(d.product.path, async () => (await import('./shop')).ProductPage, pageAbility.shop),
      page(d.wishlist.path, async () => (await import('./shop')).WishlistPage, pageAbility.shop),
      page(d.checkout.path, async () => (await import('./shop')).CheckoutPage, pageAbility.shop),
      page(d.calendar.path, async () => (await import('./calendar')).CalendarPage, pageAbility.calendar),
      page(
        d.accountSettings.path,
        async () => (await import('./pages')).AccountSettingsPage,
        pageAbility.pages,
      ),
      page(d.profile.path, async () => (await import('./pages')).ProfilePage, pageAbility.pages),
      page(d.faq.path, async () => (await import('./pages')).FaqPage, pageAbility.pages),
      page(d.knowledgeBase.path, async () => (await import('./pages')).KnowledgeBasePage, pageAbility.pages),
      page(
        d.knowledgeBaseCategory.path,
        async () => (await import('./pages')).KnowledgeBaseCategoryPage,
        pageAbility.pages,
      ),
      page(
        d.knowledgeBaseQuestion.path,
        async () => (await import('./pages')).KnowledgeBaseQuestionPage,
        pageAbility.pages,
      ),
      page(d.pricing.path, async () => (await import('./pages')).PricingPage, pageAbility.pages),
      page(d.blog.path, async () => (await import('./blog')).BlogListPage, pageAbility.blog),
      page(d.blogPost.path, async () => (await import('./blog')).BlogPostPage, pageAbility.blog),
      page(d.blogEdit.path, async () => (await import('./blog')).BlogEditPage, pageAbility.blog),
      page(
        d.cardsStatistics.path,
        async () => (await import('./cards')).StatisticsCardsPage,
        pageAbility.cards,
      ),
      page(
        d.cardsAnalytics.path,
        async () => (await import('./cards')).AnalyticsCardsPage,
        pageAbility.cards,
      ),
      {
        path: '*',
        Component: NotFound,
        handle: { ability: pageAbility.auth } satisfies DashboardRouteHandle,
      },
    ],
  },
]

import i18next from 'i18next'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { paths } from '../../../../config/paths'
import { RequireSession } from '../../../../components/require-session'

/** A lazily loaded page with the account texts, so neither weighs on the storefront's first load. */
const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => {
    const [Component] = await Promise.all([load(), i18next.loadNamespaces('auth')])
    return { Component }
  },
})

/** A lazily loaded page whose texts come with the area. */
export const lazyPage = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
})

/** The storefront's account pages. Pages that need a signed-in customer go under RequireSession. */
export const accountRoutes: RouteObject[] = [
  page(paths.storefront.login.path, async () => (await import('./login')).LoginPage),
  page(paths.storefront.register.path, async () => (await import('./register')).RegisterPage),
  page(
    paths.storefront.forgotPassword.path,
    async () => (await import('./forgot-password')).ForgotPasswordPage,
  ),
  page(paths.storefront.resetPassword.path, async () => (await import('./reset-password')).ResetPasswordPage),
  page(
    paths.storefront.acceptInvitation.path,
    async () => (await import('./accept-invitation')).AcceptInvitationPage,
  ),
  {
    Component: RequireSession,
    children: [
      page(paths.storefront.account.path, async () => (await import('./account')).AccountPage),
      // The customer's pages (texts in the `customer` namespace, loaded with the storefront).
      lazyPage(paths.storefront.favorites.path, async () => (await import('../favorites')).FavoritesPage),
      lazyPage(paths.storefront.estimates.path, async () => (await import('../estimates')).EstimatesPage),
      lazyPage(paths.storefront.estimate.path, async () => (await import('../estimate')).EstimatePage),
    ],
  },
]

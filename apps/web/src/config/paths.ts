/** Every route path of the app, in one typed place: no URL strings scattered in components. */
export const paths = {
  storefront: {
    home: { path: '/', getHref: () => '/' },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
  },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
  },
} as const

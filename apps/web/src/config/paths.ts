import { RESET_PASSWORD_PATH } from '@escudo/contracts'

/** `?next=` carries where to go back to after signing in (checked by lib/session/next-path.ts). */
const withNext = (path: string, next?: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path)

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
    account: { path: '/minha-conta', getHref: () => '/minha-conta' },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
  },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
  },
} as const

import { useNavigate } from 'react-router'
import { paths } from '../../../config/paths'
import { useLogoutMutation } from '../api/logout'

/** Signing out from a page that needs the session: go home first, so its guard does not send us to the login. */
export function useSignOut() {
  const navigate = useNavigate()
  const [logout, { isLoading }] = useLogoutMutation()
  const signOut = async () => {
    // Awaited: the home page may still be loading, and until it shows, the guard would win.
    await navigate(paths.storefront.home.getHref())
    await logout()
  }
  return { signOut, isLoading }
}

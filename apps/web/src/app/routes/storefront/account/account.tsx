import { useSelector } from 'react-redux'
import { AccountView } from '../../../../features/auth/components/account-view'
import { selectUser } from '../../../../lib/session/session-slice'

/** Behind RequireSession (see account-routes.tsx), so the user is there. */
export function AccountPage() {
  const user = useSelector(selectUser)
  return user ? <AccountView user={user} /> : null
}

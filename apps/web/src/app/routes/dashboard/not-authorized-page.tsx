import { useSession } from '../../../features/demo-auth/store/session-context'
import { homeHref } from './home-href'
import { NotAuthorized } from './not-authorized'

/** The "not authorised" page at its own address, as the template has it. */
export function NotAuthorizedPage() {
  const session = useSession()
  return <NotAuthorized homeHref={homeHref(session?.userData.ability ?? [])} />
}

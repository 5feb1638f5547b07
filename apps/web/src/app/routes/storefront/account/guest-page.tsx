import { isStaff } from '@escudo/contracts'
import type { ReactNode } from 'react'
import { useSelector } from 'react-redux'
import { Navigate, useSearchParams } from 'react-router'
import { PageLoader } from '../../../../components/page-status'
import { paths } from '../../../../config/paths'
import { safeNextPath } from '../../../../lib/session/next-path'
import { selectSession } from '../../../../lib/session/session-slice'

type GuestPageProps = {
  /** Renders the page for a signed-out visitor; gets the raw `?next=` to pass on to sibling links. */
  children: (rawNext: string | undefined) => ReactNode
}

/** The visitor was sent here to sign in before sending the quote list (so the page says why). */
export const isForQuote = (rawNext: string | undefined) =>
  safeNextPath(rawNext, '') === paths.storefront.quote.getHref()

/**
 * Where a signed-in visitor lands: staff in the back office (or the back-office page they were heading to),
 * customers where they were going, or their account.
 */
function landing(rawNext: string | undefined, staff: boolean): string {
  const admin = paths.admin.root.getHref()
  if (!staff) return safeNextPath(rawNext, paths.storefront.account.getHref())
  const next = safeNextPath(rawNext, admin)
  return next === admin || next.startsWith(`${admin}/`) ? next : admin
}

/**
 * Login and register: once the visitor is signed in (already, or just now), go where they were
 * heading. Only a path of this site: `?next=https://…` would make these pages an open redirect.
 */
export function GuestPage({ children }: GuestPageProps) {
  const [params] = useSearchParams()
  const { status, user } = useSelector(selectSession)
  const rawNext = params.get('next') ?? undefined

  if (status === 'restoring') return <PageLoader />
  if (status === 'authenticated') {
    return <Navigate to={landing(rawNext, user !== null && isStaff(user.role))} replace />
  }
  return <>{children(rawNext)}</>
}

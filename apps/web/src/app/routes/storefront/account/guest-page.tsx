import type { ReactNode } from 'react'
import { useSelector } from 'react-redux'
import { Navigate, useSearchParams } from 'react-router'
import { PageLoader } from '../../../../components/page-status'
import { paths } from '../../../../config/paths'
import { safeNextPath } from '../../../../lib/session/next-path'
import { selectSessionStatus } from '../../../../lib/session/session-slice'

type GuestPageProps = {
  /** Renders the page for a signed-out visitor; gets the raw `?next=` to pass on to sibling links. */
  children: (rawNext: string | undefined) => ReactNode
}

/**
 * Login and register: once the visitor is signed in (already, or just now), go where they were
 * heading. Only a path of this site: `?next=https://…` would make these pages an open redirect.
 */
export function GuestPage({ children }: GuestPageProps) {
  const [params] = useSearchParams()
  const status = useSelector(selectSessionStatus)
  const rawNext = params.get('next') ?? undefined

  if (status === 'restoring') return <PageLoader />
  if (status === 'authenticated') {
    return <Navigate to={safeNextPath(rawNext, paths.storefront.account.getHref())} replace />
  }
  return <>{children(rawNext)}</>
}

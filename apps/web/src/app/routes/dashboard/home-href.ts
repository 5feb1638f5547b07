import type { Ability } from '@escudo/demo-api'
import { paths } from '../../../config/paths'
import { can } from '../../../features/demo-auth/utils/abilities'
import { pageAbility } from './abilities'

/** Where "home" is for a user: the analytics dashboard, or the access-control page for a client. */
export function homeHref(abilities: Ability[]): string {
  const { action, subject } = pageAbility.analytics
  return can(abilities, action, subject)
    ? paths.dashboard.root.getHref()
    : paths.dashboard.accessControl.getHref()
}

import type { Ability } from '@escudo/demo-api'

/**
 * The template's access rules (CASL style): `manage` covers every action and `all` every subject, so
 * the admin's single rule `manage all` opens every page.
 */
export function can(abilities: readonly Ability[] | undefined, action: string, subject: string): boolean {
  return (abilities ?? []).some(
    (rule) =>
      (rule.action === 'manage' || rule.action === action) &&
      (rule.subject === 'all' || rule.subject === subject),
  )
}

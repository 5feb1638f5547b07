import type { LayoutFinding } from './layout-checks'
import type { AuditedPage } from './layout-pages'

/**
 * What the layout audit still finds and is known, each entry as narrow as it can be (one page, one check, the
 * element's text) with the reason it is not fixed yet. Never a whole page or a whole check: fix, then remove the
 * entry (the audit fails on an entry nothing matches any more).
 */
type Allowance = {
  /** The audited page's name (layout-pages.ts), in both languages unless `lang` says one. */
  page: string
  lang?: AuditedPage['lang']
  check: LayoutFinding['check']
  /** What the finding's message must contain (the element's description). */
  match: string
  reason: string
  seen: number
}

export const ALLOWED: Allowance[] = []

export function allowed(page: AuditedPage, finding: LayoutFinding): boolean {
  const entry = ALLOWED.find(
    (each) =>
      each.page === page.name &&
      (!each.lang || each.lang === page.lang) &&
      each.check === finding.check &&
      finding.message.includes(each.match),
  )
  if (entry) entry.seen++
  return Boolean(entry)
}

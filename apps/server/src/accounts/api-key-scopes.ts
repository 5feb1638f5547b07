import type { ApiKeyScope } from '@escudo/contracts'

/** Where the back office's routes live; the rules below match the route's path after it. */
export const ADMIN_PREFIX = '/api/v1/admin'

type Rule = { scope: ApiKeyScope; methods: 'read' | 'write' | 'any'; path: RegExp }

/**
 * What each API key scope allows (decision 050): the first rule matching a route's method and path (its pattern,
 * `/products/:id`, after /api/v1/admin) names the scope a key needs. A route no rule matches is refused to every
 * key: staff, invitations, backups, the audit log, the outbox, the API keys themselves, webhooks, the overview and
 * the catalogue's other writes (taxonomy, banners, highlights, distributors, the CA registry…). New back-office
 * routes are therefore closed to keys until a rule opens them; test/accounts/api-keys-scopes.test.ts walks every one.
 */
export const API_KEY_RULES: readonly Rule[] = [
  { scope: 'imports:write', methods: 'any', path: /^\/(imports|exports|distributors\/import)(\/|$)/ },
  {
    scope: 'catalog:read',
    methods: 'read',
    path: /^\/(products|filter-groups|banners|highlights|ca-registry|ca-checks|brand-cnpjs|distributors|size-guides|search|bulk-actions)(\/|$)/,
  },
  { scope: 'products:write', methods: 'write', path: /^\/(products|bulk-actions)(\/|$)/ },
  { scope: 'estimates:read', methods: 'read', path: /^\/estimates(\/|$)/ },
  { scope: 'estimates:write', methods: 'write', path: /^\/estimates(\/|$)/ },
  { scope: 'customers:read', methods: 'read', path: /^\/customers(\/|$)/ },
]

const READS = new Set(['GET', 'HEAD'])

/** The scope a key needs for `method` on the route `routeUrl` (with its /api/v1/admin prefix); undefined: none may. */
export function scopeFor(method: string, routeUrl: string): ApiKeyScope | undefined {
  if (!routeUrl.startsWith(`${ADMIN_PREFIX}/`)) return undefined
  const path = routeUrl.slice(ADMIN_PREFIX.length)
  const kind = READS.has(method.toUpperCase()) ? 'read' : 'write'
  return API_KEY_RULES.find(
    (rule) => (rule.methods === 'any' || rule.methods === kind) && rule.path.test(path),
  )?.scope
}

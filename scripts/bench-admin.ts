import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../apps/server/src/app'
import { parseConfig } from '../apps/server/src/config/env'
import { products } from '../apps/server/src/db/schema/index'
import { insertBenchActors, insertBenchAuditEntries } from '../apps/server/test/scale/bench-admin-data'
import { createFreshDatabase, type FreshDatabase } from '../apps/server/test/scale/fresh-database'

/**
 * `npm run bench:admin` (issue 32): the back office's product list and audit log at 10,000 products
 * (BENCH_PRODUCTS) and 100,000 audit entries (BENCH_AUDIT), measured in the server (`inject`: routing,
 * validation, SQL, serialisation; no network), on PostgreSQL when DATABASE_URL is set (a fresh database,
 * dropped afterwards), else on the embedded database. Each shape is asked BENCH_RUNS times (default 60) one after
 * another after a warm-up; it prints p50 and p95 and the p95's ratio to `GET /api/v1/health` measured the same
 * way in the same run (how much slower than a route that does next to nothing, whatever the machine's load).
 * The target is a p95 under 100 ms.
 */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000)
const AUDIT = Number(process.env.BENCH_AUDIT ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 60)
const TARGET_P95_MS = 100
const ADMIN = { email: 'bench@escudo.example', password: 'bench-password-long' }
/** Staff members the audit entries are spread over (the admin is the first). */
const ACTORS = 6

const dataDir = await mkdtemp(path.join(tmpdir(), 'escudo-bench-admin-'))
let database: FreshDatabase | undefined
if (process.env.DATABASE_URL)
  database = await createFreshDatabase(process.env.DATABASE_URL, 'escudo_bench_admin')
const where = database ? 'PostgreSQL' : 'the embedded database'
let missed = 0

const app = await buildApp(
  parseConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-admin-secret-that-is-long-enough',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    SEED: `synthetic:${PRODUCTS}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_SSR: 'off',
    RENDER_THREADS: '0',
  }),
)
try {
  process.stdout.write(`seeding ${PRODUCTS} products on ${where}…\n`)
  await app.ready()
  const actors = await insertBenchActors(app, ACTORS)
  process.stdout.write(`inserting ${AUDIT} audit entries…\n`)
  const inserting = performance.now()
  await insertBenchAuditEntries(app, actors, AUDIT)
  process.stdout.write(`  [${((performance.now() - inserting) / 1000).toFixed(1)} s]\n`)

  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'content-type': 'application/vnd.api+json' },
    payload: { data: { type: 'sessions', attributes: ADMIN } },
  })
  if (login.statusCode !== 200) throw new Error(`login: HTTP ${login.statusCode} ${login.body}`)
  const headers = {
    authorization: `Bearer ${login.json<{ meta: { accessToken: string } }>().meta.accessToken}`,
  }
  const [product] = await app.db
    .select({ id: products.id })
    .from(products)
    .orderBy(products.reference)
    .limit(1)

  const baseline = await measure('/api/v1/health', {})
  process.stdout.write(
    `\n${'baseline: GET /api/v1/health'.padEnd(52)} p50 ${ms(baseline.p50)}  p95 ${ms(baseline.p95)}\n`,
  )
  const shapes: [string, string][] = [
    ['products: first page', '/api/v1/admin/products?page[size]=20'],
    ['products: a search', '/api/v1/admin/products?page[size]=20&filter[q]=nitr'],
    [
      'products: a category, published',
      '/api/v1/admin/products?page[size]=20&filter[category]=luva-de-seguranca&filter[published]=true',
    ],
    ['products: incomplete ones', '/api/v1/admin/products?page[size]=20&filter[complete]=false'],
    ['products: by name', '/api/v1/admin/products?page[size]=20&sort=name'],
    ['products: by name, page 200', '/api/v1/admin/products?page[size]=20&sort=name&page[number]=200'],
    ['audit: first page', '/api/v1/admin/audit-log?page[size]=20'],
    ['audit: estimates', '/api/v1/admin/audit-log?page[size]=20&filter[entityType]=estimates'],
    ['audit: one staff member', `/api/v1/admin/audit-log?page[size]=20&filter[actor]=${actors[1]}`],
    ['audit: a week', '/api/v1/admin/audit-log?page[size]=20&filter[from]=2026-01-05&filter[to]=2026-01-11'],
    ['audit: page 2,000', '/api/v1/admin/audit-log?page[size]=20&page[number]=2000'],
    ['audit: a product history', `/api/v1/admin/products/${product!.id}/history?page[size]=20`],
  ]
  for (const [name, url] of shapes) {
    const run = await measure(url, headers)
    const ok = run.p95 < TARGET_P95_MS
    if (!ok) missed++
    process.stdout.write(
      `${name.padEnd(52)} p50 ${ms(run.p50)}  p95 ${ms(run.p95)}  ×${(run.p95 / baseline.p95).toFixed(0).padStart(4)} ` +
        `the baseline  [p95 < ${TARGET_P95_MS} ms: ${ok ? 'ok' : 'MISSED'}]\n`,
    )
  }
} finally {
  await app.close()
  await database?.drop()
  await rm(dataDir, { recursive: true, force: true })
}
process.stdout.write(missed ? `\n${missed} shape(s) missed the target\n` : '\nevery shape met the target\n')
process.exitCode = missed ? 1 : 0

function ms(value: number) {
  return `${value.toFixed(1).padStart(6)} ms`
}

/** p50 and p95 of RUNS answers to `url`, after a warm-up of a few. */
async function measure(url: string, headers: Record<string, string>) {
  const once = async () => {
    const started = performance.now()
    const response = await app.inject({ method: 'GET', url, headers })
    const elapsed = performance.now() - started
    if (response.statusCode !== 200) throw new Error(`${url}: HTTP ${response.statusCode} ${response.body}`)
    return elapsed
  }
  for (let n = 0; n < 5; n++) await once()
  const times: number[] = []
  for (let n = 0; n < RUNS; n++) times.push(await once())
  times.sort((a, b) => a - b)
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!
  return { p50: at(0.5), p95: at(0.95) }
}

import path from 'node:path'
import { z } from 'zod'
import { RateLimitEnv, rateLimitsFrom, type RateLimits } from './rate-limits'
import { StorageUrl, storageFrom, type StorageSetting } from './storage-url'

const Port = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .min(0, { error: 'must be between 0 and 65535' })
  .max(65535, { error: 'must be between 0 and 65535' })

/** A whole number of `unit` from the environment, from `min` to `max`; `tooSmall` says what the minimum means. */
const WholeNumber = (unit: string, min: number, max: number, tooSmall = `must be at least ${min}`) =>
  z.coerce
    .number({ error: `must be a number of ${unit}` })
    .int({ error: `must be a whole number of ${unit}` })
    .min(min, { error: tooSmall })
    .max(max, { error: `must be at most ${max}` })

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
const UNIT_MS = { m: MINUTE_MS, h: 60 * MINUTE_MS, d: DAY_MS } as const
/** `30m`, `6h`, `1d` in milliseconds (the format is checked before). */
const durationMs = (value: string) =>
  Number(value.slice(0, -1)) * UNIT_MS[value.slice(-1) as keyof typeof UNIT_MS]

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: Port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    // Uploaded files: DATA_DIR/uploads by default, or an S3-compatible bucket (several processes share it).
    STORAGE_URL: StorageUrl.optional(),
    AWS_REGION: z.string().min(1).optional(),
    DATABASE_URL: z
      .url({ error: 'must be a postgres:// URL' })
      .refine((value) => /^postgres(ql)?:\/\//.test(value), { error: 'must be a postgres:// URL' })
      .optional(),
    JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    SMTP_URL: z
      .url({ error: 'must be an smtp:// or smtps:// URL' })
      .refine((value) => /^smtps?:\/\//.test(value), { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Escudo EPI <contato@escudo.example>'),
    PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
    ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
    ADMIN_PASSWORD: z.string().min(10, { error: 'must be at least 10 characters' }).optional(),
    SEED: z
      .string()
      .regex(/^(demo|none|synthetic:[1-9]\d{0,6})$/, { error: 'must be "demo", "none" or "synthetic:N"' })
      .default('demo')
      .transform((value) => value as SeedSetting),
    // With SEED=demo: import the demo's CAEPI registry snapshot at the first start (default: on, but in production).
    SEED_CA_REGISTRY: z.enum(['true', 'false'], { error: 'must be "true" or "false"' }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Which requests get a log line of their own (decision 024): `errors` (failed, answered 5xx, or slower
    // than ACCESS_LOG_SLOW_MS) or `all` (Fastify's "incoming request" and "request completed" for each).
    ACCESS_LOG: z.enum(['errors', 'all'], { error: 'must be "errors" or "all"' }).default('errors'),
    ACCESS_LOG_SLOW_MS: WholeNumber('milliseconds', 1, 3_600_000, 'must be at least 1 ms').default(1000),
    // Which proxies may set X-Forwarded-For: per-IP rate limits depend on it. A client that can reach
    // the server directly must not be able to choose its own address.
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|[\w.:/,\s-]+)$/, { error: 'must be true, false or addresses/CIDRs' })
      .refine((value) => !/^\d+$/.test(value), {
        error: 'must name the proxies (addresses/CIDRs), not a hop count',
      })
      .default('loopback'),
    WEB_DIST: z.string().min(1).optional(),
    // The storefront's server rendering (the web app's `dist-ssr/entry-server.js`), or `off`.
    WEB_SSR: z.string().min(1).optional(),
    // Threads that render storefront pages (decision 023); 0 renders on the HTTP thread.
    RENDER_THREADS: WholeNumber('threads', 0, 64, 'must be 0 (render on the HTTP thread) or more').optional(),
    // Pages waiting for a render thread before the next gets 503.
    RENDER_QUEUE: WholeNumber('pages', 1, 10_000).optional(),
    // Memory for rendered storefront pages (decision 023); 0 renders every page for its request.
    PAGE_CACHE_MB: WholeNumber('megabytes', 0, 65536, 'must be 0 (no cache) or more').default(64),
    // When set, GET /metrics wants `Authorization: Bearer <token>`; unset, it is open (block it at the proxy).
    METRICS_TOKEN: z
      .string()
      .min(16, { error: 'must be at least 16 characters' })
      .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' })
      .optional(),
    // The largest CAEPI registry text accepted (the TXT, or what the ZIP holds); the real one is a few hundred MB.
    CA_REGISTRY_MAX_MB: WholeNumber('megabytes', 1, 65536).default(1024),
    // Where to download the registry's ZIP each day (off when unset), and at what hour in Brazil (-03:00).
    CAEPI_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    CAEPI_FETCH_HOUR: WholeNumber('hours', 0, 23).default(3),
    // How long audit log entries are kept (decision 031); a daily prune deletes older ones. 0 keeps them all.
    AUDIT_RETENTION_DAYS: WholeNumber('days', 0, 36_500, 'must be 0 (keep forever) or more').default(730),
    // Scheduled backups (issue 35): into this folder or this S3 bucket (as STORAGE_URL), every BACKUP_EVERY
    // (default 24h), the newest BACKUP_KEEP kept.
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_URL: StorageUrl.optional(),
    BACKUP_EVERY: z
      .string()
      .regex(/^[1-9]\d{0,5}[mhd]$/, {
        error: 'must be a number of minutes, hours or days, like "30m", "6h" or "1d"',
      })
      .transform(durationMs)
      .refine((ms) => ms >= MINUTE_MS, { error: 'must be at least 1m' })
      .refine((ms) => ms <= 366 * DAY_MS, { error: 'must be at most 366d' })
      .optional(),
    BACKUP_KEEP: WholeNumber('backups', 1, 10_000).default(14),
    // Webhooks (issue 37) may reach loopback, private and link-local addresses, and plain http in production
    // (an intranet ERP, the tests); refused otherwise.
    WEBHOOKS_ALLOW_PRIVATE: z
      .enum(['true', 'false'], { error: 'must be "true" or "false"' })
      .default('false'),
    // Storefront searches and clicks counted for the back office's "Buscas" (issue 36, decision 051).
    SEARCH_ANALYTICS: z.enum(['true', 'false'], { error: 'must be "true" or "false"' }).default('true'),
    // Days a delivered webhook delivery (and its event) is kept for the delivery log, and a failed one (kept
    // longer, so the log shows it); a daily job deletes older ones. Pending deliveries are never deleted.
    WEBHOOKS_RETENTION_DAYS: WholeNumber('days', 1, 36_500).default(30),
    WEBHOOKS_FAILED_RETENTION_DAYS: WholeNumber('days', 1, 36_500).default(90),
    ...RateLimitEnv,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' })
    }
    if (env.BACKUP_EVERY !== undefined && !env.BACKUP_DIR && !env.BACKUP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['BACKUP_EVERY'],
        message: 'needs BACKUP_DIR or BACKUP_URL (where the backups go)',
      })
    }
    if (env.BACKUP_DIR && env.BACKUP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['BACKUP_URL'],
        message: 'cannot be set with BACKUP_DIR: the backups go to one place',
      })
    }
    if (env.BACKUP_URL?.kind === 'filesystem') {
      ctx.addIssue({
        code: 'custom',
        path: ['BACKUP_URL'],
        message: 'must be an s3:// bucket: for a folder, set BACKUP_DIR',
      })
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required when the other ADMIN_* variable is set',
      })
    }
  })

export type Config = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** Where uploaded files go (STORAGE_URL); S3 credentials are the AWS SDK's to find, never in here. */
  storage: StorageSetting
  jwtSecret: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  publicUrl: string
  admin: { email: string; password: string } | undefined
  seed: SeedSetting
  /** With the demo seed: its CAEPI registry snapshot is imported at the first start (SEED_CA_REGISTRY). */
  seedCaRegistry: boolean
  logLevel: string
  /** Which requests are logged: `errors` (failed, 5xx or slower than `slowMs`) or `all`. */
  accessLog: AccessLogSetting
  /** Fastify's trustProxy: a boolean, or addresses/CIDRs/presets (loopback, uniquelocal). */
  trustProxy: boolean | string
  webDist: string
  /** The module that renders storefront pages on the server; null: every page gets the app's shell. */
  webSsr: string | null
  /** Bytes of memory for rendered pages; 0: no page cache. */
  pageCacheBytes: number
  /** Render threads (undefined: one per core but one, at least one; 0: the HTTP thread) and their queue. */
  renderThreads: number | undefined
  renderQueue: number | undefined
  rateLimits: RateLimits
  /** The bearer token GET /metrics requires; undefined: /metrics is open. */
  metricsToken: string | undefined
  /** The largest CAEPI registry text an upload may hold, in bytes (CA_REGISTRY_MAX_MB). */
  caRegistryMaxBytes: number
  /** The registry's daily download (CAEPI_URL, CAEPI_FETCH_HOUR in Brazil time); null: off. */
  caepiFetch: { url: string; hour: number } | null
  /** Days an audit log entry is kept (AUDIT_RETENTION_DAYS); null: kept forever. */
  auditRetentionDays: number | null
  /** Scheduled backups (BACKUP_DIR or BACKUP_URL, BACKUP_EVERY, BACKUP_KEEP); null: off. */
  backups: BackupSchedule | null
  /** Webhooks may reach private addresses, and plain http in production (WEBHOOKS_ALLOW_PRIVATE). */
  webhooksAllowPrivate: boolean
  /** Storefront searches and clicks are counted (SEARCH_ANALYTICS); off, the list answers no searchId. */
  searchAnalytics: boolean
  /** Days delivered and failed webhook deliveries are kept (WEBHOOKS_RETENTION_DAYS, WEBHOOKS_FAILED_RETENTION_DAYS). */
  webhooksRetention: { deliveredDays: number; failedDays: number }
}

/** Where scheduled backups go: a folder (BACKUP_DIR) or an S3-compatible bucket (BACKUP_URL). */
export type BackupPlace = StorageSetting
export type BackupSchedule = { place: BackupPlace; everyMs: number; keep: number }

export type AccessLogSetting = { mode: 'errors' | 'all'; slowMs: number }

/** `demo` (default), `none`, or `synthetic:N` (N generated products, for benchmarks). */
export type SeedSetting = 'demo' | 'none' | `synthetic:${number}`

/** Thrown for a bad environment; its message is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

const emptyToUndefined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))

const webDistDefault = path.resolve(import.meta.dirname, '../../../web/dist')

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = EnvSchema.safeParse(emptyToUndefined(env))
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.')
      const got = typeof env[name] === 'string' ? ` (got "${env[name]}")` : ''
      // A URL with a password in it (`postgres://user:secret@…`) is not echoed either.
      const secret = /SECRET|PASSWORD|TOKEN/.test(name) || /\/\/[^/@]*:[^/@]*@/.test(String(env[name]))
      return `${name} ${issue.message}${secret ? '' : got}`
    })
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`)
  }
  const parsed = result.data
  const webDist = parsed.WEB_DIST ? path.resolve(parsed.WEB_DIST) : webDistDefault
  const dataDir = path.resolve(parsed.DATA_DIR)
  return {
    nodeEnv: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    storage: storageFrom(parsed.STORAGE_URL, path.join(dataDir, 'uploads'), parsed.AWS_REGION),
    jwtSecret: parsed.JWT_SECRET,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    admin:
      parsed.ADMIN_EMAIL && parsed.ADMIN_PASSWORD
        ? { email: parsed.ADMIN_EMAIL.toLowerCase(), password: parsed.ADMIN_PASSWORD }
        : undefined,
    seed: parsed.SEED,
    // Never in production unless asked: a real brand imports the ministry's registry, not the demo's.
    seedCaRegistry:
      parsed.SEED === 'demo' &&
      (parsed.SEED_CA_REGISTRY ? parsed.SEED_CA_REGISTRY === 'true' : parsed.NODE_ENV !== 'production'),
    logLevel: parsed.LOG_LEVEL,
    accessLog: { mode: parsed.ACCESS_LOG, slowMs: parsed.ACCESS_LOG_SLOW_MS },
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    webDist,
    webSsr:
      parsed.WEB_SSR === 'off'
        ? null
        : parsed.WEB_SSR
          ? path.resolve(parsed.WEB_SSR)
          : path.resolve(webDist, '../dist-ssr/entry-server.js'),
    pageCacheBytes: parsed.PAGE_CACHE_MB * 1024 * 1024,
    renderThreads: parsed.RENDER_THREADS,
    renderQueue: parsed.RENDER_QUEUE,
    rateLimits: rateLimitsFrom(parsed),
    metricsToken: parsed.METRICS_TOKEN,
    caRegistryMaxBytes: parsed.CA_REGISTRY_MAX_MB * 1024 * 1024,
    caepiFetch: parsed.CAEPI_URL ? { url: parsed.CAEPI_URL, hour: parsed.CAEPI_FETCH_HOUR } : null,
    auditRetentionDays: parsed.AUDIT_RETENTION_DAYS || null,
    backups: backupSchedule(parsed),
    webhooksAllowPrivate: parsed.WEBHOOKS_ALLOW_PRIVATE === 'true',
    searchAnalytics: parsed.SEARCH_ANALYTICS === 'true',
    webhooksRetention: {
      deliveredDays: parsed.WEBHOOKS_RETENTION_DAYS,
      failedDays: parsed.WEBHOOKS_FAILED_RETENTION_DAYS,
    },
  }
}

function backupSchedule(parsed: z.infer<typeof EnvSchema>): BackupSchedule | null {
  const { BACKUP_DIR: dir, BACKUP_URL: url } = parsed
  const place: BackupPlace | null = dir
    ? { kind: 'filesystem', root: path.resolve(dir) }
    : url
      ? storageFrom(url, '', parsed.AWS_REGION)
      : null
  return place && { place, everyMs: parsed.BACKUP_EVERY ?? DAY_MS, keep: parsed.BACKUP_KEEP }
}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true
  if (value === 'false') return false
  return value
}

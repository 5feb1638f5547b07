import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './env'

describe('parseConfig', () => {
  it('starts with sensible defaults and the embedded database', () => {
    const config = parseConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.seed).toBe('demo')
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.dataDir).toMatch(/data$/)
  })

  it('names the bad variable and the value in one line', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrowError(ConfigError)
    expect(() => parseConfig({ PORT: 'abc' })).toThrowError(/^Invalid environment: PORT .*"abc"/)
    const message = (() => {
      try {
        parseConfig({ PORT: '99999', SEED: 'lots' })
      } catch (error) {
        return (error as Error).message
      }
      return ''
    })()
    expect(message).toContain('PORT must be between 0 and 65535')
    expect(message).toContain('SEED must be "demo", "none" or "synthetic:N"')
    expect(message).not.toContain('\n')
  })

  it('requires JWT_SECRET in production without echoing secrets', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrowError(/JWT_SECRET is required/)
    expect(() => parseConfig({ JWT_SECRET: 'short' })).toThrowError(
      /^Invalid environment: JWT_SECRET must be at least 32 characters$/,
    )
  })

  it('rejects a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => parseConfig({ DATABASE_URL: 'mysql://localhost/db' })).toThrowError(/DATABASE_URL/)
    expect(parseConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/test' }).databaseUrl).toBe(
      'postgres://u@127.0.0.1:5432/test',
    )
  })

  it('wants the admin email and password together', () => {
    expect(() => parseConfig({ ADMIN_EMAIL: 'staff@escudo.example' })).toThrowError(
      /ADMIN_PASSWORD is required/,
    )
    const config = parseConfig({ ADMIN_EMAIL: 'Staff@Escudo.example', ADMIN_PASSWORD: 'a-long-password' })
    expect(config.admin).toEqual({ email: 'staff@escudo.example', password: 'a-long-password' })
  })

  it('accepts a synthetic catalogue size for benchmarks', () => {
    expect(parseConfig({ SEED: 'synthetic:100000' }).seed).toBe('synthetic:100000')
    expect(() => parseConfig({ SEED: 'synthetic:0' })).toThrowError(/SEED/)
  })

  it("imports the demo's CA registry with the demo seed, never in production unless asked", () => {
    expect(parseConfig({}).seedCaRegistry).toBe(true)
    expect(parseConfig({ SEED: 'synthetic:10' }).seedCaRegistry).toBe(false)
    expect(parseConfig({ SEED_CA_REGISTRY: 'false' }).seedCaRegistry).toBe(false)
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }
    expect(parseConfig(production).seedCaRegistry).toBe(false)
    expect(parseConfig({ ...production, SEED_CA_REGISTRY: 'true' }).seedCaRegistry).toBe(true)
    expect(() => parseConfig({ SEED_CA_REGISTRY: 'yes' })).toThrowError(
      /SEED_CA_REGISTRY must be "true" or "false"/,
    )
  })

  it('finds the storefront renderer beside the web build unless told otherwise', () => {
    const byDefault = parseConfig({ WEB_DIST: '/srv/escudo/web' })
    expect(byDefault.webSsr).toBe(path.resolve('/srv/escudo/dist-ssr/entry-server.js'))
    expect(parseConfig({ WEB_SSR: 'build/render.js' }).webSsr).toBe(path.resolve('build/render.js'))
    expect(parseConfig({ WEB_SSR: 'off' }).webSsr).toBeNull()
  })

  it('logs only failed, 5xx and slow requests unless ACCESS_LOG=all, and names a bad setting', () => {
    expect(parseConfig({}).accessLog).toEqual({ mode: 'errors', slowMs: 1000 })
    expect(parseConfig({ ACCESS_LOG: 'all', ACCESS_LOG_SLOW_MS: '250' }).accessLog).toEqual({
      mode: 'all',
      slowMs: 250,
    })
    expect(() => parseConfig({ ACCESS_LOG: 'sometimes' })).toThrowError(
      /^Invalid environment: ACCESS_LOG must be "errors" or "all" \(got "sometimes"\)$/,
    )
    expect(() => parseConfig({ ACCESS_LOG_SLOW_MS: 'slow' })).toThrowError(
      /ACCESS_LOG_SLOW_MS must be a number/,
    )
    expect(() => parseConfig({ ACCESS_LOG_SLOW_MS: '0' })).toThrowError(
      /ACCESS_LOG_SLOW_MS must be at least 1 ms/,
    )
  })

  it('gives rendered pages 64 MB unless PAGE_CACHE_MB says otherwise (0: none), and names a bad value', () => {
    expect(parseConfig({}).pageCacheBytes).toBe(64 * 1024 * 1024)
    expect(parseConfig({ PAGE_CACHE_MB: '0' }).pageCacheBytes).toBe(0)
    expect(parseConfig({ PAGE_CACHE_MB: '256' }).pageCacheBytes).toBe(256 * 1024 * 1024)
    expect(() => parseConfig({ PAGE_CACHE_MB: 'lots' })).toThrowError(
      /^Invalid environment: PAGE_CACHE_MB must be a number of megabytes \(got "lots"\)$/,
    )
    expect(() => parseConfig({ PAGE_CACHE_MB: '-1' })).toThrowError(
      /PAGE_CACHE_MB must be 0 \(no cache\) or more/,
    )
  })

  it('renders pages on threads as RENDER_THREADS and RENDER_QUEUE say, and names a bad value', () => {
    expect(parseConfig({})).toMatchObject({ renderThreads: undefined, renderQueue: undefined })
    expect(parseConfig({ RENDER_THREADS: '0', RENDER_QUEUE: '8' })).toMatchObject({
      renderThreads: 0,
      renderQueue: 8,
    })
    expect(() => parseConfig({ RENDER_THREADS: 'many' })).toThrowError(
      /RENDER_THREADS must be a number of threads/,
    )
    expect(() => parseConfig({ RENDER_QUEUE: '0' })).toThrowError(/RENDER_QUEUE must be at least 1/)
  })

  it('schedules backups only with BACKUP_DIR or BACKUP_URL: every 24h unless BACKUP_EVERY says otherwise, 14 kept', () => {
    expect(parseConfig({}).backups).toBeNull()
    expect(parseConfig({ BACKUP_DIR: '/srv/backups' }).backups).toEqual({
      place: { kind: 'filesystem', root: '/srv/backups' },
      everyMs: 24 * 3600_000,
      keep: 14,
    })
    expect(
      parseConfig({
        BACKUP_URL: 's3://escudo-backups/daily?endpoint=https://s3.example.com',
        AWS_REGION: 'sa-east-1',
      }).backups,
    ).toEqual({
      place: {
        kind: 's3',
        bucket: 'escudo-backups',
        prefix: 'daily/',
        endpoint: 'https://s3.example.com',
        region: 'sa-east-1',
        forcePathStyle: false,
      },
      everyMs: 24 * 3600_000,
      keep: 14,
    })
    expect(() => parseConfig({ BACKUP_DIR: 'b', BACKUP_URL: 's3://escudo-backups' })).toThrowError(
      /BACKUP_URL cannot be set with BACKUP_DIR: the backups go to one place/,
    )
    expect(() => parseConfig({ BACKUP_URL: 'file:' })).toThrowError(
      /BACKUP_URL must be an s3:\/\/ bucket: for a folder, set BACKUP_DIR/,
    )
    expect(() => parseConfig({ BACKUP_URL: 's3://Bad_Bucket' })).toThrowError(
      /BACKUP_URL must be file: or s3:\/\//,
    )
    const every = (value: string) => parseConfig({ BACKUP_DIR: 'b', BACKUP_EVERY: value }).backups?.everyMs
    expect([every('30m'), every('6h'), every('2d')]).toEqual([30 * 60_000, 6 * 3600_000, 2 * 24 * 3600_000])
    expect(parseConfig({ BACKUP_DIR: 'b', BACKUP_KEEP: '3' }).backups?.keep).toBe(3)
    expect(() => parseConfig({ BACKUP_DIR: 'b', BACKUP_EVERY: '6 hours' })).toThrowError(
      /^Invalid environment: BACKUP_EVERY must be a number of minutes, hours or days, like "30m", "6h" or "1d" \(got "6 hours"\)$/,
    )
    expect(() => parseConfig({ BACKUP_DIR: 'b', BACKUP_EVERY: '400d' })).toThrowError(
      /BACKUP_EVERY must be at most 366d/,
    )
    expect(() => parseConfig({ BACKUP_EVERY: '6h' })).toThrowError(
      /BACKUP_EVERY needs BACKUP_DIR or BACKUP_URL/,
    )
    expect(() => parseConfig({ BACKUP_DIR: 'b', BACKUP_KEEP: '0' })).toThrowError(
      /BACKUP_KEEP must be at least 1/,
    )
  })

  it('keeps audit log entries 730 days unless AUDIT_RETENTION_DAYS says otherwise (0: forever)', () => {
    expect(parseConfig({}).auditRetentionDays).toBe(730)
    expect(parseConfig({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90)
    expect(parseConfig({ AUDIT_RETENTION_DAYS: '0' }).auditRetentionDays).toBeNull()
    expect(() => parseConfig({ AUDIT_RETENTION_DAYS: 'two years' })).toThrowError(
      /^Invalid environment: AUDIT_RETENTION_DAYS must be a number of days \(got "two years"\)$/,
    )
    expect(() => parseConfig({ AUDIT_RETENTION_DAYS: '1.5' })).toThrowError(
      /AUDIT_RETENTION_DAYS must be a whole number of days/,
    )
    expect(() => parseConfig({ AUDIT_RETENTION_DAYS: '-1' })).toThrowError(
      /AUDIT_RETENTION_DAYS must be 0 \(keep forever\) or more/,
    )
  })

  it('keeps delivered webhook deliveries 30 days and failed ones 90 unless told otherwise', () => {
    expect(parseConfig({}).webhooksRetention).toEqual({ deliveredDays: 30, failedDays: 90 })
    const set = { WEBHOOKS_RETENTION_DAYS: '7', WEBHOOKS_FAILED_RETENTION_DAYS: '365' }
    expect(parseConfig(set).webhooksRetention).toEqual({ deliveredDays: 7, failedDays: 365 })
    expect(() => parseConfig({ WEBHOOKS_RETENTION_DAYS: '0' })).toThrowError(
      /WEBHOOKS_RETENTION_DAYS must be at least 1/,
    )
    expect(() => parseConfig({ WEBHOOKS_FAILED_RETENTION_DAYS: 'ninety' })).toThrowError(
      /WEBHOOKS_FAILED_RETENTION_DAYS must be a number of days/,
    )
  })

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000)
  })
})

describe('rate limits', () => {
  it('defaults to the limits of issue 4', () => {
    const { rateLimits } = parseConfig({})
    expect(rateLimits.loginEmail).toEqual({ max: 10, windowMs: 15 * 60_000 })
    expect(rateLimits.loginIp).toEqual({ max: 50, windowMs: 15 * 60_000 })
    expect(rateLimits.registerIp).toEqual({ max: 30, windowMs: 3_600_000 })
    expect(rateLimits.forgotPasswordEmail).toEqual({ max: 5, windowMs: 3_600_000 })
    expect(rateLimits.emailAvailabilityIp).toEqual({ max: 60, windowMs: 60_000 })
  })

  it('reads count/window from the environment and names a bad one', () => {
    expect(parseConfig({ RATE_LIMIT_LOGIN_IP: '5/30s' }).rateLimits.loginIp).toEqual({
      max: 5,
      windowMs: 30_000,
    })
    expect(() => parseConfig({ RATE_LIMIT_REGISTER_IP: 'lots' })).toThrowError(
      /RATE_LIMIT_REGISTER_IP must look like 10\/15m/,
    )
    expect(() => parseConfig({ RATE_LIMIT_REGISTER_IP: '0/1h' })).toThrowError(/RATE_LIMIT_REGISTER_IP count/)
  })

  it('trusts X-Forwarded-For only from the proxies TRUST_PROXY names', () => {
    expect(parseConfig({}).trustProxy).toBe('loopback')
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1')
    expect(() => parseConfig({ TRUST_PROXY: 'x;y' })).toThrowError(/TRUST_PROXY/)
    expect(() => parseConfig({ TRUST_PROXY: '2' })).toThrowError(/TRUST_PROXY must name the proxies/)
  })
})

describe('STORAGE_URL', () => {
  it('keeps uploads under DATA_DIR/uploads when unset or file:', () => {
    const expected = { kind: 'filesystem', root: path.resolve('/srv/escudo/uploads') }
    expect(parseConfig({ DATA_DIR: '/srv/escudo' }).storage).toEqual(expected)
    expect(parseConfig({ DATA_DIR: '/srv/escudo', STORAGE_URL: 'file:' }).storage).toEqual(expected)
  })

  it('reads a bucket, a key prefix, an endpoint, a region and path-style addressing', () => {
    const url = 's3://escudo-files/prod/uploads/?endpoint=https://acc.r2.cloudflarestorage.com&region=auto'
    expect(parseConfig({ STORAGE_URL: url }).storage).toEqual({
      kind: 's3',
      bucket: 'escudo-files',
      prefix: 'prod/uploads/',
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      region: 'auto',
      forcePathStyle: false,
    })
    const minio = parseConfig({ STORAGE_URL: 's3://files?endpoint=http://minio:9000&pathStyle=true' })
    expect(minio.storage).toMatchObject({ prefix: '', endpoint: 'http://minio:9000', forcePathStyle: true })
    expect(parseConfig({ STORAGE_URL: 's3://files?forcePathStyle=true' }).storage).toMatchObject({
      forcePathStyle: true,
    })
  })

  it('takes the region from AWS_REGION, else us-east-1', () => {
    expect(parseConfig({ STORAGE_URL: 's3://files' }).storage).toMatchObject({ region: 'us-east-1' })
    expect(parseConfig({ STORAGE_URL: 's3://files', AWS_REGION: 'sa-east-1' }).storage).toMatchObject({
      region: 'sa-east-1',
    })
    expect(
      parseConfig({ STORAGE_URL: 's3://files?region=eu-west-1', AWS_REGION: 'sa-east-1' }).storage,
    ).toMatchObject({ region: 'eu-west-1' })
  })

  it('names what is wrong with a bad one', () => {
    const bad = (value: string) => () => parseConfig({ STORAGE_URL: value })
    expect(bad('/var/uploads')).toThrowError(/^Invalid environment: STORAGE_URL must be file: or s3:\/\//)
    expect(bad('gs://bucket')).toThrowError(/STORAGE_URL must be file: or s3:\/\//)
    expect(bad('s3://Bad_Bucket')).toThrowError(/valid bucket name/)
    expect(bad('s3://files?endpiont=http://x')).toThrowError(/unknown parameter "endpiont"/)
    expect(bad('s3://files?endpoint=minio:9000')).toThrowError(/endpoint must be an http\(s\):\/\/ origin/)
    expect(bad('s3://files?pathStyle=yes')).toThrowError(/pathStyle must be true or false/)
    expect(bad('s3://files/a b')).toThrowError(/prefix/)
  })

  it('refuses credentials in the URL without echoing them', () => {
    const attempt = () => parseConfig({ STORAGE_URL: 's3://AKIAEXAMPLE:wJalrXUtnFEMI@files' })
    expect(attempt).toThrowError(/STORAGE_URL must not hold credentials: set AWS_ACCESS_KEY_ID/)
    expect(attempt).not.toThrowError(/wJalrXUtnFEMI/)
  })
})

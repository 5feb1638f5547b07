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

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000)
  })
})

export * from './auth-tokens'
export * from './outbox'
export * from './rate-limits'
export * from './users'

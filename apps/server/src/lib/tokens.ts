import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe: refresh tokens and password-reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * What the database keeps instead of the token. A fast hash is enough because
 * the token is random and long; a stolen table gives nothing to replay.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

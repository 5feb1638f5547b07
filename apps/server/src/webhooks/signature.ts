import { createHmac, randomBytes } from 'node:crypto'

const PREFIX = 'whsec_'

/** A new signing secret as the Standard Webhooks specification writes it: `whsec_` and 32 random bytes in base64. */
export const newSecret = () => `${PREFIX}${randomBytes(32).toString('base64')}`

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` under `secret`'s bytes (Standard Webhooks). */
export function sign(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`
}

/** The three headers of a delivery, signed with every secret in force (two during a rotation). */
export function signedHeaders(secrets: string[], id: string, at: Date, body: string) {
  const timestamp = Math.floor(at.getTime() / 1000)
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => sign(secret, id, timestamp, body)).join(' '),
  }
}

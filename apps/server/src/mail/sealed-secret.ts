import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * What the outbox stores in place of a live secret (a password-reset token): staff read the outbox in the
 * back office, and a readable reset link there would let any staff account take over any customer.
 */
export const SECRET_PLACEHOLDER = '[oculto]'

/**
 * Seals a secret with AES-256-GCM under a key derived from the server's key and `purpose`, so that only the mail
 * worker can put it back into the message it sends (and only the webhooks' worker can sign with a webhook's
 * secret, `webhook-secret`); nothing in the table or the back office reads it.
 */
export function secretSealer(serverKey: string, purpose = 'outbox-secret') {
  const key = createHash('sha256').update(`${purpose}\n${serverKey}`).digest()
  return {
    seal(secret: string): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
    },
    open(sealed: string): string {
      const [iv = '', tag = '', data = ''] = sealed.split('.')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      )
    },
  }
}

/** The message as stored: every occurrence of the secret replaced by the placeholder. */
export function redact<T extends Record<string, string>>(parts: T, secret: string): T {
  return Object.fromEntries(
    Object.entries(parts).map(([name, value]) => [name, value.replaceAll(secret, SECRET_PLACEHOLDER)]),
  ) as T
}

/** The message as sent: the placeholder replaced by the secret again. */
export function reveal<T extends Record<string, string>>(parts: T, secret: string): T {
  return Object.fromEntries(
    Object.entries(parts).map(([name, value]) => [name, value.replaceAll(SECRET_PLACEHOLDER, secret)]),
  ) as T
}

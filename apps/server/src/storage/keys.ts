import { randomBytes } from 'node:crypto'

const KEY = /^[a-z0-9]+(?:[/._-][a-z0-9]+)*$/

/** A fresh key under `prefix` (`products/<id>`): 96 random bits, so a key is also unguessable. */
export function newKey(prefix: string): string {
  return `${prefix}/${randomBytes(12).toString('hex')}`
}

/** The random last part of a key: the version that makes its URL cacheable forever. */
export const keyVersion = (key: string) => key.slice(key.lastIndexOf('/') + 1)

/** Keys are ours: lower-case segments, no `..`, no leading slash. Anything else is a bug or an attack. */
export const isKey = (key: string) => KEY.test(key) && key.length <= 200

export function assertKey(key: string): string {
  if (!isKey(key)) throw new Error(`Invalid storage key: ${key}`)
  return key
}

import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { availableParallelism } from 'node:os'
import pLimit from 'p-limit'
import { ApiProblem } from './errors'

/**
 * Memory-hard password hashing with node's scrypt and a per-user salt.
 * Stored as `scrypt$N$r$p$salt$hash` so the cost can be raised later and old
 * hashes still verify (see needsRehash).
 */
type Cost = { readonly N: number; readonly r: number; readonly p: number }
let COST: Cost = { N: 2 ** 16, r: 8, p: 1 }
const KEY_LENGTH = 64
const SALT_LENGTH = 16

/**
 * Runs at most `concurrency` hashes at once and keeps at most `queue` waiting; past that it answers 503 at
 * once. One scrypt is ~64 MB and a core for ~100 ms: ten sign-ins at a time would otherwise take every
 * core (libuv runs four at once) and starve the pages and the API.
 */
export function hashingLimiter(concurrency: number, queue: number) {
  const limit = pLimit(concurrency)
  let started = 0
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (limit.pendingCount >= queue) {
        return Promise.reject(
          new ApiProblem(503, [
            {
              code: 'busy',
              title: 'Service unavailable',
              detail: {
                'pt-BR': 'Muitos acessos ao mesmo tempo. Tente de novo em alguns segundos.',
                en: 'Too many sign-ins at the same time. Try again in a few seconds.',
              },
            },
          ]),
        )
      }
      started++
      return limit(task)
    },
    get active() {
      return limit.activeCount
    },
    /** Hashes taken on since start: what a sign-in spends, counted rather than timed (login.test.ts). */
    get started() {
      return started
    },
  }
}

/** One core left for everything else. */
export const passwordHashing = hashingLimiter(Math.max(1, availableParallelism() - 1), 32)

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return passwordHashing.run(() => scryptNow(password, salt, options))
}

function scryptNow(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes or node refuses the parameters.
    const maxmem = 256 * (options.N ?? COST.N) * (options.r ?? COST.r)
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await scrypt(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$')
  if (algorithm !== 'scrypt' || !n || !r || !p || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * The server's test suite only (apps/server/test/setup.ts): hashes at N = 2^10 instead of 2^16, ~60 times
 * cheaper, since its files sign hundreds of accounts in. Refused in production; the cost itself is tested in
 * password.test.ts, which runs without it.
 */
export function lowerHashingCostForTests() {
  if (process.env.NODE_ENV === 'production')
    throw new Error('The password hashing cost is fixed in production')
  COST = { ...COST, N: 2 ** 10 }
}

export function needsRehash(stored: string): boolean {
  const [, n, r, p] = stored.split('$')
  return Number(n) !== COST.N || Number(r) !== COST.r || Number(p) !== COST.p
}

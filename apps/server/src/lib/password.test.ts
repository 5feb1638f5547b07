import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { ApiProblem } from './errors'
import {
  hashingLimiter,
  hashPassword,
  lowerHashingCostForTests,
  needsRehash,
  passwordHashing,
  verifyPassword,
} from './password'

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery')
    expect(stored).toMatch(/^scrypt\$65536\$8\$1\$/)
    expect(await verifyPassword('correct horse battery', stored)).toBe(true)
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false)
  })

  it('salts every hash so equal passwords do not look equal', async () => {
    const [a, b] = await Promise.all([hashPassword('same password!'), hashPassword('same password!')])
    expect(a).not.toBe(b)
  })

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('whatever-123', 'md5$abc')).toBe(false)
    expect(needsRehash('scrypt$16384$8$1$x$y')).toBe(true)
  })

  it('never lowers the cost in production', () => {
    const before = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      expect(() => lowerHashingCostForTests()).toThrowError(/fixed in production/)
    } finally {
      process.env.NODE_ENV = before
    }
    expect(needsRehash('scrypt$65536$8$1$x$y')).toBe(false)
  })
})

describe('concurrent password hashing', () => {
  it('runs a bounded number of hashes at once and refuses at once past a bounded queue', async () => {
    const limiter = hashingLimiter(1, 2)
    const gates: Array<() => void> = []
    const task = () => new Promise<string>((resolve) => gates.push(() => resolve('done')))
    const running = [limiter.run(task), limiter.run(task), limiter.run(task)]
    const refused = limiter.run(task)
    await expect(refused).rejects.toBeInstanceOf(ApiProblem)
    await expect(refused).rejects.toMatchObject({ status: 503, errors: [{ code: 'busy' }] })
    const problem = (await refused.catch((error: unknown) => error)) as ApiProblem
    expect(problem.errorsIn('pt-BR')[0]!.detail).toBe(
      'Muitos acessos ao mesmo tempo. Tente de novo em alguns segundos.',
    )
    expect(problem.errorsIn('en')[0]!.detail).toBe(
      'Too many sign-ins at the same time. Try again in a few seconds.',
    )
    for (let done = 0; done < 3; done++) {
      await new Promise((resolve) => setImmediate(resolve))
      expect(limiter.active).toBe(1)
      expect(gates).toHaveLength(done + 1)
      gates[done]!()
    }
    expect(await Promise.all(running)).toEqual(['done', 'done', 'done'])
  })

  it('keeps sign-ins from taking every core', async () => {
    let most = 0
    const sampler = setInterval(() => (most = Math.max(most, passwordHashing.active)), 1)
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`password-${i}`)))
    clearInterval(sampler)
    expect(hashes).toHaveLength(6)
    expect(most).toBeGreaterThan(0)
    expect(most).toBeLessThanOrEqual(Math.max(1, availableParallelism() - 1))
  })
})

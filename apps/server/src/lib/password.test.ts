import { describe, expect, it } from 'vitest'
import { hashPassword, needsRehash, verifyPassword } from './password'

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
})

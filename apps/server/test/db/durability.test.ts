import { describe, expect, it } from 'vitest'
import { durabilityWarning } from '../../src/db/durability'

// The server logs this at start-up (one-server-per-data-dir.test.ts sees it once in a real server's log).
describe('durabilityWarning', () => {
  it('warns a production server on the embedded database that commits are not flushed to disk', () => {
    expect(durabilityWarning('pglite', 'production')).toMatch(
      /^The embedded database does not flush commits to disk: .* not of the machine .*PostgreSQL \(DATABASE_URL\)/,
    )
  })

  it('says nothing on PostgreSQL, or outside production', () => {
    expect(durabilityWarning('postgres', 'production')).toBeUndefined()
    expect(durabilityWarning('pglite', 'development')).toBeUndefined()
    expect(durabilityWarning('pglite', 'test')).toBeUndefined()
  })
})

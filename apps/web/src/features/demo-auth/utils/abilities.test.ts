import { describe, expect, it } from 'vitest'
import { can } from './abilities'

describe('can', () => {
  const admin = [{ action: 'manage', subject: 'all' }]
  const client = [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ]

  it('lets manage-all do anything', () => {
    expect(can(admin, 'read', 'Invoice')).toBe(true)
    expect(can(admin, 'delete', 'Task')).toBe(true)
  })

  it('limits the client to reading ACL and Auth', () => {
    expect(can(client, 'read', 'ACL')).toBe(true)
    expect(can(client, 'read', 'Auth')).toBe(true)
    expect(can(client, 'read', 'Invoice')).toBe(false)
    expect(can(client, 'update', 'ACL')).toBe(false)
  })

  it('refuses everything without rules', () => {
    expect(can(undefined, 'read', 'ACL')).toBe(false)
  })
})

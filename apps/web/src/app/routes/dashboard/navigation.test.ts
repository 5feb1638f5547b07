import { describe, expect, it } from 'vitest'
import { can } from '../../../features/demo-auth/utils/abilities'
import { isGroup, menu, visibleMenu } from './navigation'

const keys = (abilities: { action: string; subject: string }[]) =>
  visibleMenu((ability) => can(abilities, ability.action, ability.subject)).flatMap((entry) =>
    isGroup(entry) ? [entry.key, ...entry.children.map((child) => child.key)] : [entry.key],
  )

describe('visibleMenu', () => {
  it('shows the admin every entry', () => {
    expect(keys([{ action: 'manage', subject: 'all' }])).toHaveLength(
      menu.reduce((count, entry) => count + (isGroup(entry) ? entry.children.length + 1 : 1), 0),
    )
  })

  it('shows the client only what ACL and Auth allow, and no empty groups', () => {
    expect(
      keys([
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ]),
    ).toEqual(['accessControl'])
  })
})

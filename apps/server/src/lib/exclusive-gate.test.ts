import { describe, expect, it } from 'vitest'
import { exclusiveGate } from './exclusive-gate'

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 5))

describe('exclusiveGate', () => {
  it('runs an exclusive work only once the shared ones running have ended, and holds new ones until it ends', async () => {
    const gate = exclusiveGate()
    const events: string[] = []
    let endFirst!: () => void
    const first = gate.shared(async () => {
      events.push('shared 1 starts')
      await new Promise<void>((resolve) => (endFirst = resolve))
      events.push('shared 1 ends')
    })
    const alone = gate.exclusive(async () => {
      events.push('exclusive runs')
      await tick()
      events.push('exclusive ends')
    })
    const second = gate.shared(async () => void events.push('shared 2 runs'))
    await tick()
    expect(events).toEqual(['shared 1 starts'])
    endFirst()
    await Promise.all([first, alone, second])
    expect(events).toEqual([
      'shared 1 starts',
      'shared 1 ends',
      'exclusive runs',
      'exclusive ends',
      'shared 2 runs',
    ])
  })

  it('lets a failed work go: the gate opens again', async () => {
    const gate = exclusiveGate()
    await expect(gate.exclusive(async () => Promise.reject(new Error('dump failed')))).rejects.toThrow(
      'dump failed',
    )
    await expect(gate.shared(async () => 'ran')).resolves.toBe('ran')
    await expect(gate.exclusive(async () => 'alone')).resolves.toBe('alone')
  })
})

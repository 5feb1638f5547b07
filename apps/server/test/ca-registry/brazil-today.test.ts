import { describe, expect, it } from 'vitest'
import { brazilToday } from '../../src/ca-registry/product-check'

describe('brazilToday (the day in Brazil, remembered for a minute)', () => {
  it('turns at midnight in Brazil (03:00 UTC), whatever instant was asked before', () => {
    expect(brazilToday(new Date('2026-11-28T02:59:59.999Z'))).toBe('2026-11-27')
    expect(brazilToday(new Date('2026-11-28T03:00:00.000Z'))).toBe('2026-11-28')
    expect(brazilToday(new Date('2026-11-28T02:59:00.000Z'))).toBe('2026-11-27')
    // Going back and forth in time (a test clock) never answers a remembered day for another minute.
    expect(brazilToday(new Date('2025-01-01T02:59:30.000Z'))).toBe('2024-12-31')
    expect(brazilToday(new Date('2026-11-28T03:00:30.000Z'))).toBe('2026-11-28')
    expect(brazilToday(new Date('2026-11-28T03:00:59.999Z'))).toBe('2026-11-28')
  })
})

import { describe, expect, it } from 'vitest'
import { caStatus } from './ca-status'

describe('caStatus', () => {
  const today = new Date(2026, 10, 22) // 22 Nov 2026, local time

  it('is valid beyond 90 days', () => {
    expect(caStatus('2027-02-21', today)).toBe('valid')
  })

  it('is expiring within 90 days, including the last day and today', () => {
    expect(caStatus('2027-02-20', today)).toBe('expiring')
    expect(caStatus('2026-11-22', today)).toBe('expiring')
  })

  it('is expired from the day after its validity', () => {
    expect(caStatus('2026-11-21', today)).toBe('expired')
  })
})

import { describe, expect, it } from 'vitest'
import { nextDay, startOfDay } from './zoned-day'

describe('calendar days in a time zone', () => {
  it("starts a day at the zone's own midnight", () => {
    expect(startOfDay('2026-11-26', 'America/Sao_Paulo').toISOString()).toBe('2026-11-26T03:00:00.000Z')
    expect(startOfDay('2026-11-26', 'Asia/Tokyo').toISOString()).toBe('2026-11-25T15:00:00.000Z')
    expect(startOfDay('2026-11-26', 'UTC').toISOString()).toBe('2026-11-26T00:00:00.000Z')
    expect(startOfDay('2026-11-26', 'Asia/Kolkata').toISOString()).toBe('2026-11-25T18:30:00.000Z')
  })

  it('follows daylight saving on both sides of a change', () => {
    // Lisbon: WET (+00:00) in winter, WEST (+01:00) from 2026-03-29 01:00 UTC to 2026-10-25 01:00 UTC.
    expect(startOfDay('2026-03-28', 'Europe/Lisbon').toISOString()).toBe('2026-03-28T00:00:00.000Z')
    expect(startOfDay('2026-03-30', 'Europe/Lisbon').toISOString()).toBe('2026-03-29T23:00:00.000Z')
    expect(startOfDay('2026-10-25', 'Europe/Lisbon').toISOString()).toBe('2026-10-24T23:00:00.000Z')
    expect(startOfDay('2026-10-26', 'Europe/Lisbon').toISOString()).toBe('2026-10-26T00:00:00.000Z')
    // New York on the day clocks go forward at 02:00 (midnight exists, -05:00).
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z')
  })

  it('begins a day whose midnight is skipped at its first instant', () => {
    // Santiago de Chile moves from -04:00 to -03:00 at midnight on 2026-09-06: the day starts at 01:00 local.
    expect(startOfDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z')
  })

  it('counts the days of a month and a year', () => {
    expect(nextDay('2026-11-30')).toBe('2026-12-01')
    expect(nextDay('2028-02-28')).toBe('2028-02-29')
    expect(nextDay('2026-12-31')).toBe('2027-01-01')
  })
})

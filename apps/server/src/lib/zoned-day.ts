/*
 * Calendar days in a time zone (IANA name), as the back office's date filters mean them: "from 2026-11-26" read by
 * someone in Lisbon starts at Lisbon's midnight, not Brazil's.
 */

const partsFormats = new Map<string, Intl.DateTimeFormat>()

/** How far `zone`'s wall clock is ahead of UTC at instant `at` (ms; negative west of Greenwich). */
function offsetAt(zone: string, at: number): number {
  let format = partsFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    partsFormats.set(zone, format)
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
  return wall - Math.floor(at / 1000) * 1000
}

/**
 * The first instant of calendar day `day` (YYYY-MM-DD) in `zone`. On a day that starts with a clock change the
 * first instant that exists is taken (a midnight skipped by daylight saving begins at 01:00).
 */
export function startOfDay(day: string, zone: string): Date {
  const wallMidnight = Date.parse(`${day}T00:00:00Z`)
  // The offset at the wall midnight read as UTC is right unless a change of offset lies between the two; a
  // second pass with the offset found corrects that.
  const first = wallMidnight - offsetAt(zone, wallMidnight)
  const second = wallMidnight - offsetAt(zone, first)
  const exact = [first, second].filter((at) => at + offsetAt(zone, at) === wallMidnight)
  if (exact.length > 0) return new Date(Math.min(...exact))
  // Midnight skipped: one guess reads 23:00 the day before, the other the clock change, when the day begins.
  return new Date(Math.max(first, second))
}

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10)
}

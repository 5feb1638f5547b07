/** A small seeded generator (mulberry32): the same seed gives the same catalogue on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** `count` distinct items, in the list's order. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const chosen = new Set<number>()
      while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(next() * items.length))
      return [...chosen].sort((a, b) => a - b).map((index) => items[index]!)
    },
  }
}

export type Random = ReturnType<typeof seededRandom>

const DAY = 24 * 60 * 60 * 1000

/** `YYYY-MM-DD` of a day `days` after `from` (negative: before). */
export function isoDay(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY).toISOString().slice(0, 10)
}

export function daysAgo(from: Date, days: number): Date {
  return new Date(from.getTime() - days * DAY)
}

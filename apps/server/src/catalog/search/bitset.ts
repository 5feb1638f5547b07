/**
 * Bitsets over document numbers: one bit per document, 32 per word. Every operation takes the
 * number of words to look at, so sets allocated for a larger capacity work with smaller ones.
 */
export type Bitset = Uint32Array

export const wordsFor = (bits: number) => (bits + 31) >>> 5

export function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}

export const has = (set: Bitset, bit: number) => (set[bit >>> 5]! & (1 << (bit & 31))) !== 0

export function add(set: Bitset, bit: number): void {
  set[bit >>> 5]! |= 1 << (bit & 31)
}

export function remove(set: Bitset, bit: number): void {
  set[bit >>> 5]! &= ~(1 << (bit & 31))
}

export function count(set: Bitset, words: number): number {
  let total = 0
  for (let i = 0; i < words; i++) total += popcount(set[i]!)
  return total
}

/** |a ∧ b| without building the intersection. */
export function countAnd(a: Bitset, b: Bitset, words: number): number {
  let total = 0
  for (let i = 0; i < words; i++) {
    const word = a[i]! & b[i]!
    if (word !== 0) total += popcount(word)
  }
  return total
}

export function andInto(target: Bitset, other: Bitset, words: number): void {
  for (let i = 0; i < words; i++) target[i]! &= other[i]!
}

export function orInto(target: Bitset, other: Bitset, words: number): void {
  for (let i = 0; i < words; i++) target[i]! |= other[i]!
}

/** Calls `visit` with every set bit, in increasing order. */
export function forEachBit(set: Bitset, words: number, visit: (bit: number) => void): void {
  for (let i = 0; i < words; i++) {
    let word = set[i]!
    while (word !== 0) {
      const lowest = word & -word
      visit((i << 5) + 31 - Math.clz32(lowest))
      word ^= lowest
    }
  }
}

/** A copy with room for `words` words (a larger capacity keeps the extra words zero). */
export function resized(set: Bitset, words: number): Bitset {
  const next = new Uint32Array(words)
  next.set(set.subarray(0, Math.min(set.length, words)))
  return next
}

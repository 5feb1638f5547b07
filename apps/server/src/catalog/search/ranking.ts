import { type Bitset, has } from './bitset'
import type { SortedOrder } from './sorted-order'

/** Result documents, in increasing order. */
export function collect(results: Bitset, words: number, total: number): Int32Array {
  const docs = new Int32Array(total)
  let next = 0
  for (let i = 0; i < words; i++) {
    let word = results[i]!
    while (word !== 0) {
      const lowest = word & -word
      docs[next++] = (i << 5) + 31 - Math.clz32(lowest)
      word ^= lowest
    }
  }
  return docs
}

/**
 * One page of the results in a precomputed order. Walking the order costs about
 * `(offset + limit) × n / total` steps; sorting the results by rank costs `total × log(total)`:
 * dense results walk, sparse ones sort.
 */
export function pageInOrder(
  order: SortedOrder,
  results: Bitset,
  words: number,
  total: number,
  offset: number,
  limit: number,
  descending: boolean,
): number[] {
  const need = Math.min(total, offset + limit)
  const walkCost = (need * order.length) / Math.max(total, 1)
  const sortCost = words + total * Math.log2(total + 2)
  const page: number[] = []
  if (walkCost <= sortCost) {
    let seen = 0
    for (let step = 0; step < order.length && seen < need; step++) {
      const doc = order.at(descending ? order.length - 1 - step : step)
      if (!has(results, doc)) continue
      if (seen >= offset) page.push(doc)
      seen++
    }
    return page
  }
  const ranks = order.rank(words << 5)
  const docs = Array.from(collect(results, words, total))
  docs.sort(descending ? (a, b) => ranks[b]! - ranks[a]! : (a, b) => ranks[a]! - ranks[b]!)
  return docs.slice(offset, need)
}

/**
 * One page by relevance: highest score first, then the order given by `tieRank` (popularity).
 * Only the best `offset + limit` are kept while scanning, so a broad query stays cheap.
 */
export function pageByScore(
  results: Bitset,
  words: number,
  total: number,
  scores: Float32Array,
  tieRank: Int32Array,
  offset: number,
  limit: number,
): number[] {
  const need = Math.min(total, offset + limit)
  if (need === 0) return []
  const before = (a: number, b: number) => scores[b]! - scores[a]! || tieRank[a]! - tieRank[b]!
  if (need * 8 >= total)
    return Array.from(collect(results, words, total))
      .sort(before)
      .slice(offset, need)
  // The best `need` so far, best first; a document that does not beat the last one is skipped
  // with two reads (most of a broad query's documents).
  const best: number[] = []
  let lastScore = -Infinity
  let lastRank = -1
  for (let i = 0; i < words; i++) {
    let word = results[i]!
    while (word !== 0) {
      const lowest = word & -word
      word ^= lowest
      const doc = (i << 5) + 31 - Math.clz32(lowest)
      if (best.length === need) {
        const score = scores[doc]!
        if (score < lastScore || (score === lastScore && tieRank[doc]! >= lastRank)) continue
      }
      let low = 0
      let high = best.length
      while (low < high) {
        const middle = (low + high) >>> 1
        if (before(best[middle]!, doc) <= 0) low = middle + 1
        else high = middle
      }
      best.splice(low, 0, doc)
      if (best.length > need) best.pop()
      const last = best[best.length - 1]!
      lastScore = scores[last]!
      lastRank = tieRank[last]!
    }
  }
  return best.slice(offset)
}

import { andInto, type Bitset, count, countAnd } from './bitset'

/** The option layout the facet counter works on; option numbers are global across groups. */
export type FacetLayout = {
  /** Per group, its option numbers in display order. */
  groupOptions: number[][]
  /** Per option number, its group. */
  optionGroup: Int32Array
  optionBits: Bitset[]
  /** Per document, its option numbers. */
  docOptions: (Uint16Array | undefined)[]
  /** Average options per document, for choosing how to count. */
  optionsPerDoc: number
}

/**
 * Disjunctive facet counts. `masks[g]` is the union of the options selected in group g (undefined
 * when none is). The results are `base` ∧ every mask; an option of an unselected group counts
 * results ∧ option, and an option of a selected group g counts (base ∧ every mask but g's) ∧ option,
 * which is what the list would hold if that option were added to the selection.
 */
export function countFacets(
  layout: FacetLayout,
  base: Bitset,
  masks: (Bitset | undefined)[],
  words: number,
): { results: Bitset; counts: Int32Array } {
  const counts = new Int32Array(layout.optionGroup.length)
  const results = base.slice(0, words)
  for (const mask of masks) if (mask) andInto(results, mask, words)

  const unselected = masks.map((mask) => mask === undefined)
  countInto(layout, results, unselected, words, counts)
  masks.forEach((mask, group) => {
    if (!mask) return
    const others = base.slice(0, words)
    masks.forEach((other, index) => {
      if (other && index !== group) andInto(others, other, words)
    })
    countInto(
      layout,
      others,
      masks.map((_, index) => index === group),
      words,
      counts,
    )
  })
  return { results, counts }
}

/** Counts the options of the groups in `which` over `set`, by whichever way costs less. */
function countInto(
  layout: FacetLayout,
  set: Bitset,
  which: boolean[],
  words: number,
  counts: Int32Array,
): void {
  let options = 0
  which.forEach((wanted, group) => {
    if (wanted) options += layout.groupOptions[group]!.length
  })
  if (options === 0) return
  const size = count(set, words)
  if (size === 0) return
  // Dense: one AND-and-count pass per option. Sparse: one visit per result and per option it has.
  if (words * options <= size * layout.optionsPerDoc) {
    which.forEach((wanted, group) => {
      if (!wanted) return
      for (const option of layout.groupOptions[group]!) {
        counts[option] = countAnd(set, layout.optionBits[option]!, words)
      }
    })
    return
  }
  const { docOptions, optionGroup } = layout
  for (let i = 0; i < words; i++) {
    let word = set[i]!
    while (word !== 0) {
      const lowest = word & -word
      const own = docOptions[(i << 5) + 31 - Math.clz32(lowest)]
      if (own) {
        for (let k = 0; k < own.length; k++) {
          const option = own[k]!
          if (which[optionGroup[option]!]) counts[option]!++
        }
      }
      word ^= lowest
    }
  }
}

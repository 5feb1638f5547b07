/** The packed terms of a dictionary, to move to another thread (`ends` and `ids` can be transferred). */
export type PackedTermsSnapshot = { text: string; ends: Int32Array; ids: Int32Array }

/**
 * A sorted, read-only list of terms with their numbers, packed in one string and two typed arrays.
 * A large catalogue has about four terms with digits per product (its reference, its CA number, each
 * also whole): 400,000 at 100,000 products. As keys of a Map plus a sorted array of strings they cost
 * ~75 bytes each in the JavaScript heap (~30 MB per text index, decision 005); packed, ~15 bytes.
 * Lookups and prefixes are binary searches, comparing characters in place (no substring is made).
 */
export class PackedTerms {
  private constructor(
    /** Every term, one after the other, in sorted order (JavaScript string order). */
    private readonly text: string,
    /** Where each term ends in `text` (it starts where the previous one ends). */
    private readonly ends: Int32Array,
    /** The number of each term. */
    private readonly ids: Int32Array,
  ) {}

  /** An empty list (its own arrays: a snapshot's arrays are transferred, which empties them in place). */
  static empty(): PackedTerms {
    return new PackedTerms('', new Int32Array(0), new Int32Array(0))
  }

  /** Packs `terms` (sorted here) with their numbers. */
  static from(terms: [term: string, id: number][]): PackedTerms {
    terms.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    const ends = new Int32Array(terms.length)
    const ids = new Int32Array(terms.length)
    let end = 0
    terms.forEach(([term, id], index) => {
      end += term.length
      ends[index] = end
      ids[index] = id
    })
    return new PackedTerms(terms.map(([term]) => term).join(''), ends, ids)
  }

  static restore(snapshot: PackedTermsSnapshot): PackedTerms {
    return new PackedTerms(snapshot.text, snapshot.ends, snapshot.ids)
  }

  snapshot(): PackedTermsSnapshot {
    return { text: this.text, ends: this.ends, ids: this.ids }
  }

  get length(): number {
    return this.ids.length
  }

  /** Term number `index` in sorted order (a new string: for the few a prefix lookup returns). */
  term(index: number): string {
    return this.text.slice(this.start(index), this.ends[index]!)
  }

  id(index: number): number {
    return this.ids[index]!
  }

  /** The number of `term`, or undefined if it is not in the list. */
  get(term: string): number | undefined {
    const index = this.lowerBound(term)
    return index < this.length && this.compare(index, term) === 0 ? this.ids[index] : undefined
  }

  /** The index of the first term ≥ `term` (the length if none). */
  lowerBound(term: string): number {
    let low = 0
    let high = this.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.compare(middle, term) < 0) low = middle + 1
      else high = middle
    }
    return low
  }

  /** Whether term number `index` starts with `prefix`. */
  startsWith(index: number, prefix: string): boolean {
    const start = this.start(index)
    return this.ends[index]! - start >= prefix.length && this.text.startsWith(prefix, start)
  }

  /** Term number `index` against `term`, as `<` orders strings: negative, zero or positive. */
  private compare(index: number, term: string): number {
    const start = this.start(index)
    const length = this.ends[index]! - start
    const shared = Math.min(length, term.length)
    for (let i = 0; i < shared; i++) {
      const difference = this.text.charCodeAt(start + i) - term.charCodeAt(i)
      if (difference !== 0) return difference
    }
    return length - term.length
  }

  private start(index: number): number {
    return index === 0 ? 0 : this.ends[index - 1]!
  }
}

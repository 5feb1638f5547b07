import SearchableMap from 'minisearch/SearchableMap'
import { PackedTerms, type PackedTermsSnapshot } from './packed-terms'

const hasDigit = /\d/

export type DictionarySnapshot = {
  /** The words (terms without digits) and their numbers. */
  words: Map<string, number>
  /** The terms with digits, packed. */
  codes: PackedTermsSnapshot
  size: number
}

/**
 * Every term of the index with its number. Words also go into a radix tree for prefix and typo
 * lookups; terms with digits (references, CA numbers, sizes) go into a sorted list instead, which
 * answers prefixes in a fraction of the memory: a large catalogue has several such terms per product.
 * Once a build is done (`pack`), those terms leave the Map for a `PackedTerms` list; terms first seen
 * after that (a product written later) are kept in the Map and a small sorted array until the next build.
 */
export class Dictionary {
  /** Words, and the terms with digits not packed yet. */
  private ids = new Map<string, number>()
  private words = new SearchableMap<number>()
  /** The terms with digits in `ids`. */
  private codes: string[] = []
  private codesSorted = true
  private packed = PackedTerms.empty()
  private count = 0

  /** Packs the terms with digits, then gives what a dictionary needs to be made again on another thread. */
  snapshot(): DictionarySnapshot {
    this.pack()
    return { words: this.ids, codes: this.packed.snapshot(), size: this.count }
  }

  static restore(snapshot: DictionarySnapshot): Dictionary {
    const dictionary = new Dictionary()
    dictionary.ids = snapshot.words
    dictionary.words = SearchableMap.from(snapshot.words)
    dictionary.packed = PackedTerms.restore(snapshot.codes)
    dictionary.count = snapshot.size
    return dictionary
  }

  get size(): number {
    return this.count
  }

  get(term: string): number | undefined {
    return this.ids.get(term) ?? (hasDigit.test(term) ? this.packed.get(term) : undefined)
  }

  /** The number of a term, given on first sight. */
  id(term: string): number {
    const known = this.get(term)
    if (known !== undefined) return known
    const id = this.count++
    this.ids.set(term, id)
    if (!hasDigit.test(term)) this.words.set(term, id)
    else if (this.codesSorted && this.codes.length > 0 && term > this.codes.at(-1)!) this.codes.push(term)
    else if (this.codesSorted && this.codes.length > 10_000) this.codes.splice(this.lowerBound(term), 0, term)
    else {
      this.codes.push(term)
      this.codesSorted = this.codes.length === 1
    }
    return id
  }

  /** Moves the terms with digits out of the Map into the packed list (after a build). */
  pack(): void {
    if (this.codes.length === 0) return
    const codes: [string, number][] = this.codes.map((code) => [code, this.ids.get(code)!])
    for (let index = 0; index < this.packed.length; index++)
      codes.push([this.packed.term(index), this.packed.id(index)])
    this.packed = PackedTerms.from(codes)
    // A new Map rather than deletions: a Map does not give back the room of the entries it lost.
    this.ids = new Map([...this.ids].filter(([term]) => !hasDigit.test(term)))
    this.codes = []
    this.codesSorted = true
  }

  /** The words (terms without digits) that start with `prefix`, with their numbers. */
  prefixedWords(prefix: string): Iterable<[term: string, id: number]> {
    return this.words.atPrefix(prefix)
  }

  /** The terms with digits that start with `prefix` (which has a digit), with their numbers, in sorted order. */
  *prefixedCodes(prefix: string): Generator<[term: string, id: number]> {
    if (!this.codesSorted) {
      this.codes.sort()
      this.codesSorted = true
    }
    // The packed terms and the ones added since, merged in order.
    let packed = this.packed.lowerBound(prefix)
    let added = this.lowerBound(prefix)
    for (;;) {
      const inPacked = packed < this.packed.length && this.packed.startsWith(packed, prefix)
      const inAdded = added < this.codes.length && this.codes[added]!.startsWith(prefix)
      if (inPacked && (!inAdded || this.packed.term(packed) < this.codes[added]!)) {
        yield [this.packed.term(packed), this.packed.id(packed)]
        packed++
      } else if (inAdded) {
        const term = this.codes[added++]!
        yield [term, this.ids.get(term)!]
      } else return
    }
  }

  /** Words within `distance` edits of `word`, with their distance. */
  fuzzy(word: string, distance: number): [id: number, edits: number][] {
    return [...this.words.fuzzyGet(word, distance).values()]
  }

  private lowerBound(term: string): number {
    let low = 0
    let high = this.codes.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.codes[middle]! < term) low = middle + 1
      else high = middle
    }
    return low
  }
}

import SearchableMap from 'minisearch/SearchableMap'

const hasDigit = /\d/

/**
 * Every term of the index with its number. Words also go into a radix tree for prefix and typo
 * lookups; terms with digits (references, CA numbers, sizes) go into a sorted list instead, which
 * answers prefixes in a fraction of the memory: a large catalogue has one such term per product.
 */
export class Dictionary {
  private ids = new Map<string, number>()
  private words = new SearchableMap<number>()
  private codes: string[] = []
  private codesSorted = true

  /** Term → number: all a dictionary needs to be made again on another thread. */
  snapshot(): Map<string, number> {
    return this.ids
  }

  static restore(ids: Map<string, number>): Dictionary {
    const dictionary = new Dictionary()
    dictionary.ids = ids
    const words: [string, number][] = []
    const codes: string[] = []
    for (const entry of ids) {
      if (hasDigit.test(entry[0])) codes.push(entry[0])
      else words.push(entry)
    }
    dictionary.words = SearchableMap.from(words)
    dictionary.codes = codes.sort()
    return dictionary
  }

  get size(): number {
    return this.ids.size
  }

  get(term: string): number | undefined {
    return this.ids.get(term)
  }

  /** The number of a term, given on first sight. */
  id(term: string): number {
    const known = this.ids.get(term)
    if (known !== undefined) return known
    const id = this.ids.size
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

  /** Terms that start with `prefix`, at most `limit` of them. */
  *prefixed(prefix: string, limit: number): Generator<number> {
    let taken = 0
    if (hasDigit.test(prefix)) {
      if (!this.codesSorted) {
        this.codes.sort()
        this.codesSorted = true
      }
      for (let i = this.lowerBound(prefix); i < this.codes.length && taken < limit; i++, taken++) {
        if (!this.codes[i]!.startsWith(prefix)) return
        yield this.ids.get(this.codes[i]!)!
      }
      return
    }
    for (const [, id] of this.words.atPrefix(prefix)) {
      if (taken++ >= limit) return
      yield id
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

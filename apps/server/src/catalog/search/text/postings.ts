export type PostingsSnapshot = {
  first: Int32Array
  sizes: Int32Array
  /** Every list's entries after the first, one list after the other (in term order). */
  rest: Int32Array
}

/**
 * Posting lists: for each term, entries `doc << 3 | field`. Most terms of a large catalogue are
 * codes found in one product only, so a list's first entry lives in a flat array and a typed array
 * is made only from the second entry on. Order inside a list does not matter: removal swaps with
 * the last entry.
 */
export class Postings {
  private first: Int32Array = new Int32Array(1024)
  private sizes: Int32Array = new Int32Array(1024)
  private rest: (Int32Array | undefined)[] = []

  /** The lists packed in three arrays, to move to another thread. */
  snapshot(terms: number): PostingsSnapshot {
    let total = 0
    for (let term = 0; term < terms; term++) total += Math.max(0, this.size(term) - 1)
    const rest = new Int32Array(total)
    let next = 0
    for (let term = 0; term < terms; term++) {
      const size = this.size(term)
      if (size > 1) rest.set(this.rest[term]!.subarray(0, size - 1), next)
      next += Math.max(0, size - 1)
    }
    return { first: this.first.slice(0, terms), sizes: this.sizes.slice(0, terms), rest }
  }

  /** The lists of a snapshot, as views of its one array (a list that grows gets its own array). */
  static restore(snapshot: PostingsSnapshot): Postings {
    const postings = new Postings()
    postings.first = snapshot.first
    postings.sizes = snapshot.sizes
    let next = 0
    for (let term = 0; term < snapshot.sizes.length; term++) {
      const tail = snapshot.sizes[term]! - 1
      if (tail > 0) postings.rest[term] = snapshot.rest.subarray(next, next + tail)
      next += Math.max(0, tail)
    }
    return postings
  }

  add(term: number, doc: number, field: number): void {
    if (term >= this.sizes.length) this.grow(term)
    const entry = (doc << 3) | field
    const size = this.sizes[term]!
    if (size === 0) this.first[term] = entry
    else {
      let list = this.rest[term]
      if (!list || size - 1 === list.length) {
        const grown = new Int32Array(Math.max(4, (size - 1) * 2))
        if (list) grown.set(list)
        this.rest[term] = list = grown
      }
      list[size - 1] = entry
    }
    this.sizes[term] = size + 1
  }

  /** Takes a document out of every list: a full scan, fine for the rare writes of a catalogue. */
  removeEverywhere(doc: number): void {
    for (let term = 0; term < this.sizes.length; term++) {
      let size = this.sizes[term]!
      for (let i = 0; i < size; i++) {
        if (this.at(term, i) >>> 3 !== doc) continue
        this.set(term, i, this.at(term, size - 1))
        size--
        i--
      }
      this.sizes[term] = size
    }
  }

  /** Number of entries of a term. */
  size(term: number): number {
    return term < this.sizes.length ? this.sizes[term]! : 0
  }

  /** Entry `index` of a term (0 ≤ index < size(term)). */
  at(term: number, index: number): number {
    return index === 0 ? this.first[term]! : this.rest[term]![index - 1]!
  }

  /** The entries after the first, for a tight loop (valid until the next write). */
  tail(term: number): Int32Array | undefined {
    return this.rest[term]
  }

  private set(term: number, index: number, entry: number): void {
    if (index === 0) this.first[term] = entry
    else this.rest[term]![index - 1] = entry
  }

  private grow(term: number): void {
    const length = Math.max(term + 1, this.sizes.length * 2)
    const first = new Int32Array(length)
    first.set(this.first)
    const sizes = new Int32Array(length)
    sizes.set(this.sizes)
    this.first = first
    this.sizes = sizes
  }
}

export type PostingsSnapshot = {
  first: Int32Array
  sizes: Int32Array
  /** Every list's entries after the first, one list after the other (in term order). */
  rest: Int32Array
}

/**
 * Posting lists: for each term, entries `doc << 3 | field`. Most terms of a large catalogue are
 * codes found in one product only, so a list's first entry lives in a flat array and the others in
 * an array of their own. Order inside a list does not matter: removal swaps with the last entry.
 *
 * Those arrays are plain arrays, not typed ones, because of where a large build runs: on a worker thread
 * whose JavaScript heap goes back to the system whole when it ends, while typed arrays' memory comes from
 * malloc, whose arenas outlive the thread. Lists grown by doubling as typed arrays left freed but resident
 * holes there, between the buffers the index keeps (at 100,000 products, with the analyser's cached arrays:
 * 80 MB of the serving process's RSS, decision 005).
 *
 * A restored index (built on the worker thread) keeps the lists after their first entry packed in
 * the snapshot's one array, found by `start`, rather than as one view of it per term: at 100,000
 * products ~140,000 views (~100 bytes each) and two arrays of 400,000 slots were ~20 MB of heap
 * (decision 005). A list that grows after that moves to an array of its own (`rest`).
 */
export class Postings {
  private first: Int32Array = new Int32Array(1024)
  private sizes: Int32Array = new Int32Array(1024)
  /** The lists with an array of their own: all of them while building, those grown since a restore after. */
  private rest: (number[] | undefined)[] = []
  private packed: Int32Array = new Int32Array(0)
  /** Where each term's entries after the first begin in `packed` (terms of the snapshot only). */
  private start: Int32Array = new Int32Array(0)

  /** The lists packed in three arrays, to move to another thread. */
  snapshot(terms: number): PostingsSnapshot {
    let total = 0
    for (let term = 0; term < terms; term++) total += Math.max(0, this.size(term) - 1)
    const rest = new Int32Array(total)
    let next = 0
    for (let term = 0; term < terms; term++) {
      const size = this.size(term)
      const list = this.list(term)
      const offset = this.offset(term)
      for (let i = 0; i < size - 1; i++) rest[next++] = list[offset + i]!
    }
    return { first: this.first.slice(0, terms), sizes: this.sizes.slice(0, terms), rest }
  }

  static restore(snapshot: PostingsSnapshot): Postings {
    const postings = new Postings()
    postings.first = snapshot.first
    postings.sizes = snapshot.sizes
    postings.packed = snapshot.rest
    postings.start = new Int32Array(snapshot.sizes.length)
    let next = 0
    for (let term = 0; term < snapshot.sizes.length; term++) {
      postings.start[term] = next
      next += Math.max(0, snapshot.sizes[term]! - 1)
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
      if (!list) {
        // A packed list (after a restore) moves to an array of its own.
        const offset = this.offset(term)
        this.rest[term] = list = Array.from(this.packed.subarray(offset, offset + size - 1))
      }
      // Removals leave stale entries past the size: the list is written at its size, not pushed.
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
    return index === 0 ? this.first[term]! : this.list(term)[this.offset(term) + index - 1]!
  }

  /**
   * The array that holds a term's entries after the first, from `offset(term)` on, for a tight
   * loop (valid until the next write).
   */
  list(term: number): Int32Array | number[] {
    return this.rest[term] ?? this.packed
  }

  offset(term: number): number {
    return this.rest[term] || term >= this.start.length ? 0 : this.start[term]!
  }

  private set(term: number, index: number, entry: number): void {
    if (index === 0) this.first[term] = entry
    else this.list(term)[this.offset(term) + index - 1] = entry
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

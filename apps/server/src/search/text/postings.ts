/**
 * Posting lists in typed arrays (4 bytes an entry, against 8 for a JS array of numbers): for each
 * term, entries `doc << 3 | field`. Order inside a list does not matter, so removal swaps with the
 * last entry.
 */
export class Postings {
  private lists: Int32Array[] = []
  private sizes: number[] = []

  get terms(): number {
    return this.lists.length
  }

  add(term: number, doc: number, field: number): void {
    while (this.lists.length <= term) {
      this.lists.push(new Int32Array(4))
      this.sizes.push(0)
    }
    let list = this.lists[term]!
    const size = this.sizes[term]!
    if (size === list.length) {
      const grown = new Int32Array(size * 2)
      grown.set(list)
      list = grown
      this.lists[term] = grown
    }
    list[size] = (doc << 3) | field
    this.sizes[term] = size + 1
  }

  removeDoc(term: number, doc: number): void {
    const list = this.lists[term]
    if (!list) return
    let size = this.sizes[term]!
    for (let i = 0; i < size; i++) {
      if (list[i]! >>> 3 === doc) {
        list[i] = list[size - 1]!
        size--
        i--
      }
    }
    this.sizes[term] = size
  }

  /** Calls `visit(doc, field)` for every entry of a term. */
  forEach(term: number, visit: (doc: number, field: number) => void): void {
    const list = this.lists[term]
    if (!list) return
    const size = this.sizes[term]!
    for (let i = 0; i < size; i++) {
      const entry = list[i]!
      visit(entry >>> 3, entry & 7)
    }
  }

  /** The raw entries of a term (valid until the next write). */
  entries(term: number): Int32Array {
    const list = this.lists[term]
    return list ? list.subarray(0, this.sizes[term]) : new Int32Array(0)
  }
}

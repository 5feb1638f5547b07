/**
 * Document numbers kept sorted by a comparison: built once with one sort, then kept in order on
 * every write by binary search (a write moves at most n numbers; a build never sorts twice).
 * `rank()` gives each document its position, for sorting small result sets without comparing.
 */
export class SortedOrder {
  private order: Int32Array = new Int32Array(0)
  private size = 0
  private ranks: Int32Array | undefined

  constructor(private readonly compare: (a: number, b: number) => number) {}

  /** The documents in order, to move to another thread. */
  snapshot(): Int32Array {
    return this.order.slice(0, this.size)
  }

  /** Takes an order made by `snapshot()` of an order with the same comparison. */
  restore(order: Int32Array): void {
    this.order = order
    this.size = order.length
    this.ranks = undefined
  }

  /** Replaces the content with `docs`, sorted. */
  build(docs: number[]): void {
    docs.sort(this.compare)
    this.order = Int32Array.from(docs)
    this.size = docs.length
    this.ranks = undefined
  }

  get length(): number {
    return this.size
  }

  at(position: number): number {
    return this.order[position]!
  }

  /** Adds a document; its sort key must already be readable by `compare`. */
  insert(doc: number): void {
    if (this.size === this.order.length) {
      const next = new Int32Array(Math.max(16, this.size * 2))
      next.set(this.order)
      this.order = next
    }
    const position = this.search(doc)
    this.order.copyWithin(position + 1, position, this.size)
    this.order[position] = doc
    this.size++
    this.ranks = undefined
  }

  /** Takes a document out; call before its sort key changes. */
  delete(doc: number): void {
    let position = this.search(doc)
    if (this.order[position] !== doc) position = this.order.subarray(0, this.size).indexOf(doc)
    if (position < 0 || position >= this.size) return
    this.order.copyWithin(position, position + 1, this.size)
    this.size--
    this.ranks = undefined
  }

  /** Position of each document in the order (documents not in it get -1). */
  rank(capacity: number): Int32Array {
    if (this.ranks && this.ranks.length >= capacity) return this.ranks
    const ranks = new Int32Array(capacity).fill(-1)
    for (let position = 0; position < this.size; position++) ranks[this.order[position]!] = position
    this.ranks = ranks
    return ranks
  }

  /** First position whose document does not sort before `doc`. */
  private search(doc: number): number {
    let low = 0
    let high = this.size
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.compare(this.order[middle]!, doc) < 0) low = middle + 1
      else high = middle
    }
    return low
  }
}

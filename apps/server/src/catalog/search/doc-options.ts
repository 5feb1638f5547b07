export type DocOptionsSnapshot = { pool: Uint16Array; start: Int32Array; count: Uint16Array }

/**
 * The option numbers of every document, in one pool: `pool[start[doc] .. start[doc] + count[doc])`.
 * One typed array for all documents instead of one per document (100,000 small arrays cost more in
 * object headers than in numbers). A rewritten document appends; the old slice is left unused.
 */
export class DocOptions {
  pool: Uint16Array = new Uint16Array(4096)
  start: Int32Array = new Int32Array(1024)
  count: Uint16Array = new Uint16Array(1024)
  private used = 0

  /** Its arrays, trimmed, for moving the index to another thread (see index-snapshot.ts). */
  snapshot(): DocOptionsSnapshot {
    return { pool: this.pool.slice(0, this.used), start: this.start, count: this.count }
  }

  static restore(snapshot: DocOptionsSnapshot): DocOptions {
    const options = new DocOptions()
    options.pool = snapshot.pool
    options.start = snapshot.start
    options.count = snapshot.count
    options.used = snapshot.pool.length
    return options
  }

  set(doc: number, options: number[]): void {
    if (doc >= this.start.length) this.growDocs(doc + 1)
    if (this.used + options.length > this.pool.length) {
      const grown = new Uint16Array(Math.max(this.pool.length * 2, this.used + options.length))
      grown.set(this.pool.subarray(0, this.used))
      this.pool = grown
    }
    this.pool.set(options, this.used)
    this.start[doc] = this.used
    this.count[doc] = options.length
    this.used += options.length
  }

  get(doc: number): Uint16Array {
    return doc < this.start.length
      ? this.pool.subarray(this.start[doc]!, this.start[doc]! + this.count[doc]!)
      : new Uint16Array(0)
  }

  clear(doc: number): void {
    if (doc < this.count.length) this.count[doc] = 0
  }

  private growDocs(needed: number): void {
    const length = Math.max(needed, this.start.length * 2)
    const start = new Int32Array(length)
    start.set(this.start)
    const count = new Uint16Array(length)
    count.set(this.count)
    this.start = start
    this.count = count
  }
}

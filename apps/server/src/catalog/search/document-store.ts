const CHUNK = 4 * 1024 * 1024

export type DocumentStoreSnapshot = {
  chunks: Uint8Array[]
  used: number
  chunkOf: Uint16Array
  offset: Int32Array
  length: Int32Array
}

/**
 * The serialized resources of the products, as UTF-8 in a few large buffers outside the JavaScript
 * heap: 100,000 small strings would cost the collector more work and leave the heap larger than the
 * bytes themselves. A page of results is sent as slices of these buffers, with no copy.
 * A rewritten document is appended; the old bytes stay unused until the next rebuild.
 */
export class DocumentStore {
  private chunks: Buffer[] = [Buffer.allocUnsafe(CHUNK)]
  private used = 0
  private chunkOf: Uint16Array = new Uint16Array(1024)
  private offset: Int32Array = new Int32Array(1024)
  private length: Int32Array = new Int32Array(1024)

  /** Its buffers and arrays, to move to another thread; the chunks can be transferred, not copied. */
  snapshot(): DocumentStoreSnapshot {
    const { chunks, used, chunkOf, offset, length } = this
    return { chunks, used, chunkOf, offset, length }
  }

  static restore(snapshot: DocumentStoreSnapshot): DocumentStore {
    const store = new DocumentStore()
    // Buffers arrive from another thread as plain Uint8Arrays: view the same bytes as Buffers again.
    store.chunks = snapshot.chunks.map((chunk) =>
      Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
    )
    store.used = snapshot.used
    store.chunkOf = snapshot.chunkOf
    store.offset = snapshot.offset
    store.length = snapshot.length
    return store
  }

  set(doc: number, json: string): void {
    if (doc >= this.offset.length) this.grow(doc + 1)
    const bytes = Buffer.byteLength(json)
    if (this.used + bytes > CHUNK) {
      this.chunks.push(Buffer.allocUnsafe(Math.max(CHUNK, bytes)))
      this.used = 0
    }
    const chunk = this.chunks.length - 1
    this.chunks[chunk]!.write(json, this.used)
    this.chunkOf[doc] = chunk
    this.offset[doc] = this.used
    this.length[doc] = bytes
    this.used += bytes
  }

  get(doc: number): Buffer {
    const start = this.offset[doc]!
    return this.chunks[this.chunkOf[doc]!]!.subarray(start, start + this.length[doc]!)
  }

  private grow(needed: number): void {
    const size = Math.max(needed, this.offset.length * 2)
    const grown = <T extends Uint16Array | Int32Array>(array: T, make: (n: number) => T) => {
      const next = make(size)
      next.set(array)
      return next
    }
    this.chunkOf = grown(this.chunkOf, (n) => new Uint16Array(n))
    this.offset = grown(this.offset, (n) => new Int32Array(n))
    this.length = grown(this.length, (n) => new Int32Array(n))
  }
}

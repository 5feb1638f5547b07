const CHUNK = 4 * 1024 * 1024

/**
 * The serialized resources of the products, as UTF-8 in a few large buffers outside the JavaScript
 * heap: 100,000 small strings would cost the collector more work and leave the heap larger than the
 * bytes themselves. A page of results is sent as slices of these buffers, with no copy.
 * A rewritten document is appended; the old bytes stay unused until the next rebuild.
 */
export class DocumentStore {
  private readonly chunks: Buffer[] = [Buffer.allocUnsafe(CHUNK)]
  private used = 0
  private chunkOf = new Uint16Array(1024)
  private offset = new Int32Array(1024)
  private length = new Int32Array(1024)

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

/**
 * Writes one JSON document into a buffer reused from document to document (documents are assembled
 * one at a time, synchronously: `start` … `finish`), and hands out an exact-size copy. Pieces are
 * copied and numbers written digit by digit in JavaScript: `JSON.stringify` of the catalogue's facet
 * counts (170 small objects), or many small `Buffer#write` calls, took longer than the search itself.
 */
export class JsonWriter {
  private buffer = Buffer.allocUnsafe(64 * 1024)
  private length = 0

  start(): this {
    this.length = 0
    return this
  }

  bytes(bytes: Uint8Array): this {
    const { length } = bytes
    this.reserve(length)
    // `set` has a fixed cost that a loop beats on the short pieces of the facet counts.
    if (length > 32) this.buffer.set(bytes, this.length)
    else for (let i = 0; i < length; i++) this.buffer[this.length + i] = bytes[i]!
    this.length += length
    return this
  }

  /** A piece of JSON text (already escaped), written with one call. */
  text(json: string): this {
    this.reserve(Buffer.byteLength(json))
    this.length += this.buffer.write(json, this.length)
    return this
  }

  /** A non-negative integer. */
  integer(value: number): this {
    let digits = 1
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++
    this.reserve(digits)
    let rest = value
    for (let at = this.length + digits - 1; at >= this.length; at--) {
      this.buffer[at] = 48 + (rest % 10)
      rest = Math.floor(rest / 10)
    }
    this.length += digits
    return this
  }

  finish(): Buffer {
    return Buffer.from(this.buffer.subarray(0, this.length))
  }

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes))
    grown.set(this.buffer.subarray(0, this.length))
    this.buffer = grown
  }
}

const CLOSE_OBJECT = Buffer.from('}')
const CLOSE_LIST = Buffer.from(']')

/**
 * `{"<group>":[{"id":"<option>","count":n},…],…}` for a fixed list of groups and options, with every
 * escaped piece made once: writing it costs a copy per piece and the digits of the counts.
 */
export class FacetsJson {
  private readonly heads: Buffer[] = []
  /** Per group, its options' numbers (indexes into the counts) and their `{"id":…,"count":` pieces. */
  private readonly groups: { numbers: number[]; heads: Buffer[] }[] = []

  constructor(groups: { id: string; options: { id: string; number: number }[] }[]) {
    groups.forEach((group, index) => {
      this.heads.push(Buffer.from(`${index === 0 ? '{' : ','}${JSON.stringify(group.id)}:[`))
      this.groups.push({
        numbers: group.options.map((option) => option.number),
        heads: group.options.map((option, k) =>
          Buffer.from(`${k === 0 ? '' : ','}{"id":${JSON.stringify(option.id)},"count":`),
        ),
      })
    })
  }

  write(out: JsonWriter, counts: ArrayLike<number>): void {
    if (this.groups.length === 0) out.text('{}')
    this.groups.forEach(({ numbers, heads }, index) => {
      out.bytes(this.heads[index]!)
      for (let k = 0; k < numbers.length; k++)
        out.bytes(heads[k]!).integer(counts[numbers[k]!]!).bytes(CLOSE_OBJECT)
      out.bytes(CLOSE_LIST)
    })
    if (this.groups.length > 0) out.bytes(CLOSE_OBJECT)
  }
}

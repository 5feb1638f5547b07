const NEWLINE = 0x0a
const RETURN = 0x0d

/** A line's bytes (without its line break), or `tooLong` past the limit (its bytes are dropped). */
export type ByteLine = { number: number; bytes: Buffer; tooLong: boolean }

/**
 * Splits a byte stream into lines (LF or CRLF) without decoding it, holding at most one line of up to
 * `maxLineBytes` in memory: a longer line is reported as `tooLong` and its bytes skipped, so a file with no
 * line breaks cannot grow the buffer.
 */
export async function* byteLines(
  source: AsyncIterable<Buffer>,
  maxLineBytes: number,
): AsyncGenerator<ByteLine> {
  let pending: Buffer[] = []
  let pendingBytes = 0
  let tooLong = false
  let number = 0
  const take = (tail: Buffer): ByteLine => {
    let bytes = tooLong ? Buffer.alloc(0) : pending.length ? Buffer.concat([...pending, tail]) : tail
    if (bytes.at(-1) === RETURN) bytes = bytes.subarray(0, -1)
    const line = { number: ++number, bytes, tooLong }
    pending = []
    pendingBytes = 0
    tooLong = false
    return line
  }
  for await (const chunk of source) {
    let start = 0
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      if (!tooLong && pendingBytes + end - start > maxLineBytes) tooLong = true
      yield take(chunk.subarray(start, end))
      start = end + 1
    }
    const rest = chunk.subarray(start)
    if (tooLong || pendingBytes + rest.length > maxLineBytes) {
      tooLong = true
      pending = []
      pendingBytes = 0
    } else if (rest.length) {
      // A copy: the stream may reuse the chunk's memory.
      pending.push(Buffer.from(rest))
      pendingBytes += rest.length
    }
  }
  if (pendingBytes > 0 || tooLong) yield take(Buffer.alloc(0))
}

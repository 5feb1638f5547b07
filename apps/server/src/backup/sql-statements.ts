import { StringDecoder } from 'node:string_decoder'

type State = 'code' | 'quoted' | 'escaped' | 'identifier' | 'dollar' | 'line-comment' | 'block-comment'

// A dollar quote's opening tag: `$$` or `$name$` (a parameter such as `$1` is not one).
const DOLLAR_TAG = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/
// The longest dollar tag looked for (pg_dump writes `$$` and `$_$`).
const TAG_LOOKAHEAD = 64

/**
 * Splits a plain-SQL dump, streamed as bytes, into batches of whole statements of about `size` characters, so a
 * large dump is loaded a batch at a time instead of as one string (PGlite's `exec` holds all it is given at
 * once). Knows what pg_dump writes: '…' strings (with ''), E'…' strings (with \'), "…" identifiers, $tag$
 * bodies, line comments and nested block comments; a `;` outside them ends a statement.
 */
export async function* statementBatches(
  source: AsyncIterable<unknown>,
  size = 1024 * 1024,
): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8')
  const splitter = createSplitter(size)
  for await (const chunk of source) yield* splitter.feed(decoder.write(chunk as Buffer), false)
  yield* splitter.feed(decoder.end(), true)
}

function createSplitter(size: number) {
  let state: State = 'code'
  let tag = ''
  let depth = 0
  // Scanned text not yet handed out, and the few characters not scanned yet (they need what comes next).
  let pieces: string[] = []
  let held = 0
  let carry = ''
  let before = '' // the last characters scanned before `carry`, for what a quote or a `$` follows

  /** Scans `more`; answers the batches it completes (all that is left when `final`). */
  function feed(more: string, final: boolean): string[] {
    const text = carry + more
    const charAt = (k: number) => (k >= 0 ? text[k] : before[before.length + k]) ?? ''
    const batches: string[] = []
    let start = 0 // the first character of `text` not in `pieces` yet
    const hand = (end: number) => {
      batches.push(pieces.join('') + text.slice(start, end))
      pieces = []
      held = 0
      start = end
    }
    const limit = final ? text.length : text.length - 1 // one character of lookahead, but at the end
    let i = 0
    scan: while (i < limit) {
      const c = text[i]!
      const next = text[i + 1] ?? ''
      switch (state) {
        case 'code':
          if (c === ';') {
            if (held + i + 1 - start >= size) hand(i + 1)
          } else if (c === "'") {
            // E'…' (or e'…'): a string in which a backslash escapes the next character.
            state = /[Ee]/.test(charAt(i - 1)) && !/\w/.test(charAt(i - 2)) ? 'escaped' : 'quoted'
          } else if (c === '"') state = 'identifier'
          else if (c === '-' && next === '-') state = 'line-comment'
          else if (c === '/' && next === '*') {
            state = 'block-comment'
            depth = 1
            i++
          } else if (c === '$' && !/\w/.test(charAt(i - 1))) {
            const ahead = text.slice(i, i + TAG_LOOKAHEAD)
            if (!final && ahead.length < TAG_LOOKAHEAD && !ahead.includes('$', 1)) break scan
            const opening = DOLLAR_TAG.exec(ahead)
            if (opening) {
              state = 'dollar'
              tag = opening[0]
              i += tag.length - 1
            }
          }
          break
        case 'quoted':
        case 'identifier': {
          const quote = state === 'quoted' ? "'" : '"'
          if (c !== quote) {
            // Most of a dump is inside strings: jump to the next quote (or to the end of what can be scanned).
            const found = text.indexOf(quote, i + 1)
            i = (found === -1 || found >= limit ? limit : found) - 1
          } else if (next === c) i++
          else state = 'code'
          break
        }
        case 'escaped':
          if (c === '\\') i++
          else if (c === "'") {
            if (next === "'") i++
            else state = 'code'
          }
          break
        case 'dollar':
          if (c === '$') {
            if (!final && text.length - i < tag.length) break scan
            if (text.startsWith(tag, i)) {
              state = 'code'
              i += tag.length - 1
            }
          }
          break
        case 'line-comment':
          if (c === '\n') state = 'code'
          break
        case 'block-comment':
          if (c === '/' && next === '*') {
            depth++
            i++
          } else if (c === '*' && next === '/') {
            depth--
            i++
            if (depth === 0) state = 'code'
          }
          break
      }
      i++
    }
    // A skipped second character (`''`, `*/`…) may stand past the end: scanning resumes after it.
    const scanned = Math.min(i, text.length)
    before = (before + text.slice(0, scanned)).slice(-2)
    pieces.push(text.slice(start, scanned))
    held += scanned - start
    carry = text.slice(scanned)
    if (final) {
      const rest = pieces.join('') + carry
      pieces = []
      held = 0
      carry = ''
      if (rest.trim()) batches.push(rest)
    }
    return batches
  }

  return { feed }
}

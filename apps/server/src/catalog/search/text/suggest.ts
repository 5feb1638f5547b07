import type SearchableMap from 'minisearch/SearchableMap'
import type { Bitset } from '../bitset'
import type { Dictionary } from './dictionary'
import { MATCH_WEIGHT } from './expand'
import { MAX_QUERY_WORDS, MAX_WORD_LENGTH, rawWords, type TextLanguage, words } from './normalize'

/** Corrections kept per query word, and partial suggestions kept between words (a beam). */
const CANDIDATES_PER_WORD = 6
const BEAM = 8
/** Terms near a word whose products are counted, nearest first. */
const NEAR_TERMS = 40
/** Whole suggestions checked with a real search before giving up. */
const CHECKS = 3

/** What `suggestQuery` needs of a text index. */
export type SuggestSource = {
  language: TextLanguage
  dictionary: Dictionary
  /** The written word a term most often came from ("nitrílica" for "nitril"), if the texts had one. */
  surface(term: number): string | undefined
  /** The written forms, folded, with their terms. */
  surfaceWords(): SearchableMap<number>
  /** The terms `word` stands for in a search (exact, prefix if `asPrefix`, typos), with their weights. */
  expand(word: string, asPrefix: boolean): Map<number, number>[]
  /** The documents of the terms (this index's own, and the shared codes' when `shared`), OR-ed. */
  docs(own: Iterable<number>, shared: Iterable<number>): Bitset
  /** How many live documents, within the buyer's filters, are in `bits`. */
  live(bits: Bitset): number
  /** Whether a real search for `query` (with the buyer's filters) finds at least one product. */
  finds(query: string): boolean
}

type Candidate = { text: string; distance: number; bits: Bitset | undefined }
type Partial = { parts: string[]; distance: number; bits: Bitset | undefined; count: number }

/**
 * "Did you mean": the closest query to `query` that finds something, in the words of the catalogue. Per
 * query word: a stopword stays; a word that matches exactly (or as a prefix, the last one) stays as typed;
 * otherwise the closest terms of the dictionary, within one edit more than a search tolerates, measured from the
 * word to the terms' written forms and from its stem to the terms, each shown as its most frequent written form. The words'
 * candidates are combined word by word keeping the `BEAM` best partial queries (smallest total distance,
 * then most products), and the best whole ones are checked with a real search. Undefined when nothing
 * is found or nothing would change.
 */
export function suggestQuery(source: SuggestSource, query: string): string | undefined {
  const tokens = rawWords(query)
    .map((raw) => raw.slice(0, MAX_WORD_LENGTH))
    .slice(0, MAX_QUERY_WORDS)
  let beam: Partial[] = [{ parts: [], distance: 0, bits: undefined, count: Infinity }]
  let changed = false
  tokens.forEach((raw, index) => {
    const candidates = candidatesOf(source, raw, index === tokens.length - 1)
    if (candidates.length === 0 || candidates[0]!.distance > 0) changed = true
    const next: Partial[] = []
    for (const partial of beam)
      for (const candidate of candidates) {
        const bits = and(partial.bits, candidate.bits)
        const count = bits ? source.live(bits) : partial.count
        if (count === 0) continue
        next.push({
          parts: [...partial.parts, candidate.text],
          distance: partial.distance + candidate.distance,
          bits,
          count,
        })
      }
    next.sort((a, b) => a.distance - b.distance || b.count - a.count)
    beam = next.slice(0, BEAM)
  })
  if (!changed) return undefined
  const typed = tokens.join(' ')
  let checked = 0
  for (const partial of beam) {
    const suggestion = partial.parts.join(' ')
    if (suggestion === typed || partial.bits === undefined) continue
    if (source.finds(suggestion)) return suggestion
    if (++checked >= CHECKS) break
  }
  return undefined
}

/** The ways to write one query word, closest first; none when no term is near it. */
function candidatesOf(source: SuggestSource, raw: string, last: boolean): Candidate[] {
  const folded = words(raw)
  // Stopwords (and words with digits: references, CA numbers, sizes) are kept as typed.
  if (folded.length === 0 || folded.every((word) => source.language.isStopword(word)))
    return [{ text: raw, distance: 0, bits: undefined }]
  if (folded.length > 1 || /\d/.test(raw)) {
    const [own, shared] = expandAll(source, folded, last)
    return [{ text: raw, distance: 0, bits: source.docs(own, shared) }]
  }
  const word = folded[0]!
  const [own, shared] = source.expand(word, last)
  // A word found as it is (its stem, or as a prefix) stays as typed.
  const exact = [...own!, ...shared!].some(([, weight]) => weight >= MATCH_WEIGHT.prefix)
  if (exact) return [{ text: raw, distance: 0, bits: source.docs(own!.keys(), shared!.keys()) }]
  // Otherwise the terms near it: its stem's and its own typos, one edit more than a search allows.
  const stem = source.language.stem(word)
  const reach = word.length < 4 ? 1 : word.length < 8 ? 2 : 3
  const near = new Map<number, number>()
  const closer = (term: number, edits: number) => {
    if (edits < (near.get(term) ?? Infinity)) near.set(term, edits)
  }
  for (const [term, edits] of source.surfaceWords().fuzzyGet(word, reach).values()) closer(term, edits)
  if (stem.length >= 3) for (const [term, edits] of source.dictionary.fuzzy(stem, reach)) closer(term, edits)
  const found: Candidate[] = []
  // The nearest first, and only so many: a short word has many terms two edits away, each a pass over the
  // catalogue's bitset to count.
  const nearest = [...near].sort((a, b) => a[1] - b[1]).slice(0, NEAR_TERMS)
  for (const [term, distance] of nearest) {
    const text = source.surface(term)
    // A correction keeps at least half of the word it offers ("lvua" is not "uv").
    if (text === undefined || distance > Math.max(1, Math.floor(text.length / 2))) continue
    const bits = source.docs([term], [])
    found.push({ text, distance, bits })
  }
  const counted = found.map((candidate) => ({ candidate, count: source.live(candidate.bits!) }))
  return counted
    .filter(({ count }) => count > 0)
    .sort((a, b) => a.candidate.distance - b.candidate.distance || b.count - a.count)
    .slice(0, CANDIDATES_PER_WORD)
    .map(({ candidate }) => candidate)
}

function expandAll(source: SuggestSource, folded: string[], last: boolean): [number[], number[]] {
  const own: number[] = []
  const shared: number[] = []
  folded.forEach((word, index) => {
    const [mine, theirs] = source.expand(word, last && index === folded.length - 1)
    own.push(...mine!.keys())
    shared.push(...theirs!.keys())
  })
  return [own, shared]
}

function and(a: Bitset | undefined, b: Bitset | undefined): Bitset | undefined {
  if (!a) return b
  if (!b) return a
  const result = a.slice()
  for (let i = 0; i < result.length; i++) result[i]! &= b[i]!
  return result
}

import type { Dictionary } from './dictionary'
import type { TextLanguage } from './normalize'

/** How much a term found by each route counts, against an exact match. */
export const MATCH_WEIGHT = { exact: 1, prefix: 0.7, typo1: 0.45, typo2: 0.25 }

// A two-letter prefix can open hundreds of terms; the first ones are enough to keep typing useful.
const PREFIX_LIMIT = 100

/**
 * The terms of the dictionary a typed word stands for, each with a weight: its stem exactly, words
 * that start with it (the word being typed), and words one or two edits away (typos; two only for
 * long words, where two slips are common and few other words are that close).
 */
export function expandWord(
  dictionary: Dictionary,
  word: string,
  asPrefix: boolean,
  language: TextLanguage,
): Map<number, number> {
  const found = new Map<number, number>()
  const note = (term: number | undefined, weight: number) => {
    if (term !== undefined && (found.get(term) ?? 0) < weight) found.set(term, weight)
  }
  const stemmed = language.stem(word)
  note(dictionary.get(stemmed), MATCH_WEIGHT.exact)
  note(dictionary.get(word), MATCH_WEIGHT.exact)
  if (asPrefix && word.length >= 2) {
    for (const term of dictionary.prefixed(word, PREFIX_LIMIT)) note(term, MATCH_WEIGHT.prefix)
  }
  if (stemmed.length >= 4 && !/\d/.test(stemmed)) {
    const distance = stemmed.length >= 8 ? 2 : 1
    for (const [term, edits] of dictionary.fuzzy(stemmed, distance)) {
      note(term, edits === 0 ? MATCH_WEIGHT.exact : edits === 1 ? MATCH_WEIGHT.typo1 : MATCH_WEIGHT.typo2)
    }
  }
  return found
}

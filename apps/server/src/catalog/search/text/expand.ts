import type { Dictionary } from './dictionary'
import type { TextLanguage } from './normalize'

/** How much a term found by each route counts, against an exact match. */
export const MATCH_WEIGHT = { exact: 1, prefix: 0.7, typo1: 0.45, typo2: 0.25 }

// A two-letter prefix can open hundreds of terms; the first ones are enough to keep typing useful.
const PREFIX_LIMIT = 100

/**
 * The terms a typed word stands for, each with a weight, in each of `dictionaries` (one map per
 * dictionary, as if they were one: a text index's own terms and the shared codes' terms): its stem
 * exactly, terms that start with it (the word being typed), and words one or two edits away (typos;
 * two only for long words, where two slips are common and few other words are that close).
 */
export function expandWord(
  dictionaries: Dictionary[],
  word: string,
  asPrefix: boolean,
  language: TextLanguage,
  /** false: the stem exactly (a synonym's words, written by staff: a typo match would be noise). */
  typos = true,
): Map<number, number>[] {
  const found = dictionaries.map(() => new Map<number, number>())
  const note = (at: number, term: number | undefined, weight: number) => {
    if (term !== undefined && (found[at]!.get(term) ?? 0) < weight) found[at]!.set(term, weight)
  }
  const stemmed = language.stem(word)
  dictionaries.forEach((dictionary, at) => {
    note(at, dictionary.get(stemmed), MATCH_WEIGHT.exact)
    note(at, dictionary.get(word), MATCH_WEIGHT.exact)
  })
  if (asPrefix && word.length >= 2) {
    for (const [at, term] of prefixed(dictionaries, word)) note(at, term, MATCH_WEIGHT.prefix)
  }
  if (typos && stemmed.length >= 4 && !/\d/.test(stemmed)) {
    const distance = stemmed.length >= 8 ? 2 : 1
    dictionaries.forEach((dictionary, at) => {
      for (const [term, edits] of dictionary.fuzzy(stemmed, distance)) {
        const weight =
          edits === 0 ? MATCH_WEIGHT.exact : edits === 1 ? MATCH_WEIGHT.typo1 : MATCH_WEIGHT.typo2
        note(at, term, weight)
      }
    })
  }
  return found
}

/**
 * The first `PREFIX_LIMIT` terms that start with `prefix`, across the dictionaries, as [dictionary, term
 * number]: terms with digits in sorted order (a term in two dictionaries counts once), words in each
 * dictionary's order.
 */
function* prefixed(dictionaries: Dictionary[], prefix: string): Generator<[at: number, term: number]> {
  let taken = 0
  if (!/\d/.test(prefix)) {
    for (const [at, dictionary] of dictionaries.entries())
      for (const [, term] of dictionary.prefixedWords(prefix)) {
        if (taken++ >= PREFIX_LIMIT) return
        yield [at, term]
      }
    return
  }
  // Each dictionary's terms in sorted order, merged.
  const lists = dictionaries.map((dictionary) => dictionary.prefixedCodes(prefix))
  const heads = lists.map((list) => list.next())
  while (taken++ < PREFIX_LIMIT) {
    let least: string | undefined
    for (const head of heads)
      if (!head.done && (least === undefined || head.value[0] < least)) least = head.value[0]
    if (least === undefined) return
    for (const [at, head] of heads.entries()) {
      if (head.done || head.value[0] !== least) continue
      yield [at, head.value[1]]
      heads[at] = lists[at]!.next()
    }
  }
}

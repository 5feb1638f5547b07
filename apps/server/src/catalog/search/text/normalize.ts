import { stemmer } from '@orama/stemmers/portuguese'

/** Lower case without accents: "Proteção" → "protecao". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

/** Folded words: letters and digits, everything else separates. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
}

/**
 * The words of a text as written (lower case, accents kept): cheaper than `words` on long texts,
 * because each distinct word is folded once through `searchTerm`'s cache rather than every time.
 */
export function rawWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0)
}

const STOPWORDS = new Set(
  'a o as os de da do das dos e em no na nos nas um uma com para por ou ao aos que se sem sob sobre the of and for with'.split(
    ' ',
  ),
)
export const isStopword = (word: string) => STOPWORDS.has(word)

// Words longer than this are not words a buyer types; cutting them bounds the work on odd input.
export const MAX_WORD_LENGTH = 32

const stems = new Map<string, string>()
const STEM_CACHE_LIMIT = 100_000

/**
 * The stem of a folded word. The Portuguese stemmer runs on folded text so that a search typed
 * without accents meets the same stem; plurals in -ões/-ães are brought to -ão first because the
 * stemmer keeps them apart ("proteções" and "proteção" must meet). Numbers are kept as they are.
 */
export function stem(word: string): string {
  const cached = stems.get(word)
  if (cached !== undefined) return cached
  let result = word
  if (!/^\d/.test(word) && word.length > 3) {
    const singular = word.replace(/(oes|aes)$/, 'ao')
    result = stemmer(singular)
    if (result.length < 2) result = singular
  }
  if (stems.size >= STEM_CACHE_LIMIT) stems.clear()
  stems.set(word, result)
  return result
}

/** A code as typed or printed ("EP-LV 1000", "ca 30.000") reduced to letters and digits. */
export function codeKey(text: string): string {
  return fold(text).replace(/[^a-z0-9]+/g, '')
}

const terms = new Map<string, string[]>()

/**
 * The index terms of a raw word (usually one; "4x43c" or "epi's" may give more): folded, without
 * stopwords and overlong words, stemmed. Cached, since catalogue texts repeat their words a lot.
 */
export function searchTerms(raw: string): string[] {
  const cached = terms.get(raw)
  if (cached) return cached
  const found = words(raw)
    .filter((word) => word.length <= MAX_WORD_LENGTH && !isStopword(word))
    .map(stem)
  if (terms.size >= STEM_CACHE_LIMIT) terms.clear()
  terms.set(raw, found)
  return found
}

/** Empties the word caches (after a bulk load, so they hold no memory while serving). */
export function forgetTextCaches(): void {
  stems.clear()
  terms.clear()
}

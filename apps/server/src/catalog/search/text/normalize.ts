import { stemmer as englishStemmer } from '@orama/stemmers/english'
import { stemmer as portugueseStemmer } from '@orama/stemmers/portuguese'

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

// Words longer than this are not words a buyer types; cutting them bounds the work on odd input.
export const MAX_WORD_LENGTH = 32
/** A query's words looked at (matched, expanded by synonyms, corrected); past these a query is not typed by hand. */
export const MAX_QUERY_WORDS = 12

const STEM_CACHE_LIMIT = 100_000

/**
 * How one language's texts become index terms: its stopwords and its stemmer, run on folded words so that
 * a search typed without accents meets the same stem. Portuguese serves the Portuguese texts and searches,
 * English the English ones (issue 22): each has its own text index, so their stems never mix.
 */
export class TextLanguage {
  private readonly stopwords: Set<string>
  private stems = new Map<string, string>()
  private terms = new Map<string, string[]>()

  constructor(
    stopwords: string,
    private readonly stemmer: (word: string) => string,
    /** Brings a folded word to the form the stemmer expects, before stemming. */
    private readonly prepare: (word: string) => string = (word) => word,
  ) {
    this.stopwords = new Set(stopwords.split(' '))
  }

  isStopword(word: string): boolean {
    return this.stopwords.has(word)
  }

  /** The stem of a folded word; numbers and short words are kept as they are. */
  stem(word: string): string {
    const cached = this.stems.get(word)
    if (cached !== undefined) return cached
    let result = word
    if (!/^\d/.test(word) && word.length > 3) {
      const prepared = this.prepare(word)
      result = this.stemmer(prepared)
      if (result.length < 2) result = prepared
    }
    if (this.stems.size >= STEM_CACHE_LIMIT) this.stems.clear()
    this.stems.set(word, result)
    return result
  }

  /**
   * The index terms of a raw word (usually one; "4x43c" or "epi's" may give more): folded, without
   * stopwords and overlong words, stemmed. Cached, since catalogue texts repeat their words a lot.
   */
  searchTerms(raw: string): string[] {
    const cached = this.terms.get(raw)
    if (cached) return cached
    const found = words(raw)
      .filter((word) => word.length <= MAX_WORD_LENGTH && !this.isStopword(word))
      .map((word) => this.stem(word))
    if (this.terms.size >= STEM_CACHE_LIMIT) this.terms.clear()
    this.terms.set(raw, found)
    return found
  }

  /** Empties the word caches (after a bulk load, so they hold no memory while serving). */
  forget(): void {
    this.stems.clear()
    this.terms.clear()
  }
}

/**
 * Portuguese: plurals in -ões/-ães are brought to -ão first because the stemmer keeps them apart
 * ("proteções" and "proteção" must meet). A few English words are stopwords too, as before issue 22.
 */
export const PORTUGUESE = new TextLanguage(
  'a o as os de da do das dos e em no na nos nas um uma com para por ou ao aos que se sem sob sobre the of and for with',
  portugueseStemmer,
  (word) => word.replace(/(oes|aes)$/, 'ao'),
)

/** English (Porter stemming: "gloves" → "glove", "resistant" → "resist"). */
export const ENGLISH = new TextLanguage(
  'a an the of and or for with to in on at by from as is are be it its this that without into per',
  englishStemmer,
)

/** A code as typed or printed ("EP-LV 1000", "ca 30.000") reduced to letters and digits. */
export function codeKey(text: string): string {
  return fold(text).replace(/[^a-z0-9]+/g, '')
}

import { Dictionary, type DictionarySnapshot } from './dictionary'
import { codeKey, rawWords, type TextLanguage } from './normalize'
import { Postings, type PostingsSnapshot } from './postings'

/** Where a code's term was found: a part of it ("1094"), or the whole of it ("eplv1094"), which ranks as exact. */
export const CODE_FIELD = { part: 3, whole: 5 } as const

/** The terms of a product's codes (reference, CA number) with the field of each (the best, if twice). */
export type CodeTerms = Map<string, number>

export type CodeIndexSnapshot = { terms: DictionarySnapshot; postings: PostingsSnapshot }

const hasDigit = /\d/

/**
 * A product's codes as one language's text index takes them: each word analysed as the language does, and
 * each code whole (its letters and digits), left unstemmed.
 */
export function codeTerms(codes: string[], language: TextLanguage): CodeTerms {
  const terms: CodeTerms = new Map()
  for (const code of codes)
    for (const raw of rawWords(code))
      for (const term of language.searchTerms(raw)) terms.set(term, CODE_FIELD.part)
  for (const code of codes) {
    const key = codeKey(code)
    if (key) terms.set(key, CODE_FIELD.whole)
  }
  return terms
}

/**
 * Splits two languages' terms of the same codes: the terms with digits both give alike go to `shared`
 * (taken out of both), the others stay with their language. A reference's letters may be a stopword or
 * stemmed in one language only ("IN", "ABCD"), so words stay per language; they are few distinct terms.
 */
export function shareCodeTerms(first: CodeTerms, second: CodeTerms): CodeTerms {
  const shared: CodeTerms = new Map()
  for (const [term, field] of first) {
    if (!hasDigit.test(term) || second.get(term) !== field) continue
    shared.set(term, field)
    first.delete(term)
    second.delete(term)
  }
  return shared
}

/**
 * The terms of the products' codes with digits (their numbers, each code whole) that every language
 * analyses alike, posted once for all the text indexes instead of once per language: at 100,000 products
 * they are ~400,000 terms, and the English index's copy of them and their posting lists was ~11 MB
 * (decision 005). Each text index matches a query word against its own terms and these, and ranks a product
 * by the better of the two fields, as if the terms were its own.
 */
export class CodeIndex {
  constructor(
    readonly dictionary = new Dictionary(),
    readonly postings = new Postings(),
  ) {}

  snapshot(): CodeIndexSnapshot {
    return { terms: this.dictionary.snapshot(), postings: this.postings.snapshot(this.dictionary.size) }
  }

  static restore(snapshot: CodeIndexSnapshot): CodeIndex {
    return new CodeIndex(Dictionary.restore(snapshot.terms), Postings.restore(snapshot.postings))
  }

  add(doc: number, terms: CodeTerms): void {
    for (const [term, field] of terms) this.postings.add(this.dictionary.id(term), doc, field)
  }

  /** Packs the terms once a build is done. */
  finish(): void {
    this.dictionary.pack()
  }

  remove(doc: number): void {
    this.postings.removeEverywhere(doc)
  }
}

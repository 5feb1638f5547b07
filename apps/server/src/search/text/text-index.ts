import SearchableMap from 'minisearch/SearchableMap'
import { add, andInto, type Bitset } from '../bitset'
import { expandWord } from './expand'
import { codeKey, isStopword, MAX_WORD_LENGTH, stem, words } from './normalize'
import { Postings } from './postings'

/** Where a term was found; a name match outranks a code, an option title, a summary, a description. */
export const FIELD = { description: 0, summary: 1, options: 2, code: 3, name: 4 } as const
const FIELD_WEIGHT = [1, 2, 4, 9, 10, 0, 0, 0]
/** A query that is a whole reference or CA number puts that product first. */
const EXACT_CODE_SCORE = 1000
const MAX_QUERY_WORDS = 12
const EXPANSION_CACHE_LIMIT = 5000

export type TextFields = {
  name: string
  codes: string[]
  options: string[]
  summary: string
  description: string
}

/** Documents that match every word of a query, with a relevance score each. */
export type TextMatch = { bits: Bitset; scores: Float32Array }

export class TextIndex {
  private readonly dictionary = new SearchableMap<number>()
  // SearchableMap counts its entries by walking the tree: keep our own count.
  private terms = 0
  private readonly postings = new Postings()
  private readonly docTerms: (Int32Array | undefined)[] = []
  private readonly codes = new Map<string, number[]>()
  private readonly docCodes: (string[] | undefined)[] = []
  private expansions = new Map<string, Map<number, number>>()

  add(doc: number, fields: TextFields): void {
    const best = new Map<number, number>()
    const addText = (text: string, field: number) => {
      for (const word of words(text)) {
        if (word.length > MAX_WORD_LENGTH || isStopword(word)) continue
        const term = this.termId(stem(word))
        if ((best.get(term) ?? -1) < field) best.set(term, field)
      }
    }
    addText(fields.description, FIELD.description)
    addText(fields.summary, FIELD.summary)
    for (const title of fields.options) addText(title, FIELD.options)
    for (const code of fields.codes) {
      addText(code, FIELD.code)
      best.set(this.termId(codeKey(code)), FIELD.code)
    }
    addText(fields.name, FIELD.name)
    for (const [term, field] of best) this.postings.add(term, doc, field)
    this.docTerms[doc] = Int32Array.from(best.keys())
    const keys = fields.codes.map(codeKey)
    for (const key of keys) this.codes.set(key, [...(this.codes.get(key) ?? []), doc])
    this.docCodes[doc] = keys
  }

  remove(doc: number): void {
    for (const term of this.docTerms[doc] ?? []) this.postings.removeDoc(term, doc)
    for (const key of this.docCodes[doc] ?? []) {
      const rest = (this.codes.get(key) ?? []).filter((other) => other !== doc)
      if (rest.length > 0) this.codes.set(key, rest)
      else this.codes.delete(key)
    }
    this.docTerms[doc] = undefined
    this.docCodes[doc] = undefined
  }

  /**
   * Every query word must match (AND); a word's score in a document is its best match there
   * (field weight × match weight), and a document's score is the sum over the words. Returns
   * undefined when the query has no searchable word, so it does not filter at all.
   */
  match(query: string, capacity: number): TextMatch | undefined {
    const all = words(query).map((word) => word.slice(0, MAX_WORD_LENGTH))
    const kept = all.filter((word) => !isStopword(word))
    const list = (kept.length > 0 ? kept : all).slice(0, MAX_QUERY_WORDS)
    if (list.length === 0) return undefined
    const wordsCount = (capacity + 31) >>> 5
    const scores = new Float32Array(capacity)
    const wordScore = new Float32Array(capacity)
    let bits: Bitset | undefined
    list.forEach((word, index) => {
      const wordBits = new Uint32Array(wordsCount)
      const touched: number[] = []
      for (const [term, weight] of this.expand(word, index === list.length - 1)) {
        const entries = this.postings.entries(term)
        for (let i = 0; i < entries.length; i++) {
          const doc = entries[i]! >>> 3
          const score = weight * FIELD_WEIGHT[entries[i]! & 7]!
          if (wordScore[doc] === 0) touched.push(doc)
          if (score > wordScore[doc]!) wordScore[doc] = score
        }
      }
      for (const doc of touched) {
        add(wordBits, doc)
        scores[doc]! += wordScore[doc]!
        wordScore[doc] = 0
      }
      if (bits) andInto(bits, wordBits, wordsCount)
      else bits = wordBits
    })
    const code = codeKey(query)
    for (const doc of this.codes.get(code) ?? this.codes.get(code.replace(/^ca/, '')) ?? []) {
      add(bits!, doc)
      scores[doc]! += EXACT_CODE_SCORE
    }
    return { bits: bits!, scores }
  }

  private termId(term: string): number {
    const known = this.dictionary.get(term)
    if (known !== undefined) return known
    const id = this.terms++
    this.dictionary.set(term, id)
    // A new term can change what earlier queries expand to.
    if (this.expansions.size > 0) this.expansions = new Map()
    return id
  }

  private expand(word: string, asPrefix: boolean): Map<number, number> {
    const key = `${asPrefix ? '>' : '='}${word}`
    let found = this.expansions.get(key)
    if (!found) {
      found = expandWord(this.dictionary, word, asPrefix)
      if (this.expansions.size >= EXPANSION_CACHE_LIMIT) this.expansions = new Map()
      this.expansions.set(key, found)
    }
    return found
  }
}

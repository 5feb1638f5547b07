import { add, andInto, type Bitset, forEachBit, orInto } from '../bitset'
import { Analyser } from './analyser'
import { CODE_FIELD, CodeIndex, type CodeTerms } from './code-index'
import { Dictionary, type DictionarySnapshot } from './dictionary'
import { expandWord } from './expand'
import {
  codeKey,
  fold,
  MAX_QUERY_WORDS,
  MAX_WORD_LENGTH,
  PORTUGUESE,
  type TextLanguage,
  words,
} from './normalize'
import SearchableMap from 'minisearch/SearchableMap'
import { Postings, type PostingsSnapshot } from './postings'
import { suggestQuery } from './suggest'
import { type QueryWord, type SynonymSet, Synonyms } from './synonyms'

/**
 * Where a term was found; a name match outranks a code, an option title, a summary, a description.
 * Option titles are never posted (`addOption`), but match with their weight.
 */
export const FIELD = {
  description: 0,
  summary: 1,
  options: 2,
  code: CODE_FIELD.part,
  name: 4,
  wholeCode: CODE_FIELD.whole,
} as const
const FIELD_WEIGHT = [1, 2, 4, 9, 10, 9, 0, 0]
/** A query that is a whole reference or CA number puts that product first. */
const EXACT_CODE_SCORE = 1000
const EXPANSION_CACHE_LIMIT = 5000
/** What a match through a synonym counts against the same match of the words typed. */
const SYNONYM_WEIGHT = 0.9

/**
 * A product's own texts. Its options' titles are not among them (see `addOption`), and its codes' terms are
 * the ones left to this language once the shared ones are taken out (see `CodeIndex`).
 */
export type TextFields = {
  name: string
  codes: CodeTerms
  summary: string
  description: string
}

export type TextIndexSnapshot = {
  terms: DictionarySnapshot
  postings: PostingsSnapshot
  optionsOf: Map<number, number[]>
  /** Per term, the word it is most often written as (see `Analyser.surfaces`). */
  surfaces: (string | undefined)[]
}

/** The documents that have an option (its bitset), for the option title terms of a match. */
export type OptionDocs = (option: number) => Bitset

/** Documents that match every word of a query, with a relevance score each. */
/** `scores` is valid until the next `match` (its array is reused). */
export type TextMatch = { bits: Bitset; scores: Float32Array }

export class TextIndex {
  private readonly analyser: Analyser
  /** While adding a document: per term, 1 + the best field it was found in (0: not found). */
  private fieldOf = new Uint8Array(1024)
  private readonly touched: number[] = []
  /**
   * Term → the options whose titles have it. An option title is not posted for every product that has the
   * option: a match reads the option's bitset instead (the same documents, with the `options` field).
   * Posted, the titles were ~30 of a product's ~70 Portuguese entries and ~20 of its ~40 English ones
   * (decision 005).
   */
  private optionsOf = new Map<number, number[]>()
  private expansions = new Map<string, Map<number, number>[]>()
  private termsSeen = 0
  /**
   * The written forms folded ("nitrilica") → their term, for "did you mean" to measure a typed word against
   * what the catalogue writes rather than against stems ("mscra" is 2 edits from "mascara", 3 from "masc").
   * Made on the first suggestion, and again after a write gave a term its first written form.
   */
  private surfaceWords: { map: SearchableMap<number>; version: number } | undefined
  private scores = new Float32Array(0)
  private wordScore = new Float32Array(0)
  /** A document's best score over a query's variants, when synonyms made several. */
  private bestScores = new Float32Array(0)
  private synonyms: Synonyms

  constructor(
    /** The language of the texts and of the searches (its stopwords and stemmer). */
    private readonly language: TextLanguage = PORTUGUESE,
    /** The codes' terms every language shares: matched with this index's own, kept up by the caller. */
    private readonly codes = new CodeIndex(),
    private readonly dictionary = new Dictionary(),
    private readonly postings = new Postings(),
  ) {
    this.analyser = new Analyser(dictionary, language)
    this.synonyms = new Synonyms([], language)
  }

  /** Everything but the loading caches, to move the index to another thread. */
  snapshot(): TextIndexSnapshot {
    return {
      terms: this.dictionary.snapshot(),
      postings: this.postings.snapshot(this.dictionary.size),
      optionsOf: this.optionsOf,
      surfaces: this.analyser.surfaces,
    }
  }

  static restore(
    snapshot: TextIndexSnapshot,
    language: TextLanguage = PORTUGUESE,
    codes = new CodeIndex(),
  ): TextIndex {
    const text = new TextIndex(
      language,
      codes,
      Dictionary.restore(snapshot.terms),
      Postings.restore(snapshot.postings),
    )
    text.optionsOf = snapshot.optionsOf
    text.analyser.surfaces = snapshot.surfaces
    text.analyser.forget()
    return text
  }

  /** The titles of an option (once per option): its documents match their words. */
  addOption(option: number, titles: string[]): void {
    const terms = new Set<number>()
    for (const title of titles) this.analyser.forEachTerm(title, (term) => terms.add(term))
    for (const term of terms) {
      const options = this.optionsOf.get(term)
      if (options) options.push(option)
      else this.optionsOf.set(term, [option])
    }
  }

  /**
   * Posts a document's texts and its codes' terms of this language; `shared` are its codes' terms in the
   * shared `CodeIndex`, which the caller posts there.
   */
  add(doc: number, fields: TextFields, shared: CodeTerms = new Map()): void {
    if (this.fieldOf.length < this.dictionary.size + 64) this.growScratch()
    this.addText(fields.description, FIELD.description)
    this.addText(fields.summary, FIELD.summary)
    // Each code whole ("eplv1009", "ca31234") is also one term: typed without separators a reference is
    // one word, and a query that is a whole code puts its product first (see `match`).
    for (const [term, field] of fields.codes) this.note(this.term(term), field)
    this.addText(fields.name, FIELD.name)
    // A term the shared index has for this document needs no entry here unless a text has it in a better
    // field (its name): a match takes the better of the two, which is what one entry with the best field gave.
    for (const [term, field] of shared) {
      const id = this.dictionary.get(term)
      if (id !== undefined && this.fieldOf[id]! <= field + 1) this.fieldOf[id] = 0
    }
    for (const term of this.touched) {
      if (this.fieldOf[term] === 0) continue
      this.postings.add(term, doc, this.fieldOf[term]! - 1)
      this.fieldOf[term] = 0
    }
    this.touched.length = 0
  }

  /** Drops what only speeds up loading (caches of analysed words and paragraphs) and packs the terms. */
  finish(): void {
    this.dictionary.pack()
    this.analyser.forget()
    this.language.forget()
  }

  /** Takes a document out: a scan of every posting list, fine for the rare writes of a catalogue. */
  remove(doc: number): void {
    this.postings.removeEverywhere(doc)
  }

  /**
   * Every query word must match (AND); a word's score in a document is its best match there
   * (field weight × match weight), and a document's score is the sum over the words. Returns
   * undefined when the query has no searchable word, so it does not filter at all.
   *
   * With synonyms (`setSynonyms`), each variant of the query they make is matched too and the documents
   * of any variant are found (OR). A document keeps its best score over the variants, a synonym's score
   * scaled to the original's number of words and by `SYNONYM_WEIGHT`: at equal fields and matches, the
   * words the buyer typed rank first.
   */
  match(query: string, capacity: number, optionDocs: OptionDocs): TextMatch | undefined {
    const all = words(query).map((word) => word.slice(0, MAX_WORD_LENGTH))
    const kept = all.filter((word) => !this.language.isStopword(word))
    const list = (kept.length > 0 ? kept : all).slice(0, MAX_QUERY_WORDS)
    if (list.length === 0) return undefined
    const wordsCount = (capacity + 31) >>> 5
    // Searches run one at a time: the score arrays are reused (allocating 2 × 4 bytes per product for
    // every search was most of the garbage a busy server made). `wordScore` is left all zero by each word.
    if (this.scores.length < capacity) {
      this.scores = new Float32Array(capacity)
      this.wordScore = new Float32Array(capacity)
    }
    const variants = this.synonyms.variants(list)
    const bits = this.matchWords(variants[0]!, wordsCount, optionDocs)
    let scores = this.scores
    if (variants.length > 1) {
      if (this.bestScores.length < capacity) this.bestScores = new Float32Array(capacity)
      const best = this.bestScores
      best.set(this.scores.subarray(0, capacity))
      for (const variant of variants.slice(1)) {
        const found = this.matchWords(variant, wordsCount, optionDocs)
        const scale = (SYNONYM_WEIGHT * list.length) / variant.length
        forEachBit(found, wordsCount, (doc) => {
          const score = this.scores[doc]! * scale
          if (score > best[doc]!) best[doc] = score
        })
        orInto(bits, found, wordsCount)
      }
      scores = best
    }
    const code = codeKey(query)
    for (const doc of this.wholeCode(code) ?? this.wholeCode(`ca${code}`) ?? []) {
      add(bits, doc)
      scores[doc]! += EXACT_CODE_SCORE
    }
    return { bits, scores }
  }

  /** The synonym sets of this index's language (replacing the previous ones). */
  setSynonyms(sets: readonly SynonymSet[]): void {
    this.synonyms = new Synonyms(sets, this.language)
  }

  /** The documents with every word (AND), scored into `scores` (zeroed first). */
  private matchWords(list: QueryWord[], wordsCount: number, optionDocs: OptionDocs): Bitset {
    const { scores, wordScore } = this
    scores.fill(0)
    let bits: Bitset | undefined
    // One word (the usual query) scores straight into `scores`; with several, each word keeps its
    // best score per document in `wordScore`, added to `scores` once the word is done.
    const single = list.length === 1
    const target = single ? scores : wordScore
    for (const { word, prefix, exact } of list) {
      const wordBits = new Uint32Array(wordsCount)
      const [own, shared] = this.expand(word, prefix, !exact)
      for (const [term, weight] of shared!) matchPostings(this.codes.postings, term, weight, wordBits, target)
      for (const [term, weight] of own!) {
        matchPostings(this.postings, term, weight, wordBits, target)
        const optionScore = weight * FIELD_WEIGHT[FIELD.options]!
        for (const option of this.optionsOf.get(term) ?? []) {
          const docs = optionDocs(option)
          // forEachBit and orInto in one pass, inline: a common option has a large share of the catalogue.
          for (let i = 0; i < wordsCount; i++) {
            let bitsLeft = docs[i]!
            wordBits[i]! |= bitsLeft
            while (bitsLeft !== 0) {
              const lowest = bitsLeft & -bitsLeft
              const doc = (i << 5) + 31 - Math.clz32(lowest)
              if (optionScore > target[doc]!) target[doc] = optionScore
              bitsLeft ^= lowest
            }
          }
        }
      }
      if (!single) {
        forEachBit(wordBits, wordsCount, (doc) => {
          scores[doc]! += wordScore[doc]!
          wordScore[doc] = 0
        })
      }
      if (bits) andInto(bits, wordBits, wordsCount)
      else bits = wordBits
    }
    return bits!
  }

  /**
   * "Did you mean": the closest query that finds a document `live` counts (see `suggestQuery`), or
   * undefined. `finds` runs the real search of a suggestion (with the buyer's filters).
   */
  suggest(
    query: string,
    capacity: number,
    optionDocs: OptionDocs,
    live: (bits: Bitset) => number,
    finds: (query: string) => boolean,
  ): string | undefined {
    const wordsCount = (capacity + 31) >>> 5
    return suggestQuery(
      {
        language: this.language,
        dictionary: this.dictionary,
        surface: (term) => this.analyser.surfaces[term],
        surfaceWords: () => this.surfaceMap(),
        expand: (word, asPrefix) => this.expand(word, asPrefix),
        docs: (own, shared) => {
          const bits = new Uint32Array(wordsCount)
          for (const term of shared) orPostings(this.codes.postings, term, bits)
          for (const term of own) {
            orPostings(this.postings, term, bits)
            for (const option of this.optionsOf.get(term) ?? []) {
              const docs = optionDocs(option)
              for (let i = 0; i < wordsCount; i++) bits[i]! |= docs[i]!
            }
          }
          return bits
        },
        live,
        finds,
      },
      query,
    )
  }

  private surfaceMap(): SearchableMap<number> {
    const { surfaces, surfacesVersion } = this.analyser
    if (this.surfaceWords?.version !== surfacesVersion) {
      const map = new SearchableMap<number>()
      surfaces.forEach((surface, term) => {
        if (surface !== undefined) map.set(fold(surface), term)
      })
      this.surfaceWords = { map, version: surfacesVersion }
    }
    return this.surfaceWords.map
  }

  /** The documents with `key` as a whole code (reference or CA number), or undefined if none has. */
  private wholeCode(key: string): number[] | undefined {
    if (!key) return undefined
    const docs: number[] = []
    const sources = [
      { dictionary: this.dictionary, postings: this.postings },
      { dictionary: this.codes.dictionary, postings: this.codes.postings },
    ]
    for (const { dictionary, postings } of sources) {
      const term = dictionary.get(key)
      if (term === undefined) continue
      for (let i = 0; i < postings.size(term); i++) {
        const entry = postings.at(term, i)
        if ((entry & 7) === FIELD.wholeCode) docs.push(entry >>> 3)
      }
    }
    return docs.length > 0 ? docs : undefined
  }

  private addText(text: string, field: number): void {
    this.analyser.forEachTerm(text, (term) => this.note(term, field))
  }

  private note(term: number, field: number): void {
    if (term >= this.fieldOf.length) this.growScratch()
    const current = this.fieldOf[term]!
    if (current === 0) this.touched.push(term)
    if (current < field + 1) this.fieldOf[term] = field + 1
  }

  private term(text: string): number {
    return this.dictionary.id(text)
  }

  private growScratch(): void {
    const grown = new Uint8Array(Math.max(1024, (this.dictionary.size + 64) * 2))
    grown.set(this.fieldOf.subarray(0, Math.min(this.fieldOf.length, grown.length)))
    this.fieldOf = grown
  }

  /** The terms `word` stands for, with their weights: this index's own, and the shared codes'. */
  private expand(word: string, asPrefix: boolean, typos = true): Map<number, number>[] {
    // New terms can change what a word expands to: start the cache again after a write.
    const terms = this.dictionary.size + this.codes.dictionary.size
    if (this.termsSeen !== terms) {
      this.expansions = new Map()
      this.termsSeen = terms
    }
    const key = `${asPrefix ? '>' : typos ? '=' : '!'}${word}`
    let found = this.expansions.get(key)
    if (!found) {
      found = expandWord([this.dictionary, this.codes.dictionary], word, asPrefix, this.language, typos)
      if (this.expansions.size >= EXPANSION_CACHE_LIMIT) this.expansions = new Map()
      this.expansions.set(key, found)
    }
    return found
  }
}

/** Marks the documents of a term's postings in `bits`. */
function orPostings(postings: Postings, term: number, bits: Uint32Array): void {
  for (let i = 0; i < postings.size(term); i++) {
    const doc = postings.at(term, i) >>> 3
    bits[doc >>> 5]! |= 1 << (doc & 31)
  }
}

/** Marks the documents of a term's postings in `wordBits` and keeps their best score for it in `target`. */
function matchPostings(
  postings: Postings,
  term: number,
  weight: number,
  wordBits: Uint32Array,
  target: Float32Array,
): void {
  const size = postings.size(term)
  const entries = postings.list(term)
  const offset = postings.offset(term) - 1
  for (let i = 0; i < size; i++) {
    const entry = i === 0 ? postings.at(term, 0) : entries[offset + i]!
    const doc = entry >>> 3
    const score = weight * FIELD_WEIGHT[entry & 7]!
    wordBits[doc >>> 5]! |= 1 << (doc & 31)
    if (score > target[doc]!) target[doc] = score
  }
}

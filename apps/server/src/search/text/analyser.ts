import type { Dictionary } from './dictionary'
import { rawWords, searchTerms } from './normalize'

const WORD_CACHE_LIMIT = 200_000
const PARAGRAPH_CACHE_LIMIT = 20_000
const PARAGRAPH = /\n\s*\n/

/**
 * Turns texts into term numbers. Paragraphs and words are analysed once and remembered while a
 * catalogue is loaded: catalogues repeat whole paragraphs (a model's description across its
 * variants, option titles across products), which makes a large build several times faster.
 * `forget()` drops the caches once the build is done, so they cost no memory while serving.
 */
export class Analyser {
  private words = new Map<string, Int32Array>()
  private paragraphs = new Map<string, Int32Array>()

  constructor(private readonly dictionary: Dictionary) {}

  /** Calls `visit` with every term of `text` (a term may come more than once). */
  forEachTerm(text: string, visit: (term: number) => void): void {
    for (const paragraph of text.split(PARAGRAPH)) {
      let ids = this.paragraphs.get(paragraph)
      if (!ids) {
        ids = this.analyse(paragraph)
        if (this.paragraphs.size >= PARAGRAPH_CACHE_LIMIT) this.paragraphs = new Map()
        this.paragraphs.set(paragraph, ids)
      }
      for (let i = 0; i < ids.length; i++) visit(ids[i]!)
    }
  }

  forget(): void {
    this.words = new Map()
    this.paragraphs = new Map()
  }

  private analyse(text: string): Int32Array {
    const ids = new Set<number>()
    for (const raw of rawWords(text)) {
      let found = this.words.get(raw)
      if (!found) {
        found = Int32Array.from(searchTerms(raw), (term) => this.dictionary.id(term))
        if (this.words.size >= WORD_CACHE_LIMIT) this.words = new Map()
        this.words.set(raw, found)
      }
      for (let i = 0; i < found.length; i++) ids.add(found[i]!)
    }
    return Int32Array.from(ids)
  }
}

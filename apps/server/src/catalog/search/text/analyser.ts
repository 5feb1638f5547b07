import type { Dictionary } from './dictionary'
import { rawWords, type TextLanguage } from './normalize'

const WORD_CACHE_LIMIT = 200_000
const PARAGRAPH_CACHE_LIMIT = 20_000
const PARAGRAPH = /\n\s*\n/
const DIGIT = /\d/
/** Words counted for their surface forms during a build (a catalogue has far fewer distinct words). */
const RAW_COUNT_LIMIT = 500_000

/**
 * Turns texts into term numbers. Paragraphs and words are analysed once and remembered while a
 * catalogue is loaded: catalogues repeat whole paragraphs (a model's description across its
 * variants, option titles across products), which makes a large build several times faster.
 * `forget()` drops the caches once the build is done, so they cost no memory while serving.
 */
export class Analyser {
  // Plain arrays rather than typed ones: their memory goes with a build worker's heap (see Postings).
  private words = new Map<string, number[]>()
  private paragraphs = new Map<string, number[]>()
  /** Per term, the number of the last paragraph it was seen in. */
  private seen: Uint32Array = new Uint32Array(1024)
  private stamp = 0
  /**
   * Per term without digits, the word of the texts it most often came from, as written ("nitrílica" for
   * "nitril"): what "did you mean" shows (`TextIndex.suggest`). Counted per distinct paragraph while
   * loading (`rawCounts`, `bestCounts`, dropped by `forget`); a term first seen later takes its first word.
   */
  surfaces: (string | undefined)[] = []
  private rawCounts = new Map<string, number>()
  private bestCounts: number[] = []
  private counting = true
  /** Changes whenever a term gets a written form after the build (see `TextIndex.suggest`). */
  surfacesVersion = 0

  constructor(
    private readonly dictionary: Dictionary,
    private readonly language: TextLanguage,
  ) {}

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
    this.seen = new Uint32Array(1024)
    this.rawCounts = new Map()
    this.bestCounts = []
    this.counting = false
  }

  private analyse(text: string): number[] {
    // Distinct terms, in order of first sight: a term is taken when its stamp is not this paragraph's.
    const stamp = ++this.stamp
    const ids: number[] = []
    for (const raw of rawWords(text)) {
      let found = this.words.get(raw)
      if (!found) {
        found = this.language.searchTerms(raw).map((term) => this.dictionary.id(term))
        if (this.words.size >= WORD_CACHE_LIMIT) this.words = new Map()
        this.words.set(raw, found)
      }
      if (found.length === 1) this.noteSurface(raw, found[0]!)
      for (let i = 0; i < found.length; i++) {
        const term = found[i]!
        if (term >= this.seen.length) this.seen = grown(this.seen, term)
        if (this.seen[term] === stamp) continue
        this.seen[term] = stamp
        ids.push(term)
      }
    }
    return ids
  }

  /** Counts `raw` as a way `term` is written, and keeps it when it is now the most frequent. */
  private noteSurface(raw: string, term: number): void {
    if (DIGIT.test(raw)) return
    if (!this.counting) {
      if (this.surfaces[term] === undefined) {
        this.surfaces[term] = raw.normalize('NFC')
        this.surfacesVersion++
      }
      return
    }
    const times = (this.rawCounts.get(raw) ?? 0) + 1
    if (this.rawCounts.size < RAW_COUNT_LIMIT || times > 1) this.rawCounts.set(raw, times)
    if (this.surfaces[term] === undefined || times > (this.bestCounts[term] ?? 0)) {
      this.surfaces[term] = raw.normalize('NFC')
      this.bestCounts[term] = times
    }
  }
}

function grown(array: Uint32Array, index: number): Uint32Array {
  const next = new Uint32Array(Math.max(index + 1, array.length * 2))
  next.set(array)
  return next
}

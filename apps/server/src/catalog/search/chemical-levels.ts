import { PERMEATION_LEVEL_MAX } from '@escudo/contracts'
import { add, andInto, type Bitset, remove } from './bitset'

/** A glove's result against one chemical, as the index keeps it (issue 38, decision 052). */
export type IndexedChemical = {
  cas: string
  /** Permeation level 0–6; null: not tested for permeation (a degradation result only), filtered as 0. */
  level: number | null
  name: string
  nameEn: string | null
  letter: string | null
}

/** The names the list's `meta.chemicals` gives a CAS: from the last product indexed with it that is still there. */
export type ChemicalNames = Pick<IndexedChemical, 'name' | 'nameEn' | 'letter'>

export type ChemicalLevelsSnapshot = {
  words: number
  bits: Map<string, Bitset[]>
  ofDoc: (readonly (readonly [string, number])[] | undefined)[]
  names: Map<string, ChemicalNames & { docs: number }>
}

/**
 * Per CAS, one bitset per permeation level n = 0…6 of the documents whose result reaches at least n (at most
 * 7 × the catalogue's distinct CAS numbers), kept in step with the documents as the option bitsets are: set
 * when a document is placed, cleared when it leaves, resized with the index's capacity.
 */
export class ChemicalLevels {
  private words = 0
  private bits = new Map<string, Bitset[]>()
  /** Per document, its (CAS, level) pairs, to clear its bits when it leaves. */
  private ofDoc: (readonly (readonly [string, number])[] | undefined)[] = []
  /** Per CAS, its names and how many documents have a result for it (forgotten at none). */
  private names = new Map<string, ChemicalNames & { docs: number }>()

  set(doc: number, results: readonly IndexedChemical[] | undefined): void {
    if (!results || results.length === 0) return
    const pairs = results.map((result) => [result.cas, result.level ?? 0] as const)
    for (const [cas, level] of pairs) {
      let levels = this.bits.get(cas)
      if (!levels) {
        levels = Array.from({ length: PERMEATION_LEVEL_MAX + 1 }, () => new Uint32Array(this.words))
        this.bits.set(cas, levels)
      }
      for (let n = 0; n <= Math.min(level, PERMEATION_LEVEL_MAX); n++) add(levels[n]!, doc)
    }
    for (const { cas, name, nameEn, letter } of results)
      this.names.set(cas, { name, nameEn, letter, docs: (this.names.get(cas)?.docs ?? 0) + 1 })
    this.ofDoc[doc] = pairs
  }

  clear(doc: number): void {
    const pairs = this.ofDoc[doc]
    if (!pairs) return
    for (const [cas, level] of pairs) {
      const levels = this.bits.get(cas)!
      for (let n = 0; n <= Math.min(level, PERMEATION_LEVEL_MAX); n++) remove(levels[n]!, doc)
      const names = this.names.get(cas)!
      if (--names.docs === 0) this.names.delete(cas)
    }
    this.ofDoc[doc] = undefined
  }

  /** Makes room for `words` words of documents per bitset. */
  resize(words: number): void {
    this.words = words
    for (const [cas, levels] of this.bits)
      this.bits.set(
        cas,
        levels.map((set) => {
          const next = new Uint32Array(words)
          next.set(set.subarray(0, Math.min(set.length, words)))
          return next
        }),
      )
  }

  /** The documents at level ≥ `minLevel` for this CAS; undefined when no document has a result for it. */
  atLeast(cas: string, minLevel: number): Bitset | undefined {
    return this.bits.get(cas)?.[minLevel]
  }

  /** The documents at level ≥ `minLevel` against every CAS (a new set; empty when one is unknown). */
  mask(cases: readonly string[], minLevel: number, words: number): Bitset {
    const mask = new Uint32Array(words)
    const first = this.atLeast(cases[0]!, minLevel)
    if (!first) return mask
    mask.set(first.subarray(0, words))
    for (const cas of cases.slice(1)) {
      const set = this.atLeast(cas, minLevel)
      if (!set) return mask.fill(0)
      andInto(mask, set, words)
    }
    return mask
  }

  nameOf(cas: string): ChemicalNames | undefined {
    const names = this.names.get(cas)
    return names && { name: names.name, nameEn: names.nameEn, letter: names.letter }
  }

  snapshot(): ChemicalLevelsSnapshot {
    return { words: this.words, bits: this.bits, ofDoc: this.ofDoc, names: this.names }
  }

  static restore(snapshot: ChemicalLevelsSnapshot): ChemicalLevels {
    const levels = new ChemicalLevels()
    levels.words = snapshot.words
    levels.bits = snapshot.bits
    levels.ofDoc = snapshot.ofDoc
    levels.names = snapshot.names
    return levels
  }
}

import { MAX_QUERY_WORDS, MAX_WORD_LENGTH, type TextLanguage, words } from './normalize'

/** A synonym set as staff wrote it (issue 36): with `oneWay`, only the first term finds the others. */
export type SynonymSet = { language: 'pt-BR' | 'en'; terms: string[]; oneWay: boolean }

/**
 * A word of a query to match: the last one typed also matches as a prefix (search-as-you-type); a word a
 * synonym put in is matched `exact` (its stem only: staff spelt it, and a typo match, "cinto" for "cinza",
 * would be noise).
 */
export type QueryWord = { word: string; prefix: boolean; exact?: boolean }

/** Query variants at most, the original included: each is one more match of the query. */
export const MAX_VARIANTS = 16

/** A term that triggers: its stems in order, and what it also finds (other terms' words). */
type Rule = { pattern: string[]; alternatives: string[][] }

/**
 * The synonym sets of one language, analysed as the search analyses a query (folded, stopwords out,
 * stemmed), so "Botinas" triggers "botina" and "botas de segurança" triggers "bota de segurança". Rules are
 * found by their first stem: a query pays one map look-up per word, however many sets there are.
 */
export class Synonyms {
  private readonly byFirst = new Map<string, Rule[]>()
  readonly size: number

  constructor(
    sets: readonly SynonymSet[],
    private readonly language: TextLanguage,
  ) {
    this.size = sets.length
    for (const set of sets) {
      const terms = set.terms.map((term) => this.searchWords(term)).filter((list) => list.length > 0)
      const triggers = set.oneWay ? terms.slice(0, 1) : terms
      for (const trigger of triggers) {
        const pattern = trigger.map((word) => language.stem(word))
        const key = pattern.join(' ')
        const alternatives = terms.filter(
          (other) => other.map((word) => language.stem(word)).join(' ') !== key,
        )
        if (alternatives.length === 0) continue
        const rules = this.byFirst.get(pattern[0]!) ?? []
        const same = rules.find((rule) => rule.pattern.join(' ') === key)
        if (same) same.alternatives.push(...alternatives)
        else rules.push({ pattern, alternatives })
        // Longest patterns first: "bota de segurança" wins over "bota" where both start.
        rules.sort((a, b) => b.pattern.length - a.pattern.length)
        this.byFirst.set(pattern[0]!, rules)
      }
    }
  }

  /**
   * The query's words (as the matcher keeps them), then the variants its synonyms make: each occurrence of a
   * trigger replaced by each of its alternatives, in combinations, originals first, `MAX_VARIANTS` in all.
   */
  variants(list: string[]): QueryWord[][] {
    const original = list.map((word, index) => ({ word, prefix: index === list.length - 1 }))
    if (this.byFirst.size === 0) return [original]
    const stems = list.map((word) => this.language.stem(word))
    // Each part is either a word of the query, or a span with alternatives.
    const parts: { words: QueryWord[]; alternatives: string[][] }[] = []
    for (let at = 0; at < list.length;) {
      const rule = this.byFirst
        .get(stems[at]!)
        ?.find((candidate) => candidate.pattern.every((stem, k) => stems[at + k] === stem))
      const span = rule ? rule.pattern.length : 1
      parts.push({ words: original.slice(at, at + span), alternatives: rule?.alternatives ?? [] })
      at += span
    }
    if (parts.every((part) => part.alternatives.length === 0)) return [original]
    let variants: QueryWord[][] = [[]]
    for (const part of parts) {
      const next: QueryWord[][] = []
      for (const variant of variants) {
        next.push([...variant, ...part.words])
        for (const alternative of part.alternatives)
          next.push([...variant, ...alternative.map((word) => ({ word, prefix: false, exact: true }))])
      }
      // Kept in order: the original first, then the variants of the earlier occurrences.
      variants = next.slice(0, MAX_VARIANTS)
    }
    return variants.map((variant) => variant.slice(0, MAX_QUERY_WORDS))
  }

  /** A term's words as a query keeps them: folded, cut, without stopwords (unless it has only those). */
  private searchWords(term: string): string[] {
    const all = words(term).map((word) => word.slice(0, MAX_WORD_LENGTH))
    const kept = all.filter((word) => !this.language.isStopword(word))
    return kept.length > 0 ? kept : all
  }
}

/**
 * Terms of a set that the search cannot tell apart from an earlier one (the same stems once folded and
 * without stopwords: "botinas" and "Botina"), as [index, index of the earlier term].
 */
export function sameSearchTerms(terms: readonly string[], language: TextLanguage): [number, number][] {
  const seen = new Map<string, number>()
  const repeated: [number, number][] = []
  terms.forEach((term, index) => {
    const all = words(term).map((word) => word.slice(0, MAX_WORD_LENGTH))
    const kept = all.filter((word) => !language.isStopword(word))
    const key = (kept.length > 0 ? kept : all).map((word) => language.stem(word)).join(' ')
    const earlier = seen.get(key)
    if (earlier === undefined) seen.set(key, index)
    else repeated.push([index, earlier])
  })
  return repeated
}

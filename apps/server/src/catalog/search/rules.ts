import { searchRuleKey } from '@escudo/contracts'

/** A rule as the searches apply it (issue 36, decision 051 "Rules"); instants in ms, null when open. */
export type SearchRule = {
  id: string
  language: 'pt-BR' | 'en'
  /** The query folded (`searchRuleKey`). */
  queryKey: string
  match: 'exact' | 'contains'
  pins: { productId: string; position: number }[]
  hidden: string[]
  redirect: string | null
  startsAt: number | null
  endsAt: number | null
  enabled: boolean
}

/** What a search does with the rule that matched its query: pins, hides, and where to send the buyer. */
export type AppliedRule = Pick<SearchRule, 'pins' | 'hidden' | 'redirect'>

// A query's words looked at for phrases: past these a query is not something staff write rules for.
const MAX_QUERY_WORDS = 16

const active = (rule: SearchRule, now: number) =>
  (rule.startsAt === null || rule.startsAt <= now) && (rule.endsAt === null || now < rule.endsAt)

/**
 * The enabled rules of every language, found by their query: an exact rule by one map look-up of the folded
 * query, a `contains` rule by the first word of its phrase (one look-up per word of the query, at most 16).
 * With no rules, `match` returns before folding anything.
 */
export class SearchRules {
  private readonly exact = new Map<string, SearchRule[]>()
  private readonly byFirstWord = new Map<string, { rule: SearchRule; words: string[] }[]>()
  /** Every start and end, sorted: when the rules in force may change without a write. */
  private readonly boundaries: number[]
  readonly size: number

  constructor(rules: readonly SearchRule[]) {
    const kept = rules.filter((rule) => rule.enabled)
    for (const rule of kept) {
      if (rule.match === 'exact') {
        const key = `${rule.language}\u0000${rule.queryKey}`
        this.exact.set(key, [...(this.exact.get(key) ?? []), rule])
      } else {
        const words = rule.queryKey.split(' ')
        const key = `${rule.language}\u0000${words[0]}`
        this.byFirstWord.set(key, [...(this.byFirstWord.get(key) ?? []), { rule, words }])
      }
    }
    this.size = kept.length
    this.boundaries = kept
      .flatMap((rule) => [rule.startsAt, rule.endsAt])
      .filter((at): at is number => at !== null)
      .sort((a, b) => a - b)
  }

  /**
   * The rule for a query at `now`: an exact one first; otherwise the `contains` rule with the longest phrase
   * among the query's words (the most specific), the earliest saved on a tie. Undefined when none applies.
   */
  match(language: 'pt-BR' | 'en', q: string, now: number): SearchRule | undefined {
    if (this.size === 0) return undefined
    const key = searchRuleKey(q)
    if (key.length === 0) return undefined
    const exact = this.exact.get(`${language}\u0000${key}`)?.find((rule) => active(rule, now))
    if (exact) return exact
    if (this.byFirstWord.size === 0) return undefined
    const words = key.split(' ', MAX_QUERY_WORDS)
    let best: { rule: SearchRule; words: string[] } | undefined
    words.forEach((word, start) => {
      for (const candidate of this.byFirstWord.get(`${language}\u0000${word}`) ?? []) {
        if (best && best.words.length >= candidate.words.length) continue
        if (!candidate.words.every((phrase, k) => words[start + k] === phrase)) continue
        if (active(candidate.rule, now)) best = candidate
      }
    })
    return best?.rule
  }

  /** The first start or end after `now` (Infinity when none): until then, what matches stays the same. */
  nextBoundary(now: number): number {
    let low = 0
    let high = this.boundaries.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.boundaries[middle]! <= now) low = middle + 1
      else high = middle
    }
    return this.boundaries[low] ?? Infinity
  }
}

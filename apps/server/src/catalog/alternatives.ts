import { ALTERNATIVES_MAX, type AlternativeReason } from '@escudo/contracts'

/** What the ranking reads of a product: its kind (category, risks), its norms and its EN 388 code. */
export type AlternativeFacts = {
  id: string
  category: string
  riskTypes: string[]
  norms: string[]
  en388: string | null
  popularity: number
}

export type RankedAlternative = { id: string; reasons: AlternativeReason[] }

/** A norm without its year, part suffixes or type ("EN ISO 374-1:2016 Type A" → "EN 374-1"). */
export const normKey = (norm: string) =>
  norm
    .toUpperCase()
    .replace(/\bISO\s+/g, '')
    .replace(/:\d{4}.*$/, '')
    .replace(/\s+TYPE.*$/, '')
    .replace(/\s+/g, ' ')
    .trim()

const EN388_ORDER = ['X01234', 'X012345', 'X01234', 'X01234', 'XABCDEF', 'P']

/**
 * Whether an EN 388 code is at least as good as another, position by position (X, not tested, is the
 * lowest; a position the other does not rate asks for nothing). Undefined when the product has no code.
 */
export function en388AtLeast(candidate: string | null, product: string | null): boolean | undefined {
  if (!product) return undefined
  if (!candidate) return false
  const a = candidate.replace(/\s+/g, '').toUpperCase()
  const b = product.replace(/\s+/g, '').toUpperCase()
  for (let i = 0; i < b.length; i++) {
    const order = EN388_ORDER[i] ?? ''
    const wanted = order.indexOf(b[i]!)
    if (wanted <= 0) continue
    if (order.indexOf(a[i] ?? 'X') < wanted) return false
  }
  return true
}

/** EN 374-1's type (A best, then B, then C) as a rank (0 best); undefined without EN 374-1 among the norms. */
const en374Rank = (norms: string[]) => {
  const type = norms
    .map((norm) => /374-1\b.*TYPE\s+([ABC])/i.exec(norm)?.[1]?.toUpperCase())
    .find((found) => found !== undefined)
  return type === undefined ? undefined : 'ABC'.indexOf(type)
}

/** Whether the candidate's EN 374-1 type is at least as good; undefined when the product has none. */
export function en374AtLeast(candidate: string[], product: string[]): boolean | undefined {
  const wanted = en374Rank(product)
  if (wanted === undefined) return undefined
  const has = en374Rank(candidate)
  return has !== undefined && has <= wanted
}

const shared = (a: string[], b: Set<string>) => a.filter((item) => b.has(item)).length

/**
 * The valid alternatives to offer for `product`, best first, each with why: only products of the same kind
 * (the same category and, when the product names risks, at least one of them: an expired nitrile glove is
 * not replaced by a leather welding glove), ranked by the share of the product's risks they cover, then
 * the norms they share, then EN 388 / EN 374 levels at least as good, then popularity. The candidates are
 * products that can be quoted (the caller asks the index for those).
 */
export function rankAlternatives(
  product: AlternativeFacts,
  candidates: AlternativeFacts[],
): RankedAlternative[] {
  const risks = new Set(product.riskTypes)
  const norms = new Set(product.norms.map(normKey))
  const scored = candidates.flatMap((candidate) => {
    if (candidate.id === product.id || candidate.category !== product.category) return []
    const riskShare = shared(candidate.riskTypes, risks)
    if (risks.size > 0 && riskShare === 0) return []
    const normShare = shared([...new Set(candidate.norms.map(normKey))], norms)
    const en388 = en388AtLeast(candidate.en388, product.en388)
    const en374 = en374AtLeast(candidate.norms, product.norms)
    const reasons: AlternativeReason[] = ['mesma_categoria']
    if (risks.size > 0) reasons.push(riskShare === risks.size ? 'mesmos_riscos' : 'riscos_em_comum')
    if (norms.size > 0 && normShare > 0)
      reasons.push(normShare === norms.size ? 'mesmas_normas' : 'normas_em_comum')
    if (en388) reasons.push('en388_igual_ou_melhor')
    if (en374) reasons.push('en374_igual_ou_melhor')
    const score = [
      risks.size === 0 ? 1 : riskShare / risks.size,
      norms.size === 0 ? 0 : normShare / norms.size,
      (en388 ? 1 : 0) + (en374 ? 1 : 0),
      candidate.popularity,
    ]
    return [{ id: candidate.id, reasons, score }]
  })
  scored.sort((a, b) => {
    for (let i = 0; i < a.score.length; i++) if (a.score[i] !== b.score[i]) return b.score[i]! - a.score[i]!
    return a.id < b.id ? -1 : 1
  })
  return scored.slice(0, ALTERNATIVES_MAX).map(({ id, reasons }) => ({ id, reasons }))
}

import { describe, expect, it } from 'vitest'
import { en374AtLeast, en388AtLeast, normKey, rankAlternatives, type AlternativeFacts } from './alternatives'

const glove = (id: string, facts: Partial<AlternativeFacts> = {}): AlternativeFacts => ({
  id,
  category: 'luva-de-seguranca',
  riskTypes: ['quimico', 'biologico'],
  norms: ['EN ISO 374-1:2016 Type B', 'EN 388:2016'],
  en388: '3121X',
  popularity: 1,
  ...facts,
})

describe('rankAlternatives', () => {
  const expiredNitrile = glove('nitrile')

  it('never offers a product of another kind: a leather welding glove for a nitrile glove', () => {
    const welding = glove('welding', {
      riskTypes: ['alta-temperatura', 'abrasao-rasgo'],
      norms: ['EN 388:2016', 'EN 407:2020'],
      en388: '4244X',
      popularity: 99,
    })
    const glasses = glove('glasses', { category: 'oculos-de-seguranca' })
    expect(rankAlternatives(expiredNitrile, [welding, glasses, expiredNitrile])).toEqual([])
  })

  it('ranks by the risks covered, then norms, then EN 388 / EN 374 levels, then popularity, and says why', () => {
    const same = glove('same', { popularity: 0 })
    const better = glove('better', { norms: ['EN ISO 374-1:2016 Type A', 'EN 388:2016'], en388: '4131X' })
    const partRisk = glove('part', { riskTypes: ['quimico'], popularity: 50 })
    const weaker = glove('weaker', { en388: '2121X', norms: ['EN ISO 374-1:2016 Type C'], popularity: 9 })
    const ranked = rankAlternatives(expiredNitrile, [partRisk, weaker, same, better])
    expect(ranked.map((alternative) => alternative.id)).toEqual(['better', 'same', 'weaker', 'part'])
    expect(ranked[0]!.reasons).toEqual([
      'mesma_categoria',
      'mesmos_riscos',
      'mesmas_normas',
      'en388_igual_ou_melhor',
      'en374_igual_ou_melhor',
    ])
    expect(ranked[2]!.reasons).toEqual(['mesma_categoria', 'mesmos_riscos', 'normas_em_comum'])
    expect(ranked[3]!.reasons).toContain('riscos_em_comum')
  })

  it('offers at most four', () => {
    const many = Array.from({ length: 9 }, (_, n) => glove(`g${n}`, { popularity: n }))
    expect(rankAlternatives(expiredNitrile, many).map((alternative) => alternative.id)).toEqual([
      'g8',
      'g7',
      'g6',
      'g5',
    ])
  })
})

describe('levels and norms', () => {
  it('compares EN 388 position by position, X the lowest', () => {
    expect(en388AtLeast('4X43C', '3X42B')).toBe(true)
    expect(en388AtLeast('4X43C', '3143B')).toBe(false)
    expect(en388AtLeast('4543', '4543F')).toBe(false)
    expect(en388AtLeast(null, '4543')).toBe(false)
    expect(en388AtLeast('4543', null)).toBeUndefined()
  })

  it('compares EN 374-1 types (A best) and keys norms without year or type', () => {
    expect(en374AtLeast(['EN ISO 374-1:2016 Type A'], ['EN ISO 374-1:2016 Type B'])).toBe(true)
    expect(en374AtLeast(['EN ISO 374-1:2016 Type C'], ['EN ISO 374-1:2016 Type B'])).toBe(false)
    expect(en374AtLeast([], ['EN 388:2016'])).toBeUndefined()
    expect(normKey('EN ISO 374-1:2016 Type A')).toBe('EN 374-1')
    expect(normKey('EN 388:2016')).toBe('EN 388')
  })
})

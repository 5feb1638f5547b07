import { describe, expect, it } from 'vitest'
import { ChemicalResistanceInput } from './chemical-resistance'
import {
  EN374_CHEMICALS,
  claimedEn374Type,
  en374LettersFor,
  en374TypeFor,
  isValidCas,
  levelForMinutes,
  type ChemicalLevel,
} from './chemicals'

const letters = (levels: (number | null)[]): ChemicalLevel[] =>
  levels.map((level, index) => ({ letter: EN374_CHEMICALS[index]!.letter, level }))

describe('CAS numbers', () => {
  it('accepts known numbers with their check digit', () => {
    for (const cas of ['7732-18-5', '64-17-5', '7647-01-0', '1330-20-7', '78-93-3', '50-00-0'])
      expect(isValidCas(cas)).toBe(true)
    // Every letter chemical of the issue's list is a valid CAS.
    expect(EN374_CHEMICALS.filter((chemical) => !isValidCas(chemical.cas))).toEqual([])
  })

  it('refuses a wrong check digit or a malformed number', () => {
    for (const cas of [
      '7732-18-4',
      '67-64-2',
      '1310-73-3',
      '6-64-1',
      '67-6-1',
      '67641',
      '12345678-00-0',
      ' ',
      '',
    ])
      expect(isValidCas(cas)).toBe(false)
  })
})

describe('permeation levels (EN 16523-1)', () => {
  it('maps the breakthrough minutes at the edges: more than 10, 30, 60, 120, 240, 480', () => {
    expect([0, 10, 10.5, 30, 31, 60, 61, 120, 121, 240, 241, 480, 481].map(levelForMinutes)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
    ])
  })
})

describe('EN ISO 374-1 type (hand-worked)', () => {
  it('gives A for exactly 6 letter chemicals at level 2, B for 5, and B for exactly 3', () => {
    expect(en374TypeFor(letters([2, 2, 2, 2, 2, 2]))).toBe('A')
    expect(en374TypeFor(letters([2, 2, 2, 2, 2, 1]))).toBe('B')
    expect(en374TypeFor(letters([6, 2, 3]))).toBe('B')
    expect(en374TypeFor(letters([6, 2, 1, 1, 1, 1, 1]))).toBe('C')
  })

  it('gives C for a level-1 result only, and nothing for level 0 or degradation without permeation', () => {
    expect(en374TypeFor(letters([1]))).toBe('C')
    expect(en374TypeFor(letters([0, 0, 0]))).toBeNull()
    expect(en374TypeFor(letters([null, null, null, null, null, null]))).toBeNull()
    expect(en374TypeFor([])).toBeNull()
  })

  it('counts only the letter chemicals of the standard', () => {
    const others = Array.from({ length: 8 }, () => ({ letter: null, level: 6 }))
    expect(en374TypeFor(others)).toBeNull()
    expect(en374TypeFor([...others, ...letters([2, 2, 2])])).toBe('B')
  })

  it('lists the pictogram letters at level 2 or more for types A and B, none for C', () => {
    expect(en374LettersFor([...letters([2, 0, 3]), { letter: 'K', level: 6 }])).toBe('ACK')
    expect(en374LettersFor(letters([1, 1]))).toBe('')
  })

  it('reads a claimed type in a norm text', () => {
    expect(claimedEn374Type('EN ISO 374-1:2016 Type B')).toBe('B')
    expect(claimedEn374Type('EN 374-1 tipo a')).toBe('A')
    expect(claimedEn374Type('EN ISO 374-1:2016/Type C')).toBe('C')
    expect(claimedEn374Type('EN ISO 374-1:2016')).toBeUndefined()
    expect(claimedEn374Type('EN ISO 374-5:2016')).toBeUndefined()
  })
})

describe('chemical resistance input', () => {
  const parse = (value: unknown) => ChemicalResistanceInput.safeParse(value)
  const problems = (value: unknown) =>
    (parse(value).error?.issues ?? []).map((issue) => [issue.path.join('/'), issue.message])

  it('names a letter chemical from the standard and derives the level from the minutes', () => {
    const result = parse([
      { cas: '67-64-1', name: 'qualquer', breakthroughMinutes: 45, degradation: 20 },
      { cas: '7647-01-0', name: 'Ácido clorídrico 37 %', nameEn: 'Hydrochloric acid 37 %', level: 4 },
      { cas: '64-17-5', name: 'Etanol', degradation: 12.5 },
    ])
    expect(result.data).toEqual([
      {
        cas: '67-64-1',
        name: 'Acetona',
        nameEn: 'Acetone',
        letter: 'B',
        level: 2,
        breakthroughMinutes: 45,
        degradation: 20,
        standard: 'EN 16523-1:2015',
      },
      {
        cas: '7647-01-0',
        name: 'Ácido clorídrico 37 %',
        nameEn: 'Hydrochloric acid 37 %',
        letter: null,
        level: 4,
        breakthroughMinutes: null,
        degradation: null,
        standard: 'EN 16523-1:2015',
      },
      {
        cas: '64-17-5',
        name: 'Etanol',
        nameEn: null,
        letter: null,
        level: null,
        breakthroughMinutes: null,
        degradation: 12.5,
        standard: 'EN ISO 374-4:2019',
      },
    ])
  })

  it('refuses a bad CAS, a level out of range, degradation out of 0–100, a duplicate, with the field', () => {
    expect(problems([{ cas: '67-64-2', level: 2 }])).toEqual([
      ['0/cas', 'CAS inválido: use o formato 67-64-1 com o dígito verificador certo.'],
    ])
    expect(problems([{ cas: '67-64-1', level: 7 }])).toEqual([
      ['0/level', 'O nível de permeação é um número inteiro de 0 a 6.'],
    ])
    expect(problems([{ cas: '67-64-1', degradation: 101 }])[0]).toEqual([
      '0/degradation',
      'A degradação é uma porcentagem de 0 a 100.',
    ])
    expect(problems([{ cas: '67-64-1', degradation: -1 }])[0]![0]).toBe('0/degradation')
    expect(
      problems([
        { cas: '67-64-1', level: 2 },
        { cas: '67-64-1', level: 3 },
      ]),
    ).toEqual([['1/cas', 'O químico 67-64-1 aparece mais de uma vez.']])
  })

  it('refuses a level the minutes contradict, a wrong letter, a nameless other chemical, an empty result', () => {
    expect(problems([{ cas: '67-64-1', level: 4, breakthroughMinutes: 45 }])).toEqual([
      ['0/level', '45 min de ruptura dão o nível 2, não 4 (EN 16523-1).'],
    ])
    expect(problems([{ cas: '67-64-1', letter: 'A', level: 1 }])[0]![0]).toBe('0/letter')
    expect(problems([{ cas: '64-17-5', level: 1 }])[0]![0]).toBe('0/name')
    expect(problems([{ cas: '64-17-5', name: 'Etanol' }])[0]![0]).toBe('0/level')
  })
})

/**
 * EN 388:2016 prints a glove's mechanical ratings as one code, position by position:
 * abrasion (0–4), circular-blade cut (0–5, X: not tested), tear (0–4), puncture (0–4),
 * TDM cut (A–F, X) and, when tested, impact (P).
 */
export type En388Position = {
  key: 'abrasion' | 'cut' | 'tear' | 'puncture' | 'tdmCut' | 'impact'
  value: string
  max: string
}

const POSITIONS: Omit<En388Position, 'value'>[] = [
  { key: 'abrasion', max: '4' },
  { key: 'cut', max: '5' },
  { key: 'tear', max: '4' },
  { key: 'puncture', max: '4' },
  { key: 'tdmCut', max: 'F' },
  { key: 'impact', max: 'P' },
]

/** The positions of a code such as "4X43C" or "4543FP"; null when it is not an EN 388 code. */
export function decodeEn388(code: string): En388Position[] | null {
  const clean = code.replace(/\s+/g, '').toUpperCase()
  if (!/^[0-4X][0-5X][0-4X][0-4X]([A-FX]P?)?$/.test(clean)) return null
  return [...clean].map((value, index) => ({ ...POSITIONS[index]!, value }))
}

import type { ProductInput } from '@escudo/contracts'

/*
 * The cut options of a product are derived from its norm codes (issue 21, decision 034): the risk type
 * "corte-<letter>" and, on gloves, the secondary filter "glove.cutLevel". Every product write overwrites them from
 * `en388` and `ansiCutLevel`, so the two groups can never disagree with the codes (nor with each other).
 */

export const CUT_LEVELS = ['a', 'b', 'c', 'd', 'e', 'f'] as const
export type CutLevel = (typeof CUT_LEVELS)[number]

/** The risk type options derived from the codes (`corte-a` … `corte-f`). */
export const CUT_RISK_TYPES: readonly string[] = CUT_LEVELS.map((level) => `corte-${level}`)
/** The glove secondary filter derived from the codes. */
export const CUT_LEVEL_GROUP = 'glove.cutLevel'
/** The category whose products carry the glove secondary filters. */
export const GLOVE_CATEGORY = 'luva-de-seguranca'

/**
 * ANSI/ISEA 105-2016 levels to the ISO 13997 letter of EN 388:2016 by the grams each level starts at
 * (ISO A 2 N ≈ 200 g = A1; B 5 N ≈ 500 g = A2; C 10 N = A3; D 15 N = A4; E 22 N = A5; F ≥ 30 N = A6 to A9).
 */
const ANSI_TO_ISO: Record<string, CutLevel> = {
  A1: 'a',
  A2: 'b',
  A3: 'c',
  A4: 'd',
  A5: 'e',
  A6: 'f',
  A7: 'f',
  A8: 'f',
  A9: 'f',
}

/**
 * The cut level a product is rated for: the ISO cut letter of its EN 388:2016 code (5th character) when tested;
 * when it is X or absent, the ANSI/ISEA 105 level. The coup digit (2nd character) is not used: the coup test is
 * not comparable with ISO 13997 and EN 388:2016 itself marks it X when the blade blunts (decision 034).
 */
export function cutLevelFor(
  en388: string | null | undefined,
  ansi: string | null | undefined,
): CutLevel | null {
  const letter = en388?.trim().toLowerCase().charAt(4)
  if (letter && (CUT_LEVELS as readonly string[]).includes(letter)) return letter as CutLevel
  return ANSI_TO_ISO[ansi?.trim().toUpperCase() ?? ''] ?? null
}

/** The derived options of both groups: `{ riskTypes: ['corte-c'], cutLevel: ['c'] }`, empty when not rated. */
export function cutOptionsFor(en388: string | null | undefined, ansi: string | null | undefined) {
  const level = cutLevelFor(en388, ansi)
  return { riskTypes: level ? [`corte-${level}`] : [], cutLevel: level ? [level] : [] }
}

type CutFields = Pick<ProductInput, 'en388' | 'ansiCutLevel' | 'riskTypes' | 'secondary' | 'category'>

/**
 * The product's riskTypes and secondary with the cut options replaced by the derived ones (other options kept in
 * their order); the glove filter only on gloves.
 */
export function withDerivedCutOptions(product: CutFields): Pick<ProductInput, 'riskTypes' | 'secondary'> {
  const derived = cutOptionsFor(product.en388, product.ansiCutLevel)
  const riskTypes = [...product.riskTypes.filter((id) => !CUT_RISK_TYPES.includes(id)), ...derived.riskTypes]
  const { [CUT_LEVEL_GROUP]: _previous, ...secondary } = product.secondary
  if (product.category === GLOVE_CATEGORY && derived.cutLevel.length > 0)
    secondary[CUT_LEVEL_GROUP] = derived.cutLevel
  return { riskTypes, secondary }
}

/** Whether a group/option pair is derived from the codes (a bulk add/remove of it is refused). */
export const isDerivedCutOption = (groupId: string, optionId: string) =>
  groupId === CUT_LEVEL_GROUP || (groupId === 'riskTypes' && CUT_RISK_TYPES.includes(optionId))

const CUT_INPUTS = ['en388', 'ansiCutLevel', 'riskTypes', 'secondary', 'category'] as const

/** Whether changes touch a code or a group holding cut options (else the saved ones stand). */
export const touchesCutOptions = (changes: Partial<ProductInput>) =>
  CUT_INPUTS.some((key) => changes[key] !== undefined)

/**
 * Changes to a saved product with its cut options derived again when they touch a code or a group holding cut
 * options (the saved values fill in the rest); other changes are returned as they are.
 */
export function withDerivedCutChanges<T extends Partial<ProductInput>>(current: CutFields, changes: T): T {
  if (!touchesCutOptions(changes)) return changes
  return { ...changes, ...withDerivedCutOptions({ ...current, ...changes }) }
}

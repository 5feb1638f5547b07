/*
 * Chemical resistance of gloves (issue 38, decision 052): the 18 test chemicals of EN ISO 374-1:2016, CAS
 * numbers, the permeation levels of EN 16523-1 and the EN ISO 374-1 type they add up to. Pure: the server
 * derives with it on every write, the web shows the same words.
 */

export type En374Letter = (typeof EN374_CHEMICALS)[number]['letter']

/** EN ISO 374-1:2016 table 2: the letter printed under the pictogram, CAS, pt-BR and English names. */
export const EN374_CHEMICALS = [
  { letter: 'A', cas: '67-56-1', name: 'Metanol', nameEn: 'Methanol' },
  { letter: 'B', cas: '67-64-1', name: 'Acetona', nameEn: 'Acetone' },
  { letter: 'C', cas: '75-05-8', name: 'Acetonitrila', nameEn: 'Acetonitrile' },
  { letter: 'D', cas: '75-09-2', name: 'Diclorometano', nameEn: 'Dichloromethane' },
  { letter: 'E', cas: '75-15-0', name: 'Dissulfeto de carbono', nameEn: 'Carbon disulphide' },
  { letter: 'F', cas: '108-88-3', name: 'Tolueno', nameEn: 'Toluene' },
  { letter: 'G', cas: '109-89-7', name: 'Dietilamina', nameEn: 'Diethylamine' },
  { letter: 'H', cas: '109-99-9', name: 'Tetra-hidrofurano', nameEn: 'Tetrahydrofuran' },
  { letter: 'I', cas: '141-78-6', name: 'Acetato de etila', nameEn: 'Ethyl acetate' },
  { letter: 'J', cas: '142-82-5', name: 'n-Heptano', nameEn: 'n-Heptane' },
  { letter: 'K', cas: '1310-73-2', name: 'Hidróxido de sódio 40 %', nameEn: 'Sodium hydroxide 40 %' },
  { letter: 'L', cas: '7664-93-9', name: 'Ácido sulfúrico 96 %', nameEn: 'Sulphuric acid 96 %' },
  { letter: 'M', cas: '7697-37-2', name: 'Ácido nítrico 65 %', nameEn: 'Nitric acid 65 %' },
  { letter: 'N', cas: '64-19-7', name: 'Ácido acético 99 %', nameEn: 'Acetic acid 99 %' },
  { letter: 'O', cas: '1336-21-6', name: 'Hidróxido de amônio 25 %', nameEn: 'Ammonium hydroxide 25 %' },
  { letter: 'P', cas: '7722-84-1', name: 'Peróxido de hidrogênio 30 %', nameEn: 'Hydrogen peroxide 30 %' },
  { letter: 'S', cas: '7664-39-3', name: 'Ácido fluorídrico 40 %', nameEn: 'Hydrofluoric acid 40 %' },
  { letter: 'T', cas: '50-00-0', name: 'Formaldeído 37 %', nameEn: 'Formaldehyde 37 %' },
] as const

/** The letter chemical with this CAS, if it is one (a CAS names one letter chemical: their concentrations are fixed). */
export const letterChemical = (cas: string) => EN374_CHEMICALS.find((chemical) => chemical.cas === cas)

/**
 * Whether a CAS Registry Number is well formed and its check digit right: 2–7 digits, 2 digits, 1 check digit;
 * the check digit is the sum of the other digits, each times its position counted from the right, modulo 10
 * (7732-18-5: 8·1 + 1·2 + 2·3 + 3·4 + 7·5 + 7·6 = 105 → 5).
 */
export function isValidCas(cas: string): boolean {
  const parts = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas)
  if (!parts) return false
  const digits = `${parts[1]}${parts[2]}`
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[digits.length - 1 - i]) * (i + 1)
  return sum % 10 === Number(parts[3])
}

export const PERMEATION_LEVEL_MAX = 6
/** EN 16523-1 / EN ISO 374-1: the breakthrough minutes each level needs more than (level 1 > 10 min … 6 > 480). */
export const LEVEL_MINUTES = [0, 10, 30, 60, 120, 240, 480] as const

/** The permeation level a measured breakthrough time gives (0: 10 minutes or less). */
export function levelForMinutes(minutes: number): number {
  let level = 0
  for (let candidate = 1; candidate <= PERMEATION_LEVEL_MAX; candidate += 1)
    if (minutes > LEVEL_MINUTES[candidate]!) level = candidate
  return level
}

export const EN374_TYPES = ['A', 'B', 'C'] as const
export type En374Type = (typeof EN374_TYPES)[number]

/** What the derivation reads of a result: the chemical's letter and its permeation level (null: not tested). */
export type ChemicalLevel = { letter: string | null; level: number | null }

/**
 * The EN ISO 374-1:2016 type the results give: A, level 2 or more against at least 6 letter chemicals; B, level 2
 * or more against at least 3; C, level 1 or more against at least one; null otherwise. Only the letter chemicals
 * count, and only permeation: a degradation result alone gives no type.
 */
export function en374TypeFor(results: readonly ChemicalLevel[]): En374Type | null {
  const letters = results.filter((result) => result.letter !== null && result.level !== null)
  const atLevel2 = letters.filter((result) => result.level! >= 2).length
  if (atLevel2 >= 6) return 'A'
  if (atLevel2 >= 3) return 'B'
  return letters.some((result) => result.level! >= 1) ? 'C' : null
}

/** The letters printed under the pictogram for types A and B (level 2 or more, in letter order); none for C. */
export function en374LettersFor(results: readonly ChemicalLevel[]): string {
  const type = en374TypeFor(results)
  if (type !== 'A' && type !== 'B') return ''
  return results
    .filter((result) => result.letter !== null && (result.level ?? 0) >= 2)
    .map((result) => result.letter!)
    .sort()
    .join('')
}

/** The "Certificados" option each derived type sets (decision 052); other products carry none of them. */
export const EN374_CERTIFICATE_OPTIONS: Record<En374Type, string> = {
  A: 'en-iso-374-1-tipo-a',
  B: 'en-iso-374-1-tipo-b',
  C: 'en-iso-374-1-tipo-c',
}

/** A claimed EN ISO 374-1 type in a norm's text ("EN ISO 374-1:2016 Type B", "EN 374-1 Tipo A"), if any. */
export function claimedEn374Type(norm: string): En374Type | undefined {
  const match = /\b374-1\b[^|]*?\b(?:type|tipo)\s*([ABC])\b/i.exec(norm)
  return match ? (match[1]!.toUpperCase() as En374Type) : undefined
}

/** Folds accents and case, for matching chemical names ("Ácido" finds "acido"). */
export const foldChemicalText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim()

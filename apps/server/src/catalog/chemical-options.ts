import {
  EN374_CERTIFICATE_OPTIONS,
  claimedEn374Type,
  en374TypeFor,
  type En374Type,
  type ProductInput,
} from '@escudo/contracts'
import type { Bilingual } from '../lib/errors'

/*
 * The EN ISO 374-1 type of a glove is derived from its chemical resistance data on every write (issue 38,
 * decision 052), as the cut options are from the EN 388 code (decision 034): the stored `en374_type` and the
 * "Certificados" option of that type are overwritten from the data; a norm text claiming another type is refused.
 */

const EN374_OPTIONS: readonly string[] = Object.values(EN374_CERTIFICATE_OPTIONS)

type ChemicalFields = Pick<ProductInput, 'chemicalResistance' | 'certificates'>

/** The product's certificates with the EN ISO 374-1 option replaced by the derived type's, and that type. */
export function withDerivedChemicalOptions(product: ChemicalFields): {
  certificates: string[]
  en374Type: En374Type | null
} {
  const en374Type = en374TypeFor(product.chemicalResistance)
  const certificates = product.certificates.filter((id) => !EN374_OPTIONS.includes(id))
  if (en374Type) certificates.push(EN374_CERTIFICATE_OPTIONS[en374Type])
  return { certificates, en374Type }
}

/** Whether a group/option pair is derived from the chemical data (a bulk add/remove of it is refused). */
export const isDerivedChemicalOption = (groupId: string, optionId: string) =>
  groupId === 'certificates' && EN374_OPTIONS.includes(optionId)

const CHEMICAL_INPUTS = ['chemicalResistance', 'certificates', 'norms'] as const

/** Whether changes touch the data, the certificates or the norms (else the saved type and options stand). */
export const touchesChemicals = (changes: Partial<ProductInput>) =>
  CHEMICAL_INPUTS.some((key) => changes[key] !== undefined)

/** Changes to a saved product with the type and option derived again when they touch the data or certificates. */
export function withDerivedChemicalChanges<T extends Partial<ProductInput>>(
  current: ChemicalFields,
  changes: T,
): T & { en374Type?: En374Type | null } {
  if (changes.chemicalResistance === undefined && changes.certificates === undefined) return changes
  return { ...changes, ...withDerivedChemicalOptions({ ...current, ...changes }) }
}

const TYPE_WORDS: Record<En374Type, Bilingual> = {
  A: {
    'pt-BR': 'o Tipo A (nível 2 ou mais em 6 químicos da lista)',
    en: 'Type A (level 2 or more for 6 listed chemicals)',
  },
  B: {
    'pt-BR': 'o Tipo B (nível 2 ou mais em 3 a 5 químicos da lista)',
    en: 'Type B (level 2 or more for 3 to 5 listed chemicals)',
  },
  C: {
    'pt-BR': 'o Tipo C (nível 1 ou mais em algum químico da lista)',
    en: 'Type C (level 1 or more for a listed chemical)',
  },
}

/** What a norm's claimed type contradicting the data says, in both languages. */
export function unsupportedClaim(claimed: En374Type, derived: En374Type | null): Bilingual {
  const gives = derived
    ? { 'pt-BR': `dá ${TYPE_WORDS[derived]['pt-BR']}`, en: `gives ${TYPE_WORDS[derived].en}` }
    : { 'pt-BR': 'não dá nenhum tipo', en: 'gives no type' }
  return {
    'pt-BR': `A norma diz EN ISO 374-1 Tipo ${claimed}, mas a resistência química informada ${gives['pt-BR']}. Corrija os dados ou a norma.`,
    en: `The norm says EN ISO 374-1 Type ${claimed}, but the chemical resistance data ${gives.en}. Correct the data or the norm.`,
  }
}

/**
 * The norms whose claimed EN ISO 374-1 type is not the one the data gives, by index: a type is written once, in
 * the data. A norm without a type ("EN ISO 374-1:2016") claims nothing.
 */
export function unsupportedEn374Claims(
  norms: readonly string[],
  chemicalResistance: ProductInput['chemicalResistance'],
): { index: number; detail: Bilingual }[] {
  const derived = en374TypeFor(chemicalResistance)
  return norms.flatMap((norm, index) => {
    const claimed = claimedEn374Type(norm)
    return claimed && claimed !== derived ? [{ index, detail: unsupportedClaim(claimed, derived) }] : []
  })
}

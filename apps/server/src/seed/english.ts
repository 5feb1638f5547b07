import type { NewProduct } from '../db/schema/index'
import type { Care, ProductModel } from './models/types'
import { PRODUCT_NAMES_EN } from './english-names'
import { MODEL_PROSE_EN } from './english-prose'
import { PRIMARY_TAXONOMY } from './taxonomy'

/*
 * The demo products' English texts (issue 22), built like the Portuguese ones: the hand-written names of
 * `english-names.ts` and summaries and details of `english-prose.ts` (issue 32: the taxonomy titles alone read as
 * boilerplate), the model's facts (CA, norms, EN 388, ANSI, sizes) and its taxonomy (materials, risks,
 * industries: titles the taxonomy has in English). Every demo product is translated (the seed
 * test says so): the English catalogue reads in English, and tests that need a gap make their own.
 */

const titlesEn = new Map(
  PRIMARY_TAXONOMY.flatMap((group) => group.options.map(([id, , titleEn]) => [`${group.id}:${id}`, titleEn])),
)
const optionEn = (group: string, id: string) => titlesEn.get(`${group}:${id}`) ?? id

/** "a, b and c" */
export function listEn(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

/** A taxonomy title inside a sentence: lower case, unless it is an acronym or a name ("HDPE", "EN 388"). */
const inProse = (title: string) =>
  /^[A-Z][a-z]/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title

/** How to look after a product, by kind (CARE in English). */
export const CARE_EN: Record<Care, string> = {
  knit: 'Wash by hand or machine in water up to 40 °C with neutral soap. Dry in the shade. Do not bleach or iron. Discard if cut, punctured or if the coating is worn.',
  leather:
    'Clean with a soft brush or a slightly damp cloth; do not machine wash. Dry in the shade, away from heat, and condition the leather regularly.',
  rubber:
    'Wash the outside with water and neutral soap before taking off, dry inside out in the shade and store away from sunlight and ozone. Check for holes before each use.',
  disposable:
    'Single use: do not wash or reuse. Store in the original packaging, in a dry place between 10 °C and 30 °C, away from light.',
  lens: 'Rinse the lenses under running water with neutral soap and dry with a soft cloth. Do not use solvents, alcohol or paper. Store in a case, without touching the lenses.',
  height:
    'Inspect webbing, stitching and connectors before each use. Withdraw from use after any fall. Wash with water and neutral soap, dry in the shade and store away from moisture, chemicals and heat.',
  steel:
    'Wash with hot water and neutral detergent after each shift, sanitise according to the plant plan and inspect the rings. Do not use chlorinated products.',
  garment:
    'Machine wash up to 60 °C, without bleach or softener, which reduce retroreflection and the fabric treatment. Dry in the shade. Respect the maximum number of washes on the label.',
  coverallDisposable:
    'Single use. Dispose of as contaminated waste when exposed to chemical or biological agents. Store in a dry, ventilated place.',
  mask: 'Clean the shell and the visor with a damp cloth. Replace the outer protective lens when scratched or spattered. Store without resting on the visor, away from heat.',
}

type Merged = Omit<ProductModel, 'variants'>
type EnglishTexts = Pick<NewProduct, 'nameEn' | 'shortDescriptionEn' | 'descriptionEn' | 'careInstructionsEn'>

/** What the product is made of and what it protects against, in the taxonomy's English titles. */
function taxonomyFacts(model: Merged): string[] {
  const materials = model.materials.map((id) => inProse(optionEn('materials', id)))
  const risks = model.riskTypes.map((id) => inProse(optionEn('riskTypes', id)))
  return [
    ...(materials.length > 0 ? [`Made of ${listEn(materials)}.`] : []),
    // Risk titles are nouns and adjectives ("abrasion and tear", "chemical"): a label reads right with both.
    ...(risks.length > 0 ? [`Risks covered: ${risks.join('; ')}.`] : []),
  ]
}

/**
 * The long description, as longDescription (describe.ts) writes the Portuguese one: the summary and details
 * written in English (`english-prose.ts`), then the facts, then where it is used.
 */
function descriptionEn(model: Merged, prose: { summary: string; details: string }, caNumber: string): string {
  const facts = [`Certificate of Approval (CA) no. ${caNumber}.`]
  if (model.norms.length > 0) facts.push(`Meets ${listEn(model.norms)}.`)
  if (model.en388) facts.push(`EN 388 performance: ${model.en388}.`)
  if (model.ansiCutLevel) facts.push(`ANSI/ISEA 105 cut level ${model.ansiCutLevel}.`)
  if (model.sizes.length > 1) facts.push(`Sizes: ${listEn(model.sizes)}.`)
  facts.push(...taxonomyFacts(model))
  const segments = model.segments.map((id) => inProse(optionEn('segments', id)))
  const usage = segments.length > 0 ? `\n\nRecommended for the ${listEn(segments)} industries.` : ''
  return `${prose.summary}\n\n${prose.details}\n\n${facts.join(' ')}${usage}`
}

/**
 * A demo product's English texts; `name` is its Portuguese model name and variant label (a synthetic product's
 * series comes as `suffixEn`). A name or prose missing from the lists leaves the product untranslated, which the
 * seed test catches.
 */
export function englishTexts(model: Merged, name: string, suffixEn: string, caNumber: string): EnglishTexts {
  const nameEn = PRODUCT_NAMES_EN[name]
  const prose = MODEL_PROSE_EN[model.name]
  if (!nameEn || !prose) return {}
  return {
    nameEn: `${nameEn}${suffixEn}`,
    shortDescriptionEn: prose.summary,
    descriptionEn: descriptionEn(model, prose, caNumber),
    careInstructionsEn: CARE_EN[model.care],
  }
}

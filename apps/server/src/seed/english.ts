import type { NewProduct } from '../db/schema/index'
import type { Care, ProductModel } from './models/types'
import { PRIMARY_TAXONOMY } from './taxonomy'

/*
 * The demo products' English texts (issue 22), built like the Portuguese ones: from the model's taxonomy
 * (category, materials, risks, industries: titles the taxonomy has in English), its facts (CA, norms, EN 388,
 * ANSI, sizes) and a word list for names and variant labels. A few products stay untranslated, so the back
 * office's "missing English" indicator and the storefront's fallback have examples.
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

/** The words of model names and variant labels; others (brand-like names, numbers, units) stay as they are. */
const WORDS: Record<string, string> = {
  absorvedor: 'Absorber',
  acesso: 'Access',
  alimentício: 'Food-grade',
  alta: 'High',
  altura: 'Height',
  alumínio: 'Aluminium',
  aluminizada: 'Aluminised',
  alças: 'Straps',
  amarela: 'Yellow',
  amarelo: 'Yellow',
  ampla: 'Wide',
  ancoragem: 'Anchor',
  antichama: 'Flame-resistant',
  antiembaçante: 'Anti-fog',
  antiestática: 'Antistatic',
  armação: 'Frame',
  arco: 'Arc',
  automática: 'Automatic',
  avental: 'Apron',
  aço: 'Steel',
  azul: 'Blue',
  'azul-marinho': 'Navy',
  barreira: 'Barrier',
  branca: 'White',
  branco: 'White',
  braço: 'Arm',
  brigadista: 'Firefighter',
  básico: 'Basic',
  cabo: 'Cable',
  capacete: 'Helmet',
  chamas: 'Flames',
  cinta: 'Belt',
  cinturão: 'Harness',
  cinza: 'Grey',
  clara: 'Clear',
  classe: 'Class',
  colete: 'Vest',
  com: 'with',
  confinado: 'Confined',
  corda: 'Rope',
  cordão: 'Cord',
  corte: 'Cut',
  costura: 'Seam',
  curto: 'Short',
  de: 'of',
  dedos: 'Fingers',
  descartável: 'Disposable',
  deslizante: 'Sliding',
  dorso: 'Back',
  dupla: 'Double',
  e: 'and',
  elástica: 'Elastic',
  elástico: 'Elastic',
  elétrico: 'Electrical',
  em: 'in',
  ergonômica: 'Ergonomic',
  escamoteável: 'Retractable',
  espaço: 'Space',
  espelhado: 'Mirrored',
  espumada: 'Foam',
  estendido: 'Extended',
  extensor: 'Extender',
  externa: 'Outer',
  facial: 'Face',
  fino: 'Fine',
  fita: 'Webbing',
  fixa: 'Fixed',
  flocada: 'Flock-lined',
  forrada: 'Lined',
  forte: 'Strong',
  frio: 'Cold',
  grafeno: 'Graphene',
  grafismo: 'Print',
  grande: 'Large',
  horizontal: 'Horizontal',
  impacto: 'Impact',
  impermeável: 'Waterproof',
  incolor: 'Clear',
  indireta: 'Indirect',
  interna: 'Inner',
  içamento: 'Lifting',
  jardinagem: 'Gardening',
  laranja: 'Orange',
  lente: 'Lens',
  lentes: 'Lenses',
  limpeza: 'Cleaning',
  linha: 'Line',
  luva: 'Glove',
  luvas: 'Gloves',
  látex: 'Latex',
  macacão: 'Coverall',
  malha: 'Mesh',
  mangote: 'Sleeve',
  mista: 'Mixed',
  mosquetão: 'Carabiner',
  multiuso: 'Multipurpose',
  máscara: 'Mask',
  nitrílica: 'Nitrile',
  nível: 'Level',
  palma: 'Palm',
  para: 'for',
  paraquedista: 'Full-body',
  petroleira: 'Oil-resistant',
  pigmentada: 'Dotted',
  ponto: 'Point',
  pontos: 'Points',
  por: 'per',
  posicionamento: 'Positioning',
  prendedor: 'Holder',
  preta: 'Black',
  preto: 'Black',
  proteção: 'Protection',
  protetor: 'Guard',
  provisória: 'Temporary',
  punho: 'Cuff',
  pés: 'Feet',
  pó: 'Powder',
  químico: 'Chemical',
  raspa: 'Split leather',
  reforçada: 'Reinforced',
  refletivo: 'Reflective',
  regulável: 'Adjustable',
  reposição: 'Replacement',
  resgate: 'Rescue',
  respirável: 'Breathable',
  retrátil: 'Retractable',
  revestida: 'Coated',
  rosca: 'Screw',
  segura: 'Safe',
  seguro: 'Safe',
  selada: 'Sealed',
  sem: 'without',
  silicone: 'Silicone',
  sobrepor: 'Over-glasses',
  solda: 'Welding',
  talabarte: 'Lanyard',
  tato: 'Touch',
  temporária: 'Temporary',
  térmica: 'Thermal',
  térmico: 'Thermal',
  tipo: 'Type',
  tonalidade: 'Shade',
  total: 'Full',
  totalmente: 'Fully',
  transparente: 'Clear',
  'trava-quedas': 'Fall arrester',
  trava: 'Lock',
  tricotada: 'Knitted',
  tripé: 'Tripod',
  vaqueta: 'Cowhide',
  vedação: 'Seal',
  ventilação: 'Ventilation',
  verde: 'Green',
  'verde-limão': 'Lime',
  vermelha: 'Red',
  vida: 'Life',
  vinil: 'Vinyl',
  visibilidade: 'Visibility',
  visor: 'Visor',
  visão: 'Vision',
  viva: 'Bright',
  âmbar: 'Amber',
  óculos: 'Glasses',
  óleo: 'Oil',
}

/** A name or label word by word; decimal commas become points ("1,5 m" → "1.5 m"). */
export const translateWords = (text: string) =>
  text
    .split(' ')
    .filter((word) => word !== '')
    // A capital single letter is a level or a type ("Corte E"), not the conjunction.
    .map(
      (word) =>
        (/^[A-Z]$/.test(word) ? undefined : WORDS[word.toLocaleLowerCase('pt-BR')]) ??
        word.replace(/^(\d+),(\d+)$/, '$1.$2'),
    )
    .join(' ')

const familiesPt = new Map(
  PRIMARY_TAXONOMY.find((group) => group.id === 'families')!.options.map(([id, titlePt]) => [id, titlePt]),
)

/**
 * A model's English name: its line's name kept as it is (a brand), the other words translated and the leading
 * noun put last, as English orders them ("Luva Nitro Grip Nitrílica" → "Nitro Grip Nitrile Glove").
 */
function modelNameEn(model: Merged): string {
  const family = familiesPt.get(model.family)
  const words = model.name.split(' ')
  // The leading noun with its "de" complements: "Avental de Malha de Aço" → "Steel Mesh Apron".
  const head = [words.shift()!]
  while (words[0] === 'de' && words[1]) head.push(words.splice(0, 2)[1]!)
  const noun = translateWords(head.reverse().join(' '))
  const rest = words.join(' ')
  const [before, after] = family && rest.includes(family) ? rest.split(family) : [rest, undefined]
  const middle =
    after === undefined
      ? translateWords(before!)
      : `${translateWords(before!)} ${family} ${translateWords(after)}`
  return `${middle.trim()} ${noun}`.trim()
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

/** The summary: what the product is, what it is made of and what it protects against. */
function summaryEn(model: Merged): string {
  const what = `${optionEn('categories', model.category)} from the ${optionEn('families', model.family)} line`
  const materials = model.materials.map((id) => inProse(optionEn('materials', id)))
  const risks = model.riskTypes.map((id) => inProse(optionEn('riskTypes', id)))
  const made = materials.length > 0 ? ` in ${listEn(materials)}` : ''
  return `${what}${made}, for ${listEn(risks) || 'everyday work'}.`
}

/** The long description, as longDescription (describe.ts) writes the Portuguese one. */
function descriptionEn(model: Merged, summary: string, caNumber: string): string {
  const facts = [`Certificate of Approval (CA) no. ${caNumber}.`]
  if (model.norms.length > 0) facts.push(`Meets ${listEn(model.norms)}.`)
  if (model.en388) facts.push(`EN 388 performance: ${model.en388}.`)
  if (model.ansiCutLevel) facts.push(`ANSI/ISEA 105 cut level ${model.ansiCutLevel}.`)
  if (model.sizes.length > 1) facts.push(`Sizes: ${listEn(model.sizes)}.`)
  const segments = model.segments.map((id) => inProse(optionEn('segments', id)))
  const usage = segments.length > 0 ? `\n\nRecommended for the ${listEn(segments)} industries.` : ''
  return `${summary}\n\n${facts.join(' ')}${usage}`
}

/**
 * A demo product's English texts. Every eleventh product has none, and every eleventh from the sixth
 * has only its name: the back office's indicator and the storefront's per-field fallback show on both.
 */
export function englishTexts(
  model: Merged,
  variantLabel: string,
  index: number,
  caNumber: string,
): EnglishTexts {
  if (index % 11 === 10) return {}
  const nameEn = `${modelNameEn(model)} ${translateWords(variantLabel)}`
  if (index % 11 === 5) return { nameEn }
  const summary = summaryEn(model)
  return {
    nameEn,
    shortDescriptionEn: summary,
    descriptionEn: descriptionEn(model, summary, caNumber),
    careInstructionsEn: CARE_EN[model.care],
  }
}

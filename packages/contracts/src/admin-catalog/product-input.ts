import { z } from 'zod'
import { OptionId } from '../catalog'
import { PlainText, writeDocument } from '../customer-common'

/* What the back office writes to a product: the form's fields, with pt-BR messages for each rule. */

const IsoDate = z.iso.date({ error: 'Use uma data no formato AAAA-MM-DD.' })

/** Free text that may be empty while the product is a draft (completeness asks for it before publishing). */
const DraftText = (label: string, max: number) =>
  z
    .string({ error: `${label} precisa ser um texto.` })
    .max(max, { error: `${label} pode ter no máximo ${max} caracteres.` })

/** An English text (issue 22): optional, trimmed; empty or null means "not translated" (stored as null). */
export const EnglishText = (label: string, max: number) =>
  z
    .string({ error: `${label} em inglês precisa ser um texto.` })
    .trim()
    .max(max, { error: `${label} em inglês pode ter no máximo ${max} caracteres.` })
    .nullable()
    .transform((text) => text || null)
    .optional()

/** The four English texts of a product; absent or null: the storefront shows the Portuguese one. */
export const ProductEnglishFields = {
  nameEn: EnglishText('O nome', 160),
  shortDescriptionEn: EnglishText('O resumo', 300),
  descriptionEn: EnglishText('A descrição', 10_000),
  careInstructionsEn: EnglishText('Os cuidados', 4000),
}

const ShortList = (label: string, max: number, itemMax: number) =>
  z
    .array(
      z
        .string({ error: `${label}: cada item é um texto.` })
        .trim()
        .min(1, { error: `${label}: item vazio.` })
        .max(itemMax, { error: `${label}: cada item tem no máximo ${itemMax} caracteres.` }),
      { error: `${label} precisa ser uma lista.` },
    )
    .max(max, { error: `${label}: no máximo ${max} itens.` })

const Options = z
  .array(OptionId, { error: 'Escolha opções da lista.' })
  .max(40, { error: 'Escolha no máximo 40 opções.' })

const SLUG_FORMAT = 'O endereço usa letras minúsculas, números e hífens.'
const EN388_FORMAT = 'Código EN 388 inválido: quatro níveis e a letra de corte, ex.: 4X43C.'
const ANSI_FORMAT = 'Nível ANSI/ISEA 105 de A1 a A9.'

const EN388_LEVELS = [
  ['abrasão', 4],
  ['corte por lâmina (coup)', 5],
  ['rasgo', 4],
  ['perfuração', 4],
] as const

/**
 * What is wrong with an EN 388:2016 code, in pt-BR (undefined when valid): abrasion 0–4, coup 0–5, tear 0–4,
 * puncture 0–4 (X: not tested), the ISO 13997 cut letter A–F or X, and P when the impact test passed.
 */
export function en388Problem(code: string): string | undefined {
  if (code.length < 5 || code.length > 6)
    return `${EN388_FORMAT} Recebido "${code}" com ${code.length} caracteres; são 5, ou 6 com P ou D (impacto).`
  for (const [index, [name, max]] of EN388_LEVELS.entries()) {
    const level = code[index]!
    if (level !== 'X' && !(level >= '0' && level <= String(max)))
      return `Código EN 388 inválido: o ${index + 1}º caractere (${name}) é "${level}"; use 0 a ${max} ou X.`
  }
  if (!/[A-FX]/.test(code[4]!))
    return `Código EN 388 inválido: o 5º caractere (corte ISO 13997) é "${code[4]}"; use uma letra de A a F ou X.`
  // The impact mark: P as EN 388:2016 prints it, D as some data sheets (and issue 21) write it.
  if (code.length === 6 && code[5] !== 'P' && code[5] !== 'D')
    return `Código EN 388 inválido: o 6º caractere (impacto) é "${code[5]}"; use P ou D, ou omita-o.`
  return undefined
}

/** Every attribute of product.md section 3 the back office writes. */
export const ProductInputFields = z.object(
  {
    name: PlainText('o nome', 160),
    reference: z
      .string({ error: 'Informe a referência.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9.-]{1,39}$/, {
        error: 'A referência usa letras, números, ponto e hífen (2 a 40 caracteres).',
      }),
    slug: z
      .string({ error: SLUG_FORMAT })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: SLUG_FORMAT })
      .max(120, { error: 'O endereço pode ter no máximo 120 caracteres.' })
      .optional()
      .describe('Generated from the name when absent'),
    shortDescription: DraftText('O resumo', 300),
    description: DraftText('A descrição', 10_000),
    careInstructions: DraftText('Os cuidados', 4000),
    ...ProductEnglishFields,
    brand: OptionId,
    category: OptionId,
    family: OptionId,
    packaging: OptionId,
    heights: Options,
    riskTypes: Options,
    segments: Options,
    materials: Options,
    certificates: Options,
    secondary: z
      .record(z.string().max(64, { error: 'O código de um grupo tem no máximo 64 caracteres.' }), Options, {
        error: 'secondary liga cada grupo secundário às suas opções.',
      })
      .describe('Secondary group id → option ids'),
    isLancamento: z.boolean({ error: 'Marque ou desmarque o lançamento.' }),
    popularity: z
      .number({ error: 'A popularidade é um número inteiro.' })
      .int({ error: 'A popularidade é um número inteiro.' })
      .min(0, { error: 'A popularidade não pode ser negativa.' })
      .max(1_000_000, { error: 'A popularidade pode ser no máximo 1.000.000.' })
      .describe('Popularity override: the "most popular" order'),
    caNumber: z
      .string({ error: 'O CA é um número.' })
      .trim()
      .regex(/^(\d{1,7})?$/, { error: 'O número do CA tem só dígitos (até 7).' }),
    caValidUntil: IsoDate,
    en388: z
      .string({ error: EN388_FORMAT })
      .trim()
      .toUpperCase()
      .superRefine((code, context) => {
        const problem = en388Problem(code)
        if (problem) context.addIssue({ code: 'custom', message: problem })
      })
      .nullable()
      .describe('EN 388:2016 code, e.g. 4X43C or 4X43CP (the cut options are derived from it)'),
    ansiCutLevel: z
      .string({ error: ANSI_FORMAT })
      .regex(/^A[1-9]$/, { error: ANSI_FORMAT })
      .nullable(),
    norms: ShortList('Normas', 20, 100),
    sizes: ShortList('Tamanhos', 30, 20),
  },
  // Also the message of `data.attributes` that is not an object: this object is inside a transform there.
  { error: 'data.attributes precisa ser um objeto com os atributos.' },
)

const DEFAULTS = {
  shortDescription: '',
  description: '',
  careInstructions: '',
  heights: [],
  riskTypes: [],
  segments: [],
  materials: [],
  certificates: [],
  secondary: {},
  isLancamento: false,
  popularity: 0,
  caNumber: '',
  en388: null,
  ansiCutLevel: null,
  norms: [],
  sizes: [],
} satisfies Partial<z.input<typeof ProductInputFields>>

/** Creating: identity, classification and CA validity are needed; the rest may come later. */
const REQUIRED_TO_CREATE = {
  name: true,
  reference: true,
  brand: true,
  category: true,
  family: true,
  packaging: true,
  caValidUntil: true,
} as const
// Not `.partial().required(…)`: its wrapper would answer a missing field in zod's English, not with the field's
// own message ("Informe a referência.").
export const CreateProductAttributes = ProductInputFields.omit(REQUIRED_TO_CREATE)
  .partial()
  .extend(ProductInputFields.pick(REQUIRED_TO_CREATE).shape)
  .transform((attributes) => ({ ...DEFAULTS, ...attributes }))
export const CreateProductRequest = writeDocument('products', CreateProductAttributes)
export type CreateProductRequest = z.input<typeof CreateProductRequest>
export type ProductInput = z.output<typeof ProductInputFields>

/** Updating: any attributes, with the `version` read (optimistic locking). */
export const UpdateProductAttributes = ProductInputFields.partial().extend({
  version: z
    .number({ error: 'Envie a versão do produto que você leu.' })
    .int({ error: 'Envie a versão do produto que você leu.' })
    .min(1),
})
export const UpdateProductRequest = writeDocument('products', UpdateProductAttributes)
export type UpdateProductRequest = z.input<typeof UpdateProductRequest>

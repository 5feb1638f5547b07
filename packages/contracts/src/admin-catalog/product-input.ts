import { z } from 'zod'
import { OptionId } from '../catalog'
import { PlainText, writeDocument, type Label } from '../customer-common'
import { messageIn, says, saying, type Saying } from '../says'
import { ChemicalResistanceInput } from '../chemical-resistance'

/* What the back office writes to a product: the form's fields, with pt-BR messages for each rule. */

const IsoDate = z.iso.date({
  error: says('Use uma data no formato AAAA-MM-DD.', 'Use a date in the YYYY-MM-DD format.'),
})

/** Free text that may be empty while the product is a draft (completeness asks for it before publishing). */
const DraftText = ([label, english]: Label, max: number) =>
  z.string({ error: says(`${label} precisa ser um texto.`, `${english} must be text.`) }).max(max, {
    error: says(
      `${label} pode ter no máximo ${max} caracteres.`,
      `${english} can be at most ${max} characters long.`,
    ),
  })

/** An English text (issue 22): optional, trimmed; empty or null means "not translated" (stored as null). */
export const EnglishText = ([label, english]: Label, max: number) =>
  z
    .string({
      error: says(`${label} em inglês precisa ser um texto.`, `${english} in English must be text.`),
    })
    .trim()
    .max(max, {
      error: says(
        `${label} em inglês pode ter no máximo ${max} caracteres.`,
        `${english} in English can be at most ${max} characters long.`,
      ),
    })
    .nullable()
    .transform((text) => text || null)
    .optional()

/** The four English texts of a product; absent or null: the storefront shows the Portuguese one. */
export const ProductEnglishFields = {
  nameEn: EnglishText(['O nome', 'The name'], 160),
  shortDescriptionEn: EnglishText(['O resumo', 'The summary'], 300),
  descriptionEn: EnglishText(['A descrição', 'The description'], 10_000),
  careInstructionsEn: EnglishText(['Os cuidados', 'The care instructions'], 4000),
}

const ShortList = ([label, english]: Label, max: number, itemMax: number) =>
  z
    .array(
      z
        .string({ error: says(`${label}: cada item é um texto.`, `${english}: each item is a text.`) })
        .trim()
        .min(1, { error: says(`${label}: item vazio.`, `${english}: empty item.`) })
        .max(itemMax, {
          error: says(
            `${label}: cada item tem no máximo ${itemMax} caracteres.`,
            `${english}: each item is at most ${itemMax} characters long.`,
          ),
        }),
      { error: says(`${label} precisa ser uma lista.`, `${english} must be a list.`) },
    )
    .max(max, { error: says(`${label}: no máximo ${max} itens.`, `${english}: at most ${max} items.`) })

const Options = z
  .array(OptionId, { error: says('Escolha opções da lista.', 'Choose options from the list.') })
  .max(40, { error: says('Escolha no máximo 40 opções.', 'Choose at most 40 options.') })

const SLUG_FORMAT = says(
  'O endereço usa letras minúsculas, números e hífens.',
  'The address uses lower-case letters, digits and hyphens.',
)
const EN388_FORMAT = says(
  'Código EN 388 inválido: quatro níveis e a letra de corte, ex.: 4X43C.',
  'Invalid EN 388 code: four levels and the cut letter, e.g. 4X43C.',
)
const ANSI_FORMAT = says('Nível ANSI/ISEA 105 de A1 a A9.', 'ANSI/ISEA 105 level from A1 to A9.')

const EN388_LEVELS = [
  ['abrasão', 'abrasion', 4],
  ['corte por lâmina (coup)', 'blade cut (coup)', 5],
  ['rasgo', 'tear', 4],
  ['perfuração', 'puncture', 4],
] as const

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th']

/**
 * What is wrong with an EN 388:2016 code, in pt-BR and English (undefined when valid): abrasion 0–4, coup 0–5,
 * tear 0–4, puncture 0–4 (X: not tested), the ISO 13997 cut letter A–F or X, and P when the impact test passed.
 */
export function en388Problem(code: string): Saying | undefined {
  if (code.length < 5 || code.length > 6)
    return saying(
      `${EN388_FORMAT} Recebido "${code}" com ${code.length} caracteres; são 5, ou 6 com P ou D (impacto).`,
      `${messageIn(EN388_FORMAT, 'en')} Received "${code}" with ${code.length} characters; there are 5, or 6 with P or D (impact).`,
    )
  for (const [index, [name, english, max]] of EN388_LEVELS.entries()) {
    const level = code[index]!
    if (level !== 'X' && !(level >= '0' && level <= String(max)))
      return saying(
        `Código EN 388 inválido: o ${index + 1}º caractere (${name}) é "${level}"; use 0 a ${max} ou X.`,
        `Invalid EN 388 code: the ${ORDINALS[index]} character (${english}) is "${level}"; use 0 to ${max} or X.`,
      )
  }
  if (!/[A-FX]/.test(code[4]!))
    return saying(
      `Código EN 388 inválido: o 5º caractere (corte ISO 13997) é "${code[4]}"; use uma letra de A a F ou X.`,
      `Invalid EN 388 code: the 5th character (ISO 13997 cut) is "${code[4]}"; use a letter from A to F or X.`,
    )
  // The impact mark: P as EN 388:2016 prints it, D as some data sheets (and issue 21) write it.
  if (code.length === 6 && code[5] !== 'P' && code[5] !== 'D')
    return saying(
      `Código EN 388 inválido: o 6º caractere (impacto) é "${code[5]}"; use P ou D, ou omita-o.`,
      `Invalid EN 388 code: the 6th character (impact) is "${code[5]}"; use P or D, or leave it out.`,
    )
  return undefined
}

/** Every attribute of product.md section 3 the back office writes. */
export const ProductInputFields = z.object(
  {
    name: PlainText(['o nome', 'the name'], 160),
    reference: z
      .string({ error: says('Informe a referência.', 'Enter the reference.') })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9.-]{1,39}$/, {
        error: says(
          'A referência usa letras, números, ponto e hífen (2 a 40 caracteres).',
          'The reference uses letters, digits, dots and hyphens (2 to 40 characters).',
        ),
      }),
    slug: z
      .string({ error: SLUG_FORMAT })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: SLUG_FORMAT })
      .max(120, {
        error: says(
          'O endereço pode ter no máximo 120 caracteres.',
          'The address can be at most 120 characters long.',
        ),
      })
      .optional()
      .describe('Generated from the name when absent'),
    shortDescription: DraftText(['O resumo', 'The summary'], 300),
    description: DraftText(['A descrição', 'The description'], 10_000),
    careInstructions: DraftText(['Os cuidados', 'The care instructions'], 4000),
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
      .record(
        z.string().max(64, {
          error: says(
            'O código de um grupo tem no máximo 64 caracteres.',
            'A group code is at most 64 characters long.',
          ),
        }),
        Options,
        {
          error: says(
            'secondary liga cada grupo secundário às suas opções.',
            'secondary maps each secondary group to its options.',
          ),
        },
      )
      .describe('Secondary group id → option ids'),
    isLancamento: z.boolean({
      error: says('Marque ou desmarque o lançamento.', 'Check or uncheck the new release.'),
    }),
    popularity: z
      .number({ error: says('A popularidade é um número inteiro.', 'The popularity is a whole number.') })
      .int({ error: says('A popularidade é um número inteiro.', 'The popularity is a whole number.') })
      .min(0, { error: says('A popularidade não pode ser negativa.', 'The popularity cannot be negative.') })
      .max(1_000_000, {
        error: says(
          'A popularidade pode ser no máximo 1.000.000.',
          'The popularity can be at most 1,000,000.',
        ),
      })
      .describe('Popularity override: the "most popular" order'),
    caNumber: z
      .string({ error: says('O CA é um número.', 'The CA is a number.') })
      .trim()
      .regex(/^(\d{1,7})?$/, {
        error: says('O número do CA tem só dígitos (até 7).', 'The CA number has digits only (up to 7).'),
      }),
    caValidUntil: IsoDate,
    en388: z
      .string({ error: EN388_FORMAT })
      .trim()
      .toUpperCase()
      .superRefine((code, context) => {
        const problem = en388Problem(code)
        if (problem) context.addIssue({ code: 'custom', ...problem })
      })
      .nullable()
      .describe('EN 388:2016 code, e.g. 4X43C or 4X43CP (the cut options are derived from it)'),
    ansiCutLevel: z
      .string({ error: ANSI_FORMAT })
      .regex(/^A[1-9]$/, { error: ANSI_FORMAT })
      .nullable(),
    norms: ShortList(['Normas', 'Norms'], 20, 100),
    sizes: ShortList(['Tamanhos', 'Sizes'], 30, 20),
    // The EN ISO 374-1 type is derived from it on every write (decision 052): it is never an input.
    chemicalResistance: ChemicalResistanceInput,
  },
  // Also the message of `data.attributes` that is not an object: this object is inside a transform there.
  {
    error: says(
      'data.attributes precisa ser um objeto com os atributos.',
      'data.attributes must be an object with the attributes.',
    ),
  },
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
  chemicalResistance: [],
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
    .number({
      error: says('Envie a versão do produto que você leu.', 'Send the version of the product you read.'),
    })
    .int({
      error: says('Envie a versão do produto que você leu.', 'Send the version of the product you read.'),
    })
    .min(1),
})
export const UpdateProductRequest = writeDocument('products', UpdateProductAttributes)
export type UpdateProductRequest = z.input<typeof UpdateProductRequest>

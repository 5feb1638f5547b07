import { z } from 'zod'
import { EN374_TYPES, PERMEATION_LEVEL_MAX, isValidCas, letterChemical, levelForMinutes } from './chemicals'
import { resource } from './jsonapi'
import { says, saying } from './says'

/* The shapes of a glove's chemical resistance (issue 38, decision 052): what staff write, what is stored and shown. */

/** One result as stored and shown: the level is filled in from the minutes when only they were given. */
export const ChemicalResult = z.object({
  cas: z.string().describe('CAS Registry Number, e.g. 67-64-1'),
  name: z.string().describe('pt-BR name'),
  nameEn: z.string().nullable().describe('English name; null: not translated'),
  letter: z
    .string()
    .nullable()
    .describe('EN ISO 374-1:2016 letter (A–T) when a test chemical of the standard'),
  level: z.number().int().nullable().describe('Permeation level 0–6 (EN 16523-1); null: not tested'),
  breakthroughMinutes: z.number().nullable().describe('Measured breakthrough time; null: not given'),
  degradation: z.number().nullable().describe('Degradation % (EN ISO 374-4); null: not tested'),
  standard: z.string().describe('The test standard, e.g. EN 16523-1:2015'),
})
export type ChemicalResult = z.infer<typeof ChemicalResult>

export const En374TypeField = z
  .enum(EN374_TYPES)
  .nullable()
  .describe('EN ISO 374-1:2016 type derived from chemicalResistance (A, B, C; null: none)')

export const PERMEATION_STANDARD = 'EN 16523-1:2015'
export const DEGRADATION_STANDARD = 'EN ISO 374-4:2019'
export const CHEMICAL_RESULTS_MAX = 60

const CAS_FORMAT = says(
  'CAS inválido: use o formato 67-64-1 com o dígito verificador certo.',
  'Invalid CAS number: use the 67-64-1 format with the right check digit.',
)
const LEVEL_RANGE = says(
  `O nível de permeação é um número inteiro de 0 a ${PERMEATION_LEVEL_MAX}.`,
  `The permeation level is a whole number from 0 to ${PERMEATION_LEVEL_MAX}.`,
)
const MINUTES_RANGE = says(
  'O tempo de ruptura é um número de minutos de 0 a 10.000.',
  'The breakthrough time is a number of minutes from 0 to 10,000.',
)
const DEGRADATION_RANGE = says(
  'A degradação é uma porcentagem de 0 a 100.',
  'The degradation is a percentage from 0 to 100.',
)
// `|` and `;` separate results and their fields in the spreadsheet's cell (chemical-sheet.ts).
const NameText = (required: string, english: string) =>
  z
    .string({ error: required })
    .trim()
    .max(120, {
      error: says('O nome tem no máximo 120 caracteres.', 'The name is at most 120 characters long.'),
    })
    .regex(/^[^|;]*$/, { error: says('O nome não pode ter | nem ;.', 'The name cannot contain | or ;.') })
    .describe(english)

/** One result as staff write it: a letter chemical's names and letter come from the standard. */
const ChemicalResultInput = z
  .object(
    {
      cas: z.string({ error: CAS_FORMAT }).trim().refine(isValidCas, { error: CAS_FORMAT }),
      name: NameText(
        says('O nome do químico é um texto.', 'The chemical name is text.'),
        'pt-BR name',
      ).optional(),
      nameEn: NameText(says('O nome em inglês é um texto.', 'The English name is text.'), 'English name')
        .nullable()
        .optional(),
      letter: z.string().nullable().optional().describe('Derived from the CAS; when sent, it must match'),
      level: z
        .number({ error: LEVEL_RANGE })
        .int({ error: LEVEL_RANGE })
        .min(0, { error: LEVEL_RANGE })
        .max(PERMEATION_LEVEL_MAX, { error: LEVEL_RANGE })
        .nullable()
        .optional(),
      breakthroughMinutes: z
        .number({ error: MINUTES_RANGE })
        .min(0, { error: MINUTES_RANGE })
        .max(10_000, { error: MINUTES_RANGE })
        .nullable()
        .optional(),
      degradation: z
        .number({ error: DEGRADATION_RANGE })
        .min(0, { error: DEGRADATION_RANGE })
        .max(100, { error: DEGRADATION_RANGE })
        .nullable()
        .optional(),
      standard: z
        .string({ error: says('A norma do ensaio é um texto.', 'The test standard is text.') })
        .trim()
        .max(60, {
          error: says('A norma tem no máximo 60 caracteres.', 'The standard is at most 60 characters long.'),
        })
        .regex(/^[^|;]*$/, {
          error: says('A norma não pode ter | nem ;.', 'The standard cannot contain | or ;.'),
        })
        .optional(),
    },
    { error: says('Cada resultado químico é um objeto.', 'Each chemical result is an object.') },
  )
  .superRefine((input, context) => {
    if (!isValidCas(input.cas)) return // said on the CAS: its letter and name are unknown
    const known = letterChemical(input.cas)
    if (input.letter && input.letter !== known?.letter)
      context.addIssue({
        code: 'custom',
        path: ['letter'],
        ...saying(
          `A letra ${input.letter} não é a do CAS ${input.cas} (${known ? `é ${known.letter}` : 'não é um químico da EN ISO 374-1'}).`,
          `Letter ${input.letter} is not CAS ${input.cas}'s (${known ? `it is ${known.letter}` : 'not an EN ISO 374-1 test chemical'}).`,
        ),
      })
    if (!known && !input.name)
      context.addIssue({
        code: 'custom',
        path: ['name'],
        message: says(
          'Informe o nome do químico (fora da lista da EN ISO 374-1).',
          'Enter the chemical name (not on the EN ISO 374-1 list).',
        ),
      })
    const { level, breakthroughMinutes: minutes, degradation } = input
    if (level == null && minutes == null && degradation == null)
      context.addIssue({
        code: 'custom',
        path: ['level'],
        message: says(
          'Informe o nível, o tempo de ruptura ou a degradação.',
          'Enter the level, the breakthrough time or the degradation.',
        ),
      })
    if (level != null && minutes != null && levelForMinutes(minutes) !== level)
      context.addIssue({
        code: 'custom',
        path: ['level'],
        ...saying(
          `${minutes} min de ruptura dão o nível ${levelForMinutes(minutes)}, não ${level} (EN 16523-1).`,
          `${minutes} min to breakthrough give level ${levelForMinutes(minutes)}, not ${level} (EN 16523-1).`,
        ),
      })
  })
  .transform((input): ChemicalResult => {
    const known = letterChemical(input.cas)
    const minutes = input.breakthroughMinutes ?? null
    const level = input.level ?? (minutes === null ? null : levelForMinutes(minutes))
    return {
      cas: input.cas,
      name: known?.name ?? input.name!,
      nameEn: known?.nameEn ?? input.nameEn ?? null,
      letter: known?.letter ?? null,
      level,
      breakthroughMinutes: minutes,
      degradation: input.degradation ?? null,
      standard: input.standard || (level === null ? DEGRADATION_STANDARD : PERMEATION_STANDARD),
    }
  })

/** A product's results: one per chemical (CAS). */
export const ChemicalResistanceInput = z
  .array(ChemicalResultInput, {
    error: says(
      'A resistência química é uma lista de resultados.',
      'The chemical resistance is a list of results.',
    ),
  })
  .max(CHEMICAL_RESULTS_MAX, {
    error: says(
      `No máximo ${CHEMICAL_RESULTS_MAX} químicos por produto.`,
      `At most ${CHEMICAL_RESULTS_MAX} chemicals per product.`,
    ),
  })
  .superRefine((results, context) => {
    const seen = new Set<string>()
    results.forEach((result, index) => {
      if (seen.has(result.cas))
        context.addIssue({
          code: 'custom',
          path: [index, 'cas'],
          ...saying(
            `O químico ${result.cas} aparece mais de uma vez.`,
            `Chemical ${result.cas} is listed more than once.`,
          ),
        })
      seen.add(result.cas)
    })
  })
  .describe(
    'Per chemical: CAS, names (taken from the standard for its 18 letter chemicals), permeation level 0–6 and/or ' +
      'breakthrough minutes (the level is derived from them), degradation %, test standard',
  )

/** `GET /api/v1/chemicals`: a chemical staff or customers can name, with its letter when a test chemical. */
export const ChemicalAttributes = z.object({
  cas: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  letter: z.string().nullable(),
})
export const ChemicalResource = resource('chemicals', ChemicalAttributes)
export const ChemicalListDocument = z.object({
  data: z.array(ChemicalResource),
  meta: z.object({ total: z.number().int() }),
})
export type ChemicalListDocument = z.infer<typeof ChemicalListDocument>

export const ChemicalQuery = z.object({
  'filter[q]': z
    .string({ error: says('filter[q] precisa ser um texto.', 'filter[q] must be text.') })
    .max(100, {
      error: says(
        'filter[q] pode ter no máximo 100 caracteres.',
        'filter[q] can be at most 100 characters long.',
      ),
    })
    .optional()
    .describe('Name (accents and case ignored), CAS number or EN ISO 374-1 letter'),
})
export type ChemicalQuery = z.input<typeof ChemicalQuery>

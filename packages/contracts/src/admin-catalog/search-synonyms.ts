import { z } from 'zod'
import { ListMeta, writeDocument } from '../customer-common'
import { LANGUAGES } from '../language'
import { resource } from '../jsonapi'
import { says } from '../says'

/*
 * Synonyms the brand teaches its search (issue 36, decision 048), per language: an equivalent set
 * (`botina, bota de segurança, calçado de segurança`: each finds the others) or a one-way one (`oneWay`: the
 * first term also finds the rest, not the reverse).
 */

export const SYNONYM_TERMS_MIN = 2
export const SYNONYM_TERMS_MAX = 50
export const SYNONYM_TERM_MAX_LENGTH = 60

/**
 * A term as the search compares it: lower case, without accents, words separated by one space ("Calçado
 * de-Segurança" and "calcado de seguranca" are one term). The server's analyser also drops stopwords and stems.
 */
export function synonymKey(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .join(' ')
}

const TermText = z
  .string({ error: says('Cada termo precisa ser um texto.', 'Each term must be text.') })
  .trim()
  .min(1, { error: says('Escreva o termo (ele está vazio).', 'Write the term (it is empty).'), abort: true })
  .max(SYNONYM_TERM_MAX_LENGTH, {
    error: says(
      `Cada termo pode ter no máximo ${SYNONYM_TERM_MAX_LENGTH} caracteres.`,
      `Each term can be at most ${SYNONYM_TERM_MAX_LENGTH} characters long.`,
    ),
    abort: true,
  })
  .refine((term) => synonymKey(term).length > 0, {
    error: says('O termo precisa ter letras ou números.', 'The term must have letters or digits.'),
  })

const tooFew = says(
  `Informe pelo menos ${SYNONYM_TERMS_MIN} termos.`,
  `Enter at least ${SYNONYM_TERMS_MIN} terms.`,
)
const Terms = z
  .array(TermText, { error: tooFew })
  .min(SYNONYM_TERMS_MIN, { error: tooFew })
  .max(SYNONYM_TERMS_MAX, {
    error: says(
      `Um conjunto tem no máximo ${SYNONYM_TERMS_MAX} termos.`,
      `A set has at most ${SYNONYM_TERMS_MAX} terms.`,
    ),
  })
  .superRefine((terms, context) => {
    const seen = new Map<string, number>()
    terms.forEach((term, index) => {
      const key = synonymKey(term)
      if (seen.has(key))
        context.addIssue({
          code: 'custom',
          path: [index],
          message: says(
            'Este termo repete outro do conjunto (maiúsculas e acentos não contam).',
            'This term repeats another of the set (capitals and accents do not count).',
          ),
        })
      else seen.set(key, index)
    })
  })

const SynonymLanguage = z.enum(LANGUAGES, {
  error: says('O idioma é pt-BR ou en.', 'The language is pt-BR or en.'),
})
const OneWay = z.boolean({
  error: says('oneWay é true ou false.', 'oneWay is true or false.'),
})

export const SynonymSetFields = z.object({
  language: SynonymLanguage,
  terms: Terms,
  oneWay: OneWay.default(false),
})
export type SynonymSetInput = z.output<typeof SynonymSetFields>

export const CreateSynonymSetRequest = writeDocument('search-synonyms', SynonymSetFields)
export type CreateSynonymSetRequest = z.input<typeof CreateSynonymSetRequest>
const Version = z
  .number({
    error: says('Envie a versão do conjunto que você leu.', 'Send the version of the set you read.'),
  })
  .int({ error: says('Envie a versão do conjunto que você leu.', 'Send the version of the set you read.') })
  .min(1)
/** Changing: any attributes, with the `version` read (optimistic locking: a stale one is a 409). */
export const UpdateSynonymSetRequest = writeDocument(
  'search-synonyms',
  z
    .object({ language: SynonymLanguage, terms: Terms, oneWay: OneWay })
    .partial()
    .extend({ version: Version }),
)
export type UpdateSynonymSetRequest = z.input<typeof UpdateSynonymSetRequest>

export const SynonymSetAttributes = z.object({
  language: z.enum(LANGUAGES),
  terms: z.array(z.string()).describe('As written (trimmed); with oneWay, the first is the one searched'),
  oneWay: z.boolean().describe('true: only the first term finds the others'),
  version: z.number().int().describe('Sent back with a change (optimistic locking)'),
  updatedAt: z.string().describe('ISO 8601'),
})
export type SynonymSetAttributes = z.infer<typeof SynonymSetAttributes>
export const SynonymSetResource = resource('search-synonyms', SynonymSetAttributes)
export type SynonymSetResource = z.infer<typeof SynonymSetResource>
export const SynonymSetDocument = z.object({ data: SynonymSetResource })
export const SynonymSetListDocument = z.object({ data: z.array(SynonymSetResource), meta: ListMeta })
export type SynonymSetListDocument = z.infer<typeof SynonymSetListDocument>

export const SynonymSetQuery = z.object({
  'filter[language]': SynonymLanguage.optional(),
})

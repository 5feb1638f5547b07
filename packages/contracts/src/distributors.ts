import { z } from 'zod'
import { Cnpj, CompanyName, Email, optionalField, Phone } from './common'
import { capitalize, ListMeta, writeDocument, type Label } from './customer-common'
import { STATE_CODES } from './distributor-constants'
import { ImportError } from './admin-catalog/imports'
import { Links, PageQuery, resource } from './jsonapi'
import { says } from './says'

/* "Onde comprar": the distributors that sell the brand's products (issue 20). */

/** A state's code, upper-cased: `sp` is SP. */
export const StateCode = z
  .string({ error: says('Informe a UF.', 'Enter the state (UF).') })
  .trim()
  .toUpperCase()
  .pipe(
    z.enum(STATE_CODES, {
      error: says('Use a sigla de um estado (UF), como SP.', "Use a state's abbreviation (UF), such as SP."),
    }),
  )
const StateFilter = StateCode
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
/** A one-line text, trimmed; `label` (`['a cidade', 'the city']`) names it in the messages. */
const Line = ([label, english]: Label, max: number) => {
  const required = says(`Informe ${label}.`, `Enter ${english}.`)
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, {
      error: says(
        `${capitalize(label)} pode ter no máximo ${max} caracteres.`,
        `${capitalize(english)} can be at most ${max} characters long.`,
      ),
      abort: true,
    })
    .refine((value) => !CONTROL_CHARACTERS.test(value), {
      error: says(
        `${capitalize(label)} tem caracteres que não são permitidos.`,
        `${capitalize(english)} has characters that are not allowed.`,
      ),
    })
}

/** A site's address: http(s) only (never `javascript:`), with a real host name. */
export const Website = z
  .string({ error: says('Informe o site.', 'Enter the website.') })
  .trim()
  .max(300, {
    error: says(
      'O site pode ter no máximo 300 caracteres.',
      'The website can be at most 300 characters long.',
    ),
    abort: true,
  })
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      error: says(
        'Informe o site com http:// ou https://, como https://www.exemplo.com.br.',
        'Enter the website with http:// or https://, such as https://www.example.com.br.',
      ),
    }),
  )

const CategoryId = z
  .string({
    error: says(
      'Cada categoria é o id de uma opção, como luva-de-seguranca.',
      "Each category is an option's id, such as luva-de-seguranca.",
    ),
  })
  .max(80, {
    error: says(
      'Cada categoria é o id de uma opção, como luva-de-seguranca.',
      "Each category is an option's id, such as luva-de-seguranca.",
    ),
  })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: says(
      'Cada categoria é o id de uma opção, como luva-de-seguranca.',
      "Each category is an option's id, such as luva-de-seguranca.",
    ),
  })

export const DISTRIBUTOR_CATEGORIES_MAX = 50
const Categories = z
  .array(CategoryId, {
    error: says(
      'Envie a lista de categorias (ids das opções).',
      "Send the list of categories (the options' ids).",
    ),
  })
  .max(DISTRIBUTOR_CATEGORIES_MAX, {
    error: says(
      `No máximo ${DISTRIBUTOR_CATEGORIES_MAX} categorias.`,
      `At most ${DISTRIBUTOR_CATEGORIES_MAX} categories.`,
    ),
  })
  .transform((ids) => [...new Set(ids)])

/** What a distributor is made of, as the form and the import send it. */
export const DistributorFields = z.object({
  cnpj: Cnpj,
  name: CompanyName,
  state: StateCode,
  city: Line(['a cidade', 'the city'], 80),
  address: Line(['o endereço', 'the address'], 250),
  phone: optionalField(Phone),
  email: optionalField(Email),
  website: optionalField(Website),
  categories: Categories.default([]),
})
export type DistributorInput = z.output<typeof DistributorFields>

export const CreateDistributorRequest = writeDocument('distributors', DistributorFields)
export type CreateDistributorRequest = z.input<typeof CreateDistributorRequest>
/** Any fields, with the `version` read (optimistic locking, like a product). */
export const UpdateDistributorRequest = writeDocument(
  'distributors',
  DistributorFields.partial().extend({
    version: z
      .number({
        error: says(
          'Envie a versão do distribuidor que você leu.',
          'Send the version of the distributor you read.',
        ),
      })
      .int({
        error: says(
          'Envie a versão do distribuidor que você leu.',
          'Send the version of the distributor you read.',
        ),
      })
      .min(1, {
        error: says(
          'Envie a versão do distribuidor que você leu.',
          'Send the version of the distributor you read.',
        ),
      }),
  }),
)
export type UpdateDistributorRequest = z.input<typeof UpdateDistributorRequest>

export const DistributorAttributes = z.object({
  cnpj: z.string().describe('14 characters, no punctuation'),
  name: z.string(),
  state: z.string().describe('UF'),
  city: z.string(),
  address: z.string(),
  phone: z.string().nullable().describe('E.164'),
  email: z.string().nullable(),
  website: z.string().nullable(),
  categories: z.array(z.string()).describe('Ids of options of the categories filter group'),
})
export type DistributorAttributes = z.infer<typeof DistributorAttributes>
export const DistributorResource = resource('distributors', DistributorAttributes)
export type DistributorResource = z.infer<typeof DistributorResource>

export const AdminDistributorAttributes = DistributorAttributes.extend({
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminDistributorAttributes = z.infer<typeof AdminDistributorAttributes>
export const AdminDistributorResource = resource('distributors', AdminDistributorAttributes)
export const AdminDistributorDocument = z.object({ data: AdminDistributorResource })
export const AdminDistributorListDocument = z.object({
  data: z.array(AdminDistributorResource),
  meta: ListMeta,
  links: Links,
})
export type AdminDistributorListDocument = z.infer<typeof AdminDistributorListDocument>

const SearchText = z
  .string({ error: says('filter[q] precisa ser um texto.', 'filter[q] must be text.') })
  .trim()
  .max(100, {
    error: says(
      'filter[q] pode ter no máximo 100 caracteres.',
      'filter[q] can be at most 100 characters long.',
    ),
  })
const CityFilter = z
  .string({ error: says('filter[city] precisa ser um texto.', 'filter[city] must be text.') })
  .trim()
  .min(1, { error: says('filter[city] não pode ser vazio.', 'filter[city] cannot be empty.') })
  .max(80, {
    error: says(
      'filter[city] pode ter no máximo 80 caracteres.',
      'filter[city] can be at most 80 characters long.',
    ),
  })

/** The back office's list: search (name, CNPJ, city), state, pages; by name. */
export const AdminDistributorQuery = PageQuery.extend({
  'filter[q]': SearchText.optional(),
  'filter[state]': StateFilter.optional(),
})
export type AdminDistributorQuery = z.input<typeof AdminDistributorQuery>

/** The storefront's list: every distributor matching the filters, by state, city and name. */
export const DistributorQuery = z.object({
  'filter[state]': StateFilter.optional(),
  'filter[city]': CityFilter.optional(),
  'filter[category]': CategoryId.optional(),
})
export type DistributorQuery = z.input<typeof DistributorQuery>

/** How many distributors a state (or a city) has, for the pickers; the category filter applies. */
export const PlaceCount = z.object({
  state: z.string(),
  city: z.string().optional(),
  count: z.number().int(),
})
export type PlaceCount = z.infer<typeof PlaceCount>
export const DistributorListDocument = z.object({
  data: z.array(DistributorResource),
  meta: ListMeta.extend({
    states: z.array(PlaceCount).describe('States with distributors (of the category, when filtered)'),
    cities: z.array(PlaceCount).describe('Their cities, by state'),
  }),
})
export type DistributorListDocument = z.infer<typeof DistributorListDocument>

/** The import's multipart text field besides `file`. */
export const DistributorImportFields = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: says('dryRun: use true ou false.', 'dryRun: use true or false.') })
    .transform((value) => value === 'true')
    .default(false),
})
export const DistributorImportAttributes = z.object({
  dryRun: z.boolean(),
  total: z.number().int().describe('Data rows in the file (header excluded)'),
  created: z.number().int().describe('On a dry run: would be created'),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  errors: z.array(ImportError),
})
export type DistributorImportAttributes = z.infer<typeof DistributorImportAttributes>
export const DistributorImportDocument = z.object({
  data: resource('distributor-imports', DistributorImportAttributes),
})
export type DistributorImportDocument = z.infer<typeof DistributorImportDocument>

export const DistributorExportQuery = z.object({
  format: z.enum(['csv', 'xlsx'], { error: says('format: use csv ou xlsx.', 'format: use csv or xlsx.') }),
})

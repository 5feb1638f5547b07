import { z } from 'zod'
import { writeDocument, type Label } from './customer-common'
import { resource } from './jsonapi'
import { says, saying } from './says'

/*
 * Size guides (issue 21): the gloves' hand sizes are the EN ISO 21420 table (fixed, in the web app); the brand's
 * own body-measure tables are data staff edit, one per id (`coverall`).
 */

export const SIZE_GUIDE_IDS = ['coverall'] as const
export const SIZE_GUIDE_ROWS_MAX = 30
export const SIZE_GUIDE_COLUMNS_MAX = 8
export const SIZE_GUIDE_CELL_MAX = 40

export const SizeGuideParams = z.object({
  id: z.enum(SIZE_GUIDE_IDS, {
    error: says(
      `A tabela de medidas é uma de: ${SIZE_GUIDE_IDS.join(', ')}.`,
      `The size guide is one of: ${SIZE_GUIDE_IDS.join(', ')}.`,
    ),
  }),
})
export type SizeGuideId = (typeof SIZE_GUIDE_IDS)[number]

const Header = ([language, english]: Label) =>
  z
    .string({
      error: says(`O título da coluna em ${language} é um texto.`, `The ${english} column title is a text.`),
    })
    .trim()
    .min(1, {
      error: says(`Dê um título à coluna em ${language}.`, `Give the column a title in ${english}.`),
    })
    .max(SIZE_GUIDE_CELL_MAX, {
      error: says(
        `O título da coluna em ${language} tem no máximo ${SIZE_GUIDE_CELL_MAX} caracteres.`,
        `The ${english} column title is at most ${SIZE_GUIDE_CELL_MAX} characters long.`,
      ),
    })

const Cell = z
  .string({ error: says('Cada célula é um texto.', 'Each cell is a text.') })
  .trim()
  .max(SIZE_GUIDE_CELL_MAX, {
    error: says(
      `Cada célula tem no máximo ${SIZE_GUIDE_CELL_MAX} caracteres.`,
      `Each cell is at most ${SIZE_GUIDE_CELL_MAX} characters long.`,
    ),
  })

export const SizeGuideAttributes = z
  .object(
    {
      columns: z
        .array(
          z.object(
            { pt: Header(['português', 'Portuguese']), en: Header(['inglês', 'English']) },
            { error: says('Cada coluna tem pt e en.', 'Each column has pt and en.') },
          ),
          {
            error: says('Envie as colunas da tabela.', "Send the table's columns."),
          },
        )
        .min(1, { error: says('A tabela tem ao menos uma coluna.', 'The table has at least one column.') })
        .max(SIZE_GUIDE_COLUMNS_MAX, {
          error: says(
            `A tabela tem no máximo ${SIZE_GUIDE_COLUMNS_MAX} colunas.`,
            `The table has at most ${SIZE_GUIDE_COLUMNS_MAX} columns.`,
          ),
        }),
      rows: z
        .array(
          z.array(Cell, {
            error: says('Cada linha é uma lista de células.', 'Each row is a list of cells.'),
          }),
          {
            error: says('Envie as linhas da tabela.', "Send the table's rows."),
          },
        )
        .min(1, { error: says('A tabela tem ao menos uma linha.', 'The table has at least one row.') })
        .max(SIZE_GUIDE_ROWS_MAX, {
          error: says(
            `A tabela tem no máximo ${SIZE_GUIDE_ROWS_MAX} linhas.`,
            `The table has at most ${SIZE_GUIDE_ROWS_MAX} rows.`,
          ),
        }),
    },
    { error: says('data.attributes tem columns e rows.', 'data.attributes has columns and rows.') },
  )
  .superRefine(({ columns, rows }, context) => {
    rows.forEach((row, index) => {
      if (row.length !== columns.length)
        context.addIssue({
          code: 'custom',
          path: ['rows', index],
          ...saying(
            `A linha ${index + 1} tem ${row.length} células; a tabela tem ${columns.length} colunas.`,
            `Row ${index + 1} has ${row.length} cells; the table has ${columns.length} columns.`,
          ),
        })
    })
  })
export type SizeGuideAttributes = z.infer<typeof SizeGuideAttributes>

export const SizeGuideResource = resource(
  'size-guides',
  z.object({
    columns: z.array(z.object({ pt: z.string(), en: z.string() })),
    rows: z.array(z.array(z.string())),
    updatedAt: z.string().nullable().describe('Null while the table is the default, never edited'),
  }),
)
export const SizeGuideDocument = z.object({ data: SizeGuideResource })
export type SizeGuideDocument = z.infer<typeof SizeGuideDocument>

/** What a page shows of a size guide: its columns and rows. */
export type SizeGuideTable = Pick<SizeGuideAttributes, 'columns' | 'rows'>
/** A size guide as the web app's API client flattens it (`{ data: { id, ...attributes } }`) to its table. */
export const sizeGuideTableOf = ({ data }: { data: SizeGuideTable }): SizeGuideTable => ({
  columns: data.columns,
  rows: data.rows,
})

export const UpdateSizeGuideRequest = writeDocument('size-guides', SizeGuideAttributes)
export type UpdateSizeGuideRequest = z.input<typeof UpdateSizeGuideRequest>

/** EN ISO 21420 hand sizes: size, hand circumference and hand length (mm). */
export const GLOVE_HAND_SIZES: readonly (readonly [size: string, circumference: number, length: number])[] = [
  ['6', 152, 160],
  ['7', 178, 171],
  ['8', 203, 182],
  ['9', 229, 192],
  ['10', 254, 204],
  ['11', 279, 215],
]

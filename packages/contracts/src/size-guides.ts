import { z } from 'zod'
import { writeDocument } from './customer-common'
import { resource } from './jsonapi'

/*
 * Size guides (issue 21): the gloves' hand sizes are the EN ISO 21420 table (fixed, in the web app); the brand's
 * own body-measure tables are data staff edit, one per id (`coverall`).
 */

export const SIZE_GUIDE_IDS = ['coverall'] as const
export const SIZE_GUIDE_ROWS_MAX = 30
export const SIZE_GUIDE_COLUMNS_MAX = 8
export const SIZE_GUIDE_CELL_MAX = 40

export const SizeGuideParams = z.object({
  id: z.enum(SIZE_GUIDE_IDS, { error: `A tabela de medidas é uma de: ${SIZE_GUIDE_IDS.join(', ')}.` }),
})
export type SizeGuideId = (typeof SIZE_GUIDE_IDS)[number]

const Header = (language: string) =>
  z
    .string({ error: `O título da coluna em ${language} é um texto.` })
    .trim()
    .min(1, { error: `Dê um título à coluna em ${language}.` })
    .max(SIZE_GUIDE_CELL_MAX, {
      error: `O título da coluna em ${language} tem no máximo ${SIZE_GUIDE_CELL_MAX} caracteres.`,
    })

const Cell = z
  .string({ error: 'Cada célula é um texto.' })
  .trim()
  .max(SIZE_GUIDE_CELL_MAX, { error: `Cada célula tem no máximo ${SIZE_GUIDE_CELL_MAX} caracteres.` })

export const SizeGuideAttributes = z
  .object(
    {
      columns: z
        .array(
          z.object({ pt: Header('português'), en: Header('inglês') }, { error: 'Cada coluna tem pt e en.' }),
          {
            error: 'Envie as colunas da tabela.',
          },
        )
        .min(1, { error: 'A tabela tem ao menos uma coluna.' })
        .max(SIZE_GUIDE_COLUMNS_MAX, { error: `A tabela tem no máximo ${SIZE_GUIDE_COLUMNS_MAX} colunas.` }),
      rows: z
        .array(z.array(Cell, { error: 'Cada linha é uma lista de células.' }), {
          error: 'Envie as linhas da tabela.',
        })
        .min(1, { error: 'A tabela tem ao menos uma linha.' })
        .max(SIZE_GUIDE_ROWS_MAX, { error: `A tabela tem no máximo ${SIZE_GUIDE_ROWS_MAX} linhas.` }),
    },
    { error: 'data.attributes tem columns e rows.' },
  )
  .superRefine(({ columns, rows }, context) => {
    rows.forEach((row, index) => {
      if (row.length !== columns.length)
        context.addIssue({
          code: 'custom',
          path: ['rows', index],
          message: `A linha ${index + 1} tem ${row.length} células; a tabela tem ${columns.length} colunas.`,
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

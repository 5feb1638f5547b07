import { z } from 'zod'
import { AdminProductQuery } from './products'
import { says } from '../says'

/*
 * The product spreadsheet: the columns of the export and, later, of the import. Defined once here because the
 * import must recognise a header in either language, whichever language the staff member who exported it used.
 */

export type SheetLocale = 'pt-BR' | 'en'

/** Multi-valued cells (option lists, norms, sizes, images) join their items with this. */
export const SHEET_LIST_SEPARATOR = '|'

/** The fixed columns, in the order the sheet shows them; secondary groups follow, one column each. */
export const PRODUCT_SHEET_COLUMNS = [
  { key: 'reference', pt: 'Referência', en: 'Reference' },
  { key: 'name', pt: 'Nome', en: 'Name' },
  { key: 'slug', pt: 'Endereço (slug)', en: 'Slug' },
  { key: 'shortDescription', pt: 'Resumo', en: 'Short description' },
  { key: 'description', pt: 'Descrição', en: 'Description' },
  { key: 'careInstructions', pt: 'Cuidados', en: 'Care instructions' },
  { key: 'nameEn', pt: 'Nome em inglês', en: 'Name (English)' },
  { key: 'shortDescriptionEn', pt: 'Resumo em inglês', en: 'Short description (English)' },
  { key: 'descriptionEn', pt: 'Descrição em inglês', en: 'Description (English)' },
  { key: 'careInstructionsEn', pt: 'Cuidados em inglês', en: 'Care instructions (English)' },
  { key: 'brand', pt: 'Marca', en: 'Brand' },
  { key: 'category', pt: 'Categoria', en: 'Category' },
  { key: 'family', pt: 'Família', en: 'Family' },
  { key: 'packaging', pt: 'Embalagem', en: 'Packaging' },
  { key: 'heights', pt: 'Alturas', en: 'Heights' },
  { key: 'riskTypes', pt: 'Tipos de risco', en: 'Risk types' },
  { key: 'segments', pt: 'Segmentos', en: 'Segments' },
  { key: 'materials', pt: 'Materiais', en: 'Materials' },
  { key: 'certificates', pt: 'Certificações', en: 'Certificates' },
  { key: 'caNumber', pt: 'Número do CA', en: 'CA number' },
  { key: 'caValidUntil', pt: 'Validade do CA', en: 'CA valid until' },
  { key: 'en388', pt: 'EN 388', en: 'EN 388' },
  { key: 'ansiCutLevel', pt: 'Nível de corte ANSI', en: 'ANSI cut level' },
  { key: 'norms', pt: 'Normas', en: 'Norms' },
  // `CAS; nível; minutos; degradação; norma; nome; nome em inglês`, results `|`-joined (decision 052).
  { key: 'chemicalResistance', pt: 'Resistência química', en: 'Chemical resistance' },
  { key: 'sizes', pt: 'Tamanhos', en: 'Sizes' },
  { key: 'isLancamento', pt: 'Lançamento', en: 'New release' },
  { key: 'popularity', pt: 'Popularidade', en: 'Popularity' },
  { key: 'published', pt: 'Publicado', en: 'Published' },
  { key: 'images', pt: 'Imagens', en: 'Images' },
  { key: 'datasheet', pt: 'Ficha técnica', en: 'Data sheet' },
] as const

export type ProductSheetKey = (typeof PRODUCT_SHEET_COLUMNS)[number]['key']

/**
 * A secondary group's column as files exported before issue 32 named it (`Secundário: glove.size` /
 * `Secondary: glove.size`): the import still reads these headers.
 */
export const secondarySheetColumn = (groupId: string) => ({
  key: `secondary.${groupId}`,
  pt: `Secundário: ${groupId}`,
  en: `Secondary: ${groupId}`,
})

export type SecondarySheetGroup = { id: string; titlePt: string; titleEn: string }

const foldHeader = (text: string) => text.trim().toLocaleLowerCase('pt-BR')

/**
 * The secondary groups' columns, headed by the groups' titles (`Tamanho da luva` / `Glove size`), never by
 * their ids. A title that another column already uses (a fixed column or an earlier group) gets the group's id
 * in parentheses, so that every header names one column and the import maps it back.
 */
export function secondarySheetColumns(groups: readonly SecondarySheetGroup[]): SheetColumn[] {
  const taken = new Set(
    PRODUCT_SHEET_COLUMNS.flatMap((column) => [foldHeader(column.pt), foldHeader(column.en)]),
  )
  return groups.map((group) => {
    const clash = [group.titlePt, group.titleEn].some((title) => taken.has(foldHeader(title)))
    const column = {
      key: `secondary.${group.id}`,
      pt: clash ? `${group.titlePt} (${group.id})` : group.titlePt,
      en: clash ? `${group.titleEn} (${group.id})` : group.titleEn,
    }
    taken.add(foldHeader(column.pt))
    taken.add(foldHeader(column.en))
    return column
  })
}

export type SheetColumn = { key: string; pt: string; en: string }

export const sheetHeader = (column: SheetColumn, locale: SheetLocale) =>
  locale === 'en' ? column.en : column.pt

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/** The export takes the admin list's filters and order, without its pages: every matching product. */
export const ProductExportQuery = AdminProductQuery.omit({ 'page[number]': true, 'page[size]': true }).extend(
  {
    format: z.enum(EXPORT_FORMATS, { error: says('format: use csv ou xlsx.', 'format: use csv or xlsx.') }),
  },
)
export type ProductExportQuery = z.input<typeof ProductExportQuery>

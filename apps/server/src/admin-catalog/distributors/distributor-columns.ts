import { DISTRIBUTOR_SHEET_COLUMNS, type DistributorSheetKey } from '@escudo/contracts'
import { badRequest } from '../../lib/errors'
import { headerColumns } from '../imports/import-columns'

/** A column of the distributor sheet: its key, where it is, and its header as written. */
export type DistributorColumn = { key: DistributorSheetKey; index: number; header: string }

const fold = (text: string) =>
  text
    .trim()
    .toLocaleLowerCase('pt-BR')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')

const KNOWN = new Map<string, DistributorSheetKey>(
  DISTRIBUTOR_SHEET_COLUMNS.flatMap((column) =>
    [column.pt, column.en, ...column.also].map((title) => [fold(title), column.key] as const),
  ),
)

/**
 * The header's columns in either language, whatever their order (accents and case aside), as the product
 * import reads its own; a sheet without the CNPJ, which identifies each distributor, is refused.
 */
export function distributorColumns(header: string[]): DistributorColumn[] {
  const columns = headerColumns(header, (title) => KNOWN.get(fold(title)), {
    'pt-BR': 'Use CNPJ, Nome, UF, Cidade, Endereço, Telefone, E-mail, Site e Categorias.',
    en: 'Use CNPJ, Name, State, City, Address, Phone, E-mail, Website and Categories.',
  })
  if (!columns.some((column) => column.key === 'cnpj'))
    throw badRequest(
      {
        'pt-BR': 'O cabeçalho não tem a coluna "CNPJ": é ela que identifica cada distribuidor.',
        en: 'The header has no "CNPJ" column: it is what identifies each distributor.',
      },
      { parameter: 'file' },
    )
  return columns
}

export { fold as foldHeader }

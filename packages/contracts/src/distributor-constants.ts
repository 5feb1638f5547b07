// Plain values with no zod, so the storefront's "Onde comprar" page can use them without the schemas.

/** The 27 federative units of Brazil (26 states and the Federal District), by their two-letter code. */
export const BRAZILIAN_STATES = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
} as const
export type BrazilianState = keyof typeof BRAZILIAN_STATES
export const STATE_CODES = Object.keys(BRAZILIAN_STATES) as BrazilianState[]

/** The filter group whose options a distributor carries. */
export const DISTRIBUTOR_CATEGORY_GROUP = 'categories'

/**
 * The distributor spreadsheet (import and export): one column per field, recognised in either language
 * (and `Estado`/`Site` spelled the other usual way). Lists join with `|` like the product sheet.
 */
export const DISTRIBUTOR_SHEET_COLUMNS = [
  { key: 'cnpj', pt: 'CNPJ', en: 'CNPJ', also: [] },
  { key: 'name', pt: 'Nome', en: 'Name', also: ['Razão social', 'Company'] },
  { key: 'state', pt: 'UF', en: 'State', also: ['Estado'] },
  { key: 'city', pt: 'Cidade', en: 'City', also: ['Município'] },
  { key: 'address', pt: 'Endereço', en: 'Address', also: [] },
  { key: 'phone', pt: 'Telefone', en: 'Phone', also: [] },
  { key: 'email', pt: 'E-mail', en: 'Email', also: ['Email', 'E-mail'] },
  { key: 'website', pt: 'Site', en: 'Website', also: ['Página'] },
  { key: 'categories', pt: 'Categorias', en: 'Categories', also: [] },
] as const
export type DistributorSheetKey = (typeof DISTRIBUTOR_SHEET_COLUMNS)[number]['key']

/** A distributor list is hundreds of rows: the import runs inside its request, up to these limits. */
export const DISTRIBUTOR_IMPORT_ROWS_MAX = 5000
export const DISTRIBUTOR_IMPORT_MAX_BYTES = 5 * 1024 * 1024

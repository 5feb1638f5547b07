import { SHEET_LIST_SEPARATOR, type ChemicalResult } from '@escudo/contracts'

/*
 * The spreadsheet's "Resistência química" cell (decision 052): one result per chemical, `|`-separated as every
 * list cell; each result's fields `;`-separated in a fixed order, the same in both languages:
 * `CAS; level; minutes; degradation %; standard; name; English name` — e.g.
 * `67-64-1; 2; 45; 20; EN 16523-1:2015; Acetona; Acetone | 64-17-5; ; ; 12.5; EN ISO 374-4:2019; Etanol; Ethanol`.
 * Empty fields are "not tested". Names are the standard's for its 18 letter chemicals, whatever the cell says.
 */

const FIELD_SEPARATOR = ';'
const FIELDS = ['cas', 'level', 'breakthroughMinutes', 'degradation', 'standard', 'name', 'nameEn'] as const
const NUMBERS = new Set<string>(['level', 'breakthroughMinutes', 'degradation'])

/** The results as the export writes them. */
export function chemicalCell(results: readonly ChemicalResult[]): string {
  return results
    .map((result) =>
      FIELDS.map((field) => (result[field] === null ? '' : String(result[field])))
        .join(`${FIELD_SEPARATOR} `)
        .trimEnd(),
    )
    .join(` ${SHEET_LIST_SEPARATOR} `)
}

/** A typed number as the contract reads it: `12,5` (Brazilian Excel) or `12.5`; anything else left as text. */
function cellNumber(text: string): number | string {
  const value = Number(text.replace(',', '.'))
  return Number.isFinite(value) ? value : text
}

/** A cell read back into results as typed, for the product contract to check (`import-cells.ts`). */
export function chemicalCellResults(cell: string): Record<string, unknown>[] {
  return cell
    .split(SHEET_LIST_SEPARATOR)
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .map((text) => {
      const values = text.split(FIELD_SEPARATOR).map((value) => value.trim())
      const result: Record<string, unknown> = {}
      FIELDS.forEach((field, index) => {
        const value = values[index] ?? ''
        if (value !== '') result[field] = NUMBERS.has(field) ? cellNumber(value) : value
      })
      return result
    })
}

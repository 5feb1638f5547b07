import { ProductQuerySchema, type ProductQuery } from '@escudo/contracts'
import { EMPTY_QUERY } from './catalog-query'

/** URLSearchParams as the schema expects them: a repeated parameter becomes an array. */
function searchToRecord(search: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {}
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key)
    record[key] = values.length === 1 ? values[0]! : values
  }
  return record
}

/**
 * The list's query from the address bar, with the server's own schema. A hand-edited link with one bad
 * parameter (an unknown group, `page[number]=two`) keeps the rest of its filters instead of failing whole.
 */
export function parseCatalogSearch(search: URLSearchParams): ProductQuery {
  const record = searchToRecord(search)
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const result = ProductQuerySchema.safeParse(record)
    if (result.success) return result.data
    for (const issue of result.error.issues) delete record[String(issue.path[0])]
  }
  return EMPTY_QUERY
}

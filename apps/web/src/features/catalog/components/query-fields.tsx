import { productQueryToString, type ProductQuery } from '@escudo/contracts'

/**
 * A list query as hidden fields of a GET form (the sort's, the search's): without JavaScript, sending the form
 * keeps the filters it does not change. The names and values are the address's own (`filter[brands]=a,b`), so
 * the server reads the form's address as it reads a link's (decision 047).
 */
export function QueryFields({ query }: { query: ProductQuery }) {
  return [...new URLSearchParams(productQueryToString(query))].map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ))
}

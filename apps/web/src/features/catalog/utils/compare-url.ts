/** The most products compared at once (a fifth is refused). Here, with no imports: the cards' toggle needs it. */
export const COMPARE_MAX = 4

/** The parameter of `/comparar?p=a,b,c` holding the compared products' slugs, in order. */
export const COMPARE_PARAM = 'p'

/** The slugs of the address (at most COMPARE_MAX, no repeats, no blanks). */
export function slugsOfSearch(search: URLSearchParams | string): string[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const slugs = (params.get(COMPARE_PARAM) ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean)
  return [...new Set(slugs)].slice(0, COMPARE_MAX)
}

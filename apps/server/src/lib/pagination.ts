/** `page[number]`/`page[size]` of a list request, and the filters to repeat in its links. */
export type PageRequest = { number: number; size: number; params?: Record<string, string | undefined> }

export const pageOffset = ({ number, size }: PageRequest) => (number - 1) * size

/** JSON:API `links` of a page: self, next and prev, keeping the filters. */
export function pageLinks(basePath: string, page: PageRequest, total: number) {
  const link = (number: number) => {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(page.params ?? {}))
      if (value !== undefined) search.set(key, value)
    search.set('page[number]', String(number))
    search.set('page[size]', String(page.size))
    return `${basePath}?${search.toString()}`
  }
  const last = Math.max(1, Math.ceil(total / page.size))
  return {
    self: link(page.number),
    next: page.number < last ? link(page.number + 1) : null,
    prev: page.number > 1 ? link(Math.min(page.number - 1, last)) : null,
  }
}

/** "Ana Souza" → "Ana S.": what the public sees of a customer. */
export function displayName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/)
  const last = rest.at(-1)
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first
}

/** `%`, `_` and `\` match literally in an ILIKE pattern. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

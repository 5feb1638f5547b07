/** A page number to link, or an ellipsis for the pages left out. */
export type PageWindowItem = number | 'gap'

/**
 * The pages a pager shows: the first and the last, the current one with one neighbour each side, and an
 * ellipsis for each run of pages left out. Always seven items once there are more than seven pages, so the
 * pager keeps its width while the reader moves through it (as Mantine's Pagination does with one sibling
 * and one boundary).
 */
export function pageWindow(current: number, total: number): PageWindowItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
  if (total <= 7) return range(1, total)
  if (current <= 4) return [...range(1, 5), 'gap', total]
  if (current >= total - 3) return [1, 'gap', ...range(total - 4, total)]
  return [1, 'gap', current - 1, current, current + 1, 'gap', total]
}

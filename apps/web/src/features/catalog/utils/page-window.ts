/** A page number to link, or an ellipsis for the pages left out. */
export type PageWindowItem = number | 'gap'

/**
 * The pages a pager shows: the first and the last, the current one with `siblings` neighbours each side, and
 * an ellipsis for each run of pages left out. Always the same number of items (seven with one neighbour, five
 * with none) once there are more pages, so the pager keeps its width while the reader moves through it (as
 * Mantine's Pagination does with one boundary).
 */
export function pageWindow(current: number, total: number, siblings = 1): PageWindowItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
  const size = 2 * siblings + 5
  if (total <= size) return range(1, total)
  if (current <= siblings + 3) return [...range(1, size - 2), 'gap', total]
  if (current >= total - siblings - 2) return [1, 'gap', ...range(total - size + 3, total)]
  return [1, 'gap', ...range(current - siblings, current + siblings), 'gap', total]
}

/** A pager item and the screens that show it: all, or only phones (`narrow`), or only wider ones (`wide`). */
export type PagerItem = { page: PageWindowItem; on?: 'narrow' | 'wide' }

/**
 * The pager's items for every width at once, so the server renders one list and CSS picks: wider screens show
 * the window with one neighbour each side of the current page; phones, short of room for seven 44 px
 * targets, the one without neighbours. Its pages are all in the wider window; only its ellipses differ.
 */
export function pagerItems(current: number, total: number): PagerItem[] {
  const narrow = new Set(pageWindow(current, total, 0))
  const items: PagerItem[] = []
  let lastWide = 0
  let lastNarrow = 0
  for (const page of pageWindow(current, total)) {
    if (page === 'gap') continue
    const inNarrow = narrow.has(page)
    const wideGap = page - lastWide > 1
    const narrowGap = inNarrow && page - lastNarrow > 1
    if (wideGap || narrowGap) items.push(wideGap === narrowGap ? { page: 'gap' } : gapOn(wideGap))
    items.push(inNarrow ? { page } : { page, on: 'wide' })
    lastWide = page
    if (inNarrow) lastNarrow = page
  }
  return items
}

const gapOn = (wide: boolean): PagerItem => ({ page: 'gap', on: wide ? 'wide' : 'narrow' })

import { useSyncExternalStore } from 'react'

/**
 * The products picked for comparison, in the browser and in localStorage (like the quote list), so the pick
 * survives a reload and other tabs see it through `storage`. Only reading and writing the picks lives here (in
 * every storefront page's first load, beside the cards' toggle); adding with its limit is compare-actions.ts,
 * loaded on the first click.
 */
/** A pick: its slug and name (Portuguese), with its English name when it has one (the tray names it in the page's language). */
export type ComparePick = { slug: string; name: string; en?: { name?: string } }

export const COMPARE_LIST_KEY = 'escudo.compare'
const EMPTY: ComparePick[] = []
let picks: ComparePick[] | null = null
const listeners = new Set<() => void>()

function read(): ComparePick[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(COMPARE_LIST_KEY) ?? '[]')
    return Array.isArray(parsed)
      ? parsed.filter((pick: ComparePick) => typeof pick?.slug === 'string' && typeof pick.name === 'string')
      : EMPTY
  } catch {
    return EMPTY
  }
}

const notify = () => listeners.forEach((listener) => listener())

export const comparePicks = (): ComparePick[] => (picks ??= typeof window === 'undefined' ? EMPTY : read())

export function setComparePicks(next: ComparePick[]) {
  picks = next
  try {
    localStorage.setItem(COMPARE_LIST_KEY, JSON.stringify(next))
  } catch {
    // Private mode or a full storage: the pick still works for this visit.
  }
  notify()
}

/** For tests: forget what was read, as a new page would. */
export const reloadComparePicks = () => {
  picks = null
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_LIST_KEY || event.key === null) {
      picks = read()
      notify()
    }
  }
  addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    removeEventListener('storage', onStorage)
  }
}

/** The picks; none on the server and in the first render. */
export const useComparePicks = (): ComparePick[] => useSyncExternalStore(subscribe, comparePicks, () => EMPTY)

import { useSyncExternalStore } from 'react'
import { COMPARE_MAX } from '../utils/compare-url'
import { comparePicks, setComparePicks, type ComparePick } from './compare-list'

/**
 * Changing the comparison's picks: at most COMPARE_MAX, a fifth refused (`refused`, which the tray shows until
 * dismissed or the picks change). Loaded on the first "Comparar" click and with the tray.
 */
let refused = false
const listeners = new Set<() => void>()
const setRefused = (value: boolean) => {
  refused = value
  listeners.forEach((listener) => listener())
}

export const compareList = {
  picks: comparePicks,
  has: (slug: string) => comparePicks().some((pick) => pick.slug === slug),
  add(pick: ComparePick): 'added' | 'present' | 'full' {
    const picks = comparePicks()
    if (compareList.has(pick.slug)) return 'present'
    if (picks.length >= COMPARE_MAX) {
      setRefused(true)
      return 'full'
    }
    setRefused(false)
    const english = pick.en?.name ? { en: { name: pick.en.name } } : {}
    setComparePicks([...picks, { slug: pick.slug, name: pick.name, ...english }])
    return 'added'
  },
  remove(slug: string) {
    setRefused(false)
    setComparePicks(comparePicks().filter((pick) => pick.slug !== slug))
  },
  toggle(pick: ComparePick): 'added' | 'present' | 'full' | 'removed' {
    if (!compareList.has(pick.slug)) return compareList.add(pick)
    compareList.remove(pick.slug)
    return 'removed'
  },
  dismissRefusal: () => setRefused(false),
  clear() {
    setRefused(false)
    setComparePicks([])
  },
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the last pick was refused (a fifth). */
export const useCompareRefused = () =>
  useSyncExternalStore(
    subscribe,
    () => refused,
    () => false,
  )

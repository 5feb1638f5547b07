import { ESTIMATE_LINES_MAX, ESTIMATE_QUANTITY_MAX } from '@escudo/contracts'
import { useSyncExternalStore } from 'react'
import { storageSubscription } from '../utils/storage-subscription'

/** One line of the quote list: a product in one size (the same product in two sizes is two lines). */
export type QuoteLine = {
  key: string
  productId: string
  slug: string
  name: string
  /** Its English name, when it has one (the list names it in the page's language). */
  en?: { name?: string }
  reference: string
  image: { url: string; alt: string } | null
  /** The sizes the product comes in, so the list can change the size without loading the product. */
  sizes: string[]
  size: string | null
  quantity: number
  note: string
}
export type NewQuoteLine = Omit<QuoteLine, 'key' | 'note'> & { note?: string }

export const QUOTE_LIST_KEY = 'escudo.quoteList'
const EMPTY: QuoteLine[] = []

const lineKey = (productId: string, size: string | null) => `${productId}:${size ?? ''}`
const clampQuantity = (quantity: number) =>
  Math.min(ESTIMATE_QUANTITY_MAX, Math.max(1, Math.round(Number.isFinite(quantity) ? quantity : 1)))

function isLine(value: unknown): value is QuoteLine {
  const line = value as Partial<QuoteLine> | null
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.productId === 'string' &&
    typeof line.slug === 'string' &&
    typeof line.name === 'string' &&
    typeof line.quantity === 'number' &&
    Array.isArray(line.sizes)
  )
}

function read(): QuoteLine[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(QUOTE_LIST_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return EMPTY
    return parsed.filter(isLine).map((line) => ({
      ...line,
      key: lineKey(line.productId, line.size ?? null),
      reference: line.reference ?? '',
      image: line.image ?? null,
      en: typeof line.en?.name === 'string' ? { name: line.en.name } : undefined,
      size: line.size ?? null,
      note: line.note ?? '',
      quantity: clampQuantity(line.quantity),
    }))
  } catch {
    return EMPTY
  }
}

/**
 * The quote list lives in the browser (guests build one too) and in localStorage, so it survives a
 * reload and follows the customer to the login and back; other tabs see changes through `storage`.
 */
let lines: QuoteLine[] | null = null
const listeners = new Set<() => void>()

function current(): QuoteLine[] {
  if (lines === null) lines = typeof window === 'undefined' ? EMPTY : read()
  return lines
}

function write(next: QuoteLine[]) {
  lines = next
  try {
    if (next.length === 0) window.localStorage.removeItem(QUOTE_LIST_KEY)
    else window.localStorage.setItem(QUOTE_LIST_KEY, JSON.stringify(next))
  } catch {
    // Private mode or a full storage: the list still works for this visit.
  }
  for (const listener of listeners) listener()
}

const subscribe = storageSubscription(QUOTE_LIST_KEY, listeners, () => {
  lines = read()
})

export const quoteList = {
  lines: current,
  /** Adds the product in that size, or adds the quantity to the line already there. */
  add(line: NewQuoteLine): 'added' | 'increased' | 'full' {
    const key = lineKey(line.productId, line.size)
    const list = current()
    const existing = list.find((each) => each.key === key)
    if (existing) {
      write(
        list.map((each) =>
          each.key === key ? { ...each, quantity: clampQuantity(each.quantity + line.quantity) } : each,
        ),
      )
      return 'increased'
    }
    if (list.length >= ESTIMATE_LINES_MAX) return 'full'
    write([...list, { note: '', ...line, key, quantity: clampQuantity(line.quantity) }])
    return 'added'
  },
  update(key: string, change: Partial<Pick<QuoteLine, 'quantity' | 'size' | 'note'>>) {
    const list = current()
    const line = list.find((each) => each.key === key)
    if (!line) return
    const next = { ...line, ...change }
    next.quantity = clampQuantity(next.quantity)
    next.key = lineKey(next.productId, next.size)
    // Changing the size onto a size already listed merges the two lines.
    const twin = next.key !== key ? list.find((each) => each.key === next.key) : undefined
    if (twin) {
      write(
        list
          .filter((each) => each.key !== key)
          .map((each) =>
            each.key === twin.key
              ? { ...each, quantity: clampQuantity(each.quantity + next.quantity) }
              : each,
          ),
      )
      return
    }
    write(list.map((each) => (each.key === key ? next : each)))
  },
  remove(key: string) {
    write(current().filter((each) => each.key !== key))
  },
  clear() {
    write([])
  },
  /** For tests: forget what was read, as a new page would. */
  reload() {
    lines = null
  },
}

export function useQuoteList(): QuoteLine[] {
  return useSyncExternalStore(subscribe, current, () => EMPTY)
}

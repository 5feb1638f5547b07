import { useSyncExternalStore } from 'react'
import { storageSubscription } from '../utils/storage-subscription'

export const QUOTE_MESSAGE_KEY = 'escudo.quoteMessage'

/**
 * The quote's message is kept as its lines are (quote-list.ts): in localStorage, so it survives the forced
 * sign-in or registration, a reload, and a confirmation link opened in another tab. The session storage it
 * used before was this tab's only, and a component's state was read once, before hydration could show it.
 */
let message: string | null = null
const listeners = new Set<() => void>()

function read(): string {
  try {
    return window.localStorage.getItem(QUOTE_MESSAGE_KEY) ?? ''
  } catch {
    return ''
  }
}

function current(): string {
  if (message === null) message = typeof window === 'undefined' ? '' : read()
  return message
}

const subscribe = storageSubscription(QUOTE_MESSAGE_KEY, listeners, () => {
  message = read()
})

export const quoteMessage = {
  text: current,
  set(text: string) {
    message = text
    try {
      if (text) window.localStorage.setItem(QUOTE_MESSAGE_KEY, text)
      else window.localStorage.removeItem(QUOTE_MESSAGE_KEY)
    } catch {
      // Private mode or a full storage: the message lives as long as the page.
    }
    for (const listener of listeners) listener()
  },
  /** For tests: forget what was read, as a new page would. */
  reload() {
    message = null
  },
}

/** The message typed so far; empty on the server and while hydrating, then the stored one. */
export function useQuoteMessage(): string {
  return useSyncExternalStore(subscribe, current, () => '')
}

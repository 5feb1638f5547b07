import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/**
 * False on the server and while the browser hydrates what the server sent (React reads the server
 * snapshot then), true from the next render on. For what the server cannot know, such as who is signed
 * in: render a neutral placeholder first, so the page neither shows a wrong state nor mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

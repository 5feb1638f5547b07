/**
 * The `subscribe` of a store kept in localStorage (for `useSyncExternalStore`): it adds the listener, and
 * when another tab changes `key` (or clears the storage) it re-reads the store and tells every listener.
 */
export function storageSubscription(key: string, listeners: Set<() => void>, reread: () => void) {
  return (listener: () => void) => {
    listeners.add(listener)
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key && event.key !== null) return
      reread()
      for (const each of listeners) each()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }
}

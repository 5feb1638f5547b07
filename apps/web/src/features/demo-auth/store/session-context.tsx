import { createContext, type ReactNode, use, useSyncExternalStore } from 'react'
import type { Session, SessionStore } from './session-store'

const SessionContext = createContext<SessionStore | null>(null)

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext value={store}>{children}</SessionContext>
}

export function useSessionStore(): SessionStore {
  const store = use(SessionContext)
  if (!store) throw new Error('useSessionStore must be used inside a SessionProvider')
  return store
}

/** The logged-in demo user and tokens, or null; re-renders on login, refresh and logout. */
export function useSession(): Session | null {
  const store = useSessionStore()
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

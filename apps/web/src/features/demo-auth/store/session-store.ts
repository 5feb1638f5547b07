import type { DemoUserData, LoginBody } from '@escudo/demo-api'

export type Session = LoginBody

export type SessionStore = {
  get: () => Session | null
  set: (session: Session) => void
  clear: () => void
  subscribe: (listener: () => void) => () => void
}

const KEYS = {
  userData: 'escudo.dashboard.userData',
  accessToken: 'escudo.dashboard.accessToken',
  refreshToken: 'escudo.dashboard.refreshToken',
} as const

function read(storage: Storage): Session | null {
  try {
    const raw = storage.getItem(KEYS.userData)
    const accessToken = storage.getItem(KEYS.accessToken)
    if (!raw || !accessToken) return null
    const userData = JSON.parse(raw) as DemoUserData
    if (!Array.isArray(userData?.ability)) return null
    return { userData, accessToken, refreshToken: storage.getItem(KEYS.refreshToken) ?? '' }
  } catch {
    // Unreadable storage or a damaged value: treated as logged out.
    return null
  }
}

/**
 * The demo login's tokens and user, kept in localStorage as the template does, so a reload stays logged
 * in. One object per page load; React reads it through useSyncExternalStore.
 */
export function createSessionStore(storage: Storage = localStorage): SessionStore {
  let session = read(storage)
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  return {
    get: () => session,
    set(next) {
      session = next
      try {
        storage.setItem(KEYS.userData, JSON.stringify(next.userData))
        storage.setItem(KEYS.accessToken, next.accessToken)
        storage.setItem(KEYS.refreshToken, next.refreshToken)
      } catch {
        // Not remembered across reloads; still logged in for this visit.
      }
      notify()
    },
    clear() {
      session = null
      try {
        Object.values(KEYS).forEach((key) => storage.removeItem(key))
      } catch {
        // Nothing stored to clear.
      }
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** Seconds since the epoch at which a JWT expires, or 0 when it cannot be read. */
export function tokenExpiry(token: string): number {
  try {
    const payload = token.split('.')[1] ?? ''
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const exp = (JSON.parse(json) as { exp?: unknown }).exp
    return typeof exp === 'number' ? exp : 0
  } catch {
    return 0
  }
}

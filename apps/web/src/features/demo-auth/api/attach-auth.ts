import type { LoginBody } from '@escudo/demo-api'
import { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig, isAxiosError } from 'axios'
import { type SessionStore, tokenExpiry } from '../store/session-store'

type Options = {
  /** The clock, in milliseconds; tests move it forward past the tokens' lifetime. */
  now?: () => number
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on a call replayed after a refresh, so a second 401 is final rather than a loop. */
    replayedAfterRefresh?: boolean
  }
}

const REFRESH_URL = '/jwt/refresh-token'
/** Refresh a little before the access token runs out, so a call never leaves with a dying token. */
const EXPIRY_MARGIN_SECONDS = 10

const isAuthCall = (config: InternalAxiosRequestConfig) => (config.url ?? '').startsWith('/jwt/')

/**
 * Signs every template call with the access token and keeps the session alive: an expired token is
 * refreshed before the call, and a 401 answer triggers one refresh after which the call is replayed.
 * Calls that need a refresh while one is under way wait for it: only one refresh is ever in flight.
 * When the refresh fails the session is cleared, and the guard sends the user to the login page.
 */
export function attachAuth(instance: AxiosInstance, store: SessionStore, { now = Date.now }: Options = {}) {
  let refreshing: Promise<string | null> | null = null

  const refresh = (): Promise<string | null> => {
    refreshing ??= (async () => {
      const refreshToken = store.get()?.refreshToken
      if (!refreshToken) {
        store.clear()
        return null
      }
      try {
        const { data } = await instance.post<LoginBody>(REFRESH_URL, { refreshToken })
        store.set(data)
        return data.accessToken
      } catch {
        store.clear()
        return null
      }
    })().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  const requestId = instance.interceptors.request.use(async (config) => {
    if (isAuthCall(config)) return config
    let token = store.get()?.accessToken
    if (token && tokenExpiry(token) - EXPIRY_MARGIN_SECONDS <= now() / 1000)
      token = (await refresh()) ?? undefined
    if (token) config.headers.set('Authorization', `Bearer ${token}`)
    return config
  })

  const responseId = instance.interceptors.response.use(undefined, async (error: unknown) => {
    const config = isAxiosError(error) ? error.config : undefined
    if (
      !config ||
      (error as AxiosError).response?.status !== 401 ||
      isAuthCall(config) ||
      config.replayedAfterRefresh
    ) {
      throw error
    }
    const token = await refresh()
    if (!token) throw error
    return instance.request({ ...config, replayedAfterRefresh: true })
  })

  return () => {
    instance.interceptors.request.eject(requestId)
    instance.interceptors.response.eject(responseId)
  }
}

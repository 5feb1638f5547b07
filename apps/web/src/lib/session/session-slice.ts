import type { ApiError, SessionTokens, UserAttributes } from '@escudo/contracts'
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { readRefreshToken } from './refresh-token-storage'

export type SessionUser = UserAttributes & { id: string }

/** `restoring`: a refresh token was stored and is being traded for a session (at start). */
export type SessionStatus = 'restoring' | 'authenticated' | 'anonymous'

/** What a failed auth call left, in the API's error shape (serialisable). */
export type AuthFailure = {
  status: number | string
  errors: ApiError[]
  retryAfter?: number
}

export type SessionState = {
  status: SessionStatus
  user: SessionUser | null
  /** In memory only: a reload trades the refresh token for a new one. */
  accessToken: string | null
  refreshToken: string | null
  /** Last failure of login, forgot password or reset password (seed section 4). */
  error: AuthFailure | null
  registerSucceeded: boolean
  registerFailed: boolean
  /** The "mail-valid" flag: whether the email typed in the register form is free (null: not checked). */
  mailValid: boolean | null
  /** The session ended because the server refused to renew it, not because the user signed out. */
  expired: boolean
  /** The user signed out (here or in another tab): the header says so and takes the focus back. */
  signedOut: boolean
}

const initialState = (): SessionState => {
  const refreshToken = readRefreshToken()
  return {
    status: refreshToken ? 'restoring' : 'anonymous',
    user: null,
    accessToken: null,
    refreshToken,
    error: null,
    registerSucceeded: false,
    registerFailed: false,
    mailValid: null,
    expired: false,
    signedOut: false,
  }
}

type Started = { user: SessionUser; tokens: SessionTokens }

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /**
     * The login form opened: the previous attempt's error goes (seed: "init-login clears user and
     * error"). A signed-in user never sees the form (the page sends them on), so the user is cleared
     * only when there is no session behind it.
     */
    loginInitialized(state) {
      state.error = null
      if (state.status !== 'authenticated') state.user = null
    },
    registerInitialized(state) {
      state.registerSucceeded = false
      state.registerFailed = false
      state.mailValid = null
    },
    /** Login, register, refresh and a password change all answer a user and a new pair of tokens. */
    sessionStarted(state, { payload }: PayloadAction<Started>) {
      state.status = 'authenticated'
      state.user = payload.user
      state.accessToken = payload.tokens.accessToken
      state.refreshToken = payload.tokens.refreshToken
      state.error = null
      state.expired = false
      state.signedOut = false
    },
    userUpdated(state, { payload }: PayloadAction<SessionUser>) {
      state.user = payload
    },
    authFailed(state, { payload }: PayloadAction<AuthFailure>) {
      state.error = payload
    },
    /** Forgot and reset password answer no user (202, 204): success clears the error. */
    authSucceeded(state) {
      state.error = null
    },
    registerSettled(state, { payload }: PayloadAction<{ ok: boolean }>) {
      state.registerSucceeded = payload.ok
      state.registerFailed = !payload.ok
    },
    mailValidityChanged(state, { payload }: PayloadAction<boolean | null>) {
      state.mailValid = payload
    },
    /** Signed out, or the refresh token was refused (`expired`). */
    sessionEnded(state, { payload }: PayloadAction<{ expired: boolean }>) {
      state.status = 'anonymous'
      state.user = null
      state.accessToken = null
      state.refreshToken = null
      state.expired = payload.expired
      state.signedOut = !payload.expired
    },
    /**
     * Another tab signed in as someone else (session-channel.ts): this tab's user goes at once, and the
     * stored refresh token, now the new user's, is restored as at start. The token in the slice is left
     * alone: clearing it would remove the new user's from storage (sync-session.ts).
     */
    sessionHandedOver(state) {
      state.status = 'restoring'
      state.user = null
      state.accessToken = null
      state.error = null
      state.expired = false
      state.signedOut = false
    },
    /** The stored token could not be traded (network down): carry on signed out, keep it for a reload. */
    restoreAbandoned(state) {
      if (state.status === 'restoring') state.status = 'anonymous'
    },
  },
})

export const {
  loginInitialized,
  registerInitialized,
  sessionStarted,
  userUpdated,
  authFailed,
  authSucceeded,
  registerSettled,
  mailValidityChanged,
  sessionEnded,
  sessionHandedOver,
  restoreAbandoned,
} = sessionSlice.actions

export const sessionReducer = sessionSlice.reducer

type WithSession = { session: SessionState }
export const selectSession = (state: WithSession) => state.session
export const selectUser = (state: WithSession) => state.session.user
export const selectSessionStatus = (state: WithSession) => state.session.status
export const selectAccessToken = (state: WithSession) => state.session.accessToken

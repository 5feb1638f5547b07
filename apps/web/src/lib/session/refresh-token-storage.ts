/**
 * The refresh token survives a reload in localStorage (the access token stays
 * in memory only). The trade-off against XSS is written down in
 * docs/decisions/007-web-session.md.
 */
export const REFRESH_TOKEN_KEY = 'escudo.refreshToken'

export function readRefreshToken(): string | null {
  try {
    return localStorage.getItem(REFRESH_TOKEN_KEY)
  } catch {
    // Storage blocked (strict privacy settings): the session lasts as long as the page.
    return null
  }
}

export function writeRefreshToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(REFRESH_TOKEN_KEY, token)
    else localStorage.removeItem(REFRESH_TOKEN_KEY)
  } catch {
    // See readRefreshToken.
  }
}

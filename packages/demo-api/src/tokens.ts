import { jwtVerify, SignJWT } from 'jose'

/** Both tokens live 10 minutes (seed constants). */
export const TOKEN_LIFETIME_SECONDS = 10 * 60

// A simulation signs with constants: nothing here guards real data. Two keys, so an access token can
// never be passed off as a refresh token.
const encoder = new TextEncoder()
const keys = {
  access: encoder.encode('escudo-demo-api/access-token/not-a-secret-only-a-simulation'),
  refresh: encoder.encode('escudo-demo-api/refresh-token/not-a-secret-only-a-simulation'),
}

export type TokenKind = keyof typeof keys

/** A real HS256 JWT with payload `{ id, iat, exp }`, its times taken from the injected clock. */
export function signToken(kind: TokenKind, id: number, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({ id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(keys[kind])
}

/** The account id inside a valid, unexpired token of that kind; undefined for anything else. */
export async function verifyToken(kind: TokenKind, token: string, now: Date): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(token, keys[kind], { algorithms: ['HS256'], currentDate: now })
    return typeof payload.id === 'number' ? payload.id : undefined
  } catch {
    return undefined
  }
}

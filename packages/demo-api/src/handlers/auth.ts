import { z } from 'zod'
import { MANAGE_ALL, type DemoAccount, type DemoUserData } from '../data/demo-accounts'
import { HttpError, ok, type DemoResponse } from '../http'
import type { LoginBody, RegisterBody } from '../responses'
import type { Route } from '../router'
import { nextId, type DemoState } from '../state'
import { signToken, verifyToken } from '../tokens'
import { validate } from '../validation'

const LoginBody = z.object({ email: z.string(), password: z.string() })
const RegisterBody = z.object({
  email: z.email({ error: 'must be an e-mail address' }),
  password: z.string().min(1, { error: 'is required' }),
  username: z.string().trim().min(1, { error: 'is required' }),
})
const RefreshBody = z.object({ refreshToken: z.string() })

/** An account as answers show it: never with its password. */
function userData(state: DemoState, { password: _password, ...account }: DemoAccount): DemoUserData {
  return { ...account, extras: { eCommerceCartItemsCount: state.cart.length } }
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

async function session(state: DemoState, account: DemoAccount, now: Date): Promise<DemoResponse> {
  return ok({
    userData: userData(state, account),
    accessToken: await signToken('access', account.id, now),
    refreshToken: await signToken('refresh', account.id, now),
  } satisfies LoginBody)
}

export const authRoutes: Route[] = [
  {
    method: 'POST',
    path: '/jwt/login',
    handler: async ({ state, body, now }) => {
      const { email, password } = validate(LoginBody, body(), 'body')
      const account = state.accounts.find((candidate) => sameEmail(candidate.email, email))
      if (!account || account.password !== password) {
        throw new HttpError(400, { email: 'Email or Password is Invalid' })
      }
      try {
        return await session(state, account, now())
      } catch {
        throw new HttpError(400, { email: 'Something went wrong' })
      }
    },
  },
  {
    method: 'POST',
    path: '/jwt/register',
    handler: async ({ state, body, now }) => {
      const { email, password, username } = validate(RegisterBody, body(), 'body')
      const error = {
        ...(state.accounts.some((account) => sameEmail(account.email, email)) && {
          email: 'This email is already in use.',
        }),
        ...(state.accounts.some((account) => account.username === username) && {
          username: 'This username is already in use.',
        }),
      }
      // The template reads conflicts from a 200 answer, not from an error status.
      if (Object.keys(error).length > 0) return ok({ error } satisfies RegisterBody)
      const account: DemoAccount = {
        id: nextId(state.accounts),
        fullName: '',
        username,
        password,
        avatar: '',
        email: email.trim(),
        role: 'admin',
        ability: MANAGE_ALL.map((rule) => ({ ...rule })),
        extras: { eCommerceCartItemsCount: 0 },
      }
      state.accounts.push(account)
      const accessToken = await signToken('access', account.id, now())
      return ok({ user: userData(state, account), accessToken } satisfies RegisterBody)
    },
  },
  {
    method: 'POST',
    path: '/jwt/refresh-token',
    handler: async ({ state, body, now }) => {
      const { refreshToken } = validate(RefreshBody, body(), 'body')
      const id = await verifyToken('refresh', refreshToken, now())
      const account = state.accounts.find((candidate) => candidate.id === id)
      if (!account) throw new HttpError(401, 'Invalid refresh token')
      return session(state, account, now())
    },
  },
]

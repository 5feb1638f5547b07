import type { LoginBody, LoginErrorBody, RegisterBody } from '@escudo/demo-api'
import { type AxiosInstance, isAxiosError } from 'axios'

export type Credentials = { email: string; password: string }
export type Registration = Credentials & { username: string }
export type FieldErrors = Partial<Record<'email' | 'username' | 'password', string>>

export type AuthResult =
  { session: LoginBody; errors?: undefined } | { session?: undefined; errors: FieldErrors }

/** The field errors a 400 answer names, or a general one for anything else (no network, 500). */
function fieldErrors(error: unknown): FieldErrors {
  if (isAxiosError<LoginErrorBody>(error) && typeof error.response?.data?.error === 'object') {
    return error.response.data.error
  }
  throw error
}

export async function logIn(http: AxiosInstance, credentials: Credentials): Promise<AuthResult> {
  try {
    const { data } = await http.post<LoginBody>('/jwt/login', credentials)
    return { session: data }
  } catch (error) {
    return { errors: fieldErrors(error) }
  }
}

/**
 * The template answers a taken email or username with 200 and `{ error }`. A new account gets no refresh
 * token from /jwt/register, so we log it in right away to start a full session.
 */
export async function register(http: AxiosInstance, registration: Registration): Promise<AuthResult> {
  let data: RegisterBody
  try {
    data = (await http.post<RegisterBody>('/jwt/register', registration)).data
  } catch (error) {
    return { errors: fieldErrors(error) }
  }
  if ('error' in data) return { errors: data.error }
  return logIn(http, { email: registration.email, password: registration.password })
}

/** The documented messages of the demo login, as translation keys; anything else is shown as sent. */
const KNOWN_MESSAGES: Record<string, string> = {
  'Email or Password is Invalid': 'auth.errors.invalid',
  'This email is already in use.': 'auth.errors.emailTaken',
  'This username is already in use.': 'auth.errors.usernameTaken',
  'Something went wrong': 'auth.errors.failed',
}

export function translateErrors(errors: FieldErrors, t: (key: string) => string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const key = message ? KNOWN_MESSAGES[message] : undefined
      return [field, key ? t(key) : message]
    }),
  )
}

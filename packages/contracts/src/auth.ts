import { z } from 'zod'
import {
  CompanyName,
  Cnpj,
  CurrentPassword,
  Email,
  Locale,
  optionalField,
  Password,
  PersonName,
  Phone,
  Role,
} from './common'
import { jsonApiDocument } from './customer-common'
import { resource } from './jsonapi'
import { says } from './says'

/** Account documents name no resource: `{ data: { type, attributes } }`, without `id`. */
const writeDocument = <T extends string, A extends z.ZodType>(type: T, attributes: A) =>
  jsonApiDocument(type, attributes, {})

export const RegisterRequest = writeDocument(
  'users',
  z.object({
    name: PersonName,
    email: Email,
    password: Password,
    company: optionalField(CompanyName),
    cnpj: optionalField(Cnpj),
    phone: optionalField(Phone),
    locale: Locale.optional(),
  }),
)
export type RegisterRequest = z.input<typeof RegisterRequest>

export const LoginRequest = writeDocument('sessions', z.object({ email: Email, password: CurrentPassword }))
export type LoginRequest = z.input<typeof LoginRequest>

export const RefreshToken = z
  .string({ error: says('Informe o refreshToken.', 'Send the refreshToken.') })
  .min(1, { error: says('Informe o refreshToken.', 'Send the refreshToken.') })
  .max(200, { error: says('O refreshToken não é válido.', 'The refreshToken is not valid.') })

/** Refresh and logout. */
export const SessionTokenRequest = writeDocument('sessions', z.object({ refreshToken: RefreshToken }))
export type SessionTokenRequest = z.input<typeof SessionTokenRequest>

export const ForgotPasswordRequest = writeDocument('password-resets', z.object({ email: Email }))
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>

export const ResetPasswordRequest = writeDocument(
  'password-resets',
  z.object({
    token: z
      .string({ error: says('O link de redefinição não é válido.', 'The reset link is not valid.') })
      .min(1, { error: says('O link de redefinição não é válido.', 'The reset link is not valid.') })
      .max(200, { error: says('O link de redefinição não é válido.', 'The reset link is not valid.') }),
    password: Password,
  }),
)
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>

export const EmailAvailabilityQuery = z.object({ email: Email })
export const EmailAvailabilityResponse = z.object({ meta: z.object({ available: z.boolean() }) })
export type EmailAvailabilityResponse = z.infer<typeof EmailAvailabilityResponse>

export const UserAttributes = z.object({
  name: z.string(),
  email: z.string(),
  role: Role,
  company: z.string().nullable(),
  cnpj: z.string().nullable(),
  phone: z.string().nullable(),
  locale: Locale,
  createdAt: z.string().describe('ISO 8601'),
})
export type UserAttributes = z.infer<typeof UserAttributes>

export const UserResource = resource('users', UserAttributes)
export type UserResource = z.infer<typeof UserResource>

export const SessionTokens = z.object({
  accessToken: z.string().describe('JWT (HS256) to send as `Authorization: Bearer …`'),
  refreshToken: z.string().describe('Single use: trade it at /auth/refresh for a new pair'),
  expiresIn: z.number().int().describe('Seconds until the access token expires'),
})
export type SessionTokens = z.infer<typeof SessionTokens>

/** Register, login and refresh answer the user and a fresh pair of tokens. */
export const AuthResponse = z.object({ data: UserResource, meta: SessionTokens })
export type AuthResponse = z.infer<typeof AuthResponse>

export const MeResponse = z.object({
  data: UserResource,
  /** Present after a password change: the other sessions were closed and this one renewed. */
  meta: SessionTokens.optional(),
})
export type MeResponse = z.infer<typeof MeResponse>

export const UpdateMeRequest = writeDocument(
  'users',
  z
    .object({
      name: PersonName.optional(),
      company: optionalField(CompanyName),
      cnpj: optionalField(Cnpj),
      phone: optionalField(Phone),
      locale: Locale.optional(),
      password: Password.optional(),
      currentPassword: CurrentPassword.optional(),
    })
    .refine((attributes) => !attributes.password || attributes.currentPassword, {
      path: ['currentPassword'],
      error: says('Informe a senha atual para trocar a senha.', 'Enter your current password to change it.'),
    }),
)
export type UpdateMeRequest = z.input<typeof UpdateMeRequest>

/** The same answer whether or not the email has an account. */
export const ForgotPasswordResponse = z.object({ meta: z.object({ message: z.string() }) })
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>

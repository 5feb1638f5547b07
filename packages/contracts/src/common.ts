import { z } from 'zod'
import { isCommonPassword } from './common-passwords'
import { isValidCnpj, normalizeCnpj } from './cnpj'
import { normalizeBrazilianPhone } from './phone'
import { STAFF_ROLES } from './staff-roles'

/**
 * Small reusable pieces. The message a user sees lives inside the schema so that
 * the web form and the server route report the same thing for the same mistake.
 */

export const Email = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .min(3, { error: 'O e-mail é muito curto.' })
  // RFC 5321 caps a forward path at 256 octets, of which 254 are the address.
  .max(254, { error: 'O e-mail é muito longo.' })
  .pipe(z.email({ error: 'O e-mail não é válido.' }))
  // Emails are case-insensitive for us: store and compare them lower-cased.
  .transform((value) => value.toLowerCase())

export const Password = z
  .string({ error: 'Informe a senha.' })
  // `abort` keeps it to one message per field: a short password is not also "common".
  .min(10, { error: 'A senha precisa ter pelo menos 10 caracteres.', abort: true })
  // scrypt hashes any length, but an unbounded input is a cheap way to burn CPU.
  .max(200, { error: 'A senha pode ter no máximo 200 caracteres.', abort: true })
  .refine((value) => !isCommonPassword(value), {
    error: 'Esta senha é muito comum. Escolha outra, mais difícil de adivinhar.',
  })

/** A password typed to prove who you are: any stored password, whatever the rules were then. */
export const CurrentPassword = z
  .string({ error: 'Informe a senha.' })
  .min(1, { error: 'Informe a senha.' })
  .max(200, { error: 'A senha pode ter no máximo 200 caracteres.' })

// PostgreSQL refuses NUL in text, and no name needs a tab, newline or other control character.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
const noControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value)

export const PersonName = z
  .string({ error: 'Informe o nome.' })
  .trim()
  .min(2, { error: 'O nome precisa ter pelo menos 2 caracteres.', abort: true })
  .max(120, { error: 'O nome pode ter no máximo 120 caracteres.', abort: true })
  .refine(noControlCharacters, { error: 'O nome tem caracteres que não são permitidos.' })

export const Slug = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use letras minúsculas, números e hífens.' })

export const Id = z.string().min(1).max(64)

export const StaffRole = z.enum(STAFF_ROLES, { error: 'Função desconhecida: use admin, catalogue ou sales.' })
export type StaffRole = z.infer<typeof StaffRole>
export const Role = z.enum(['customer', ...STAFF_ROLES])
export type Role = z.infer<typeof Role>

export const Locale = z.enum(['pt-BR', 'en'], { error: 'Idioma desconhecido: use "pt-BR" ou "en".' })
export type Locale = z.infer<typeof Locale>

export const CompanyName = z
  .string({ error: 'Informe a empresa.' })
  .trim()
  .min(2, { error: 'O nome da empresa precisa ter pelo menos 2 caracteres.', abort: true })
  .max(160, { error: 'O nome da empresa pode ter no máximo 160 caracteres.', abort: true })
  .refine(noControlCharacters, { error: 'O nome da empresa tem caracteres que não são permitidos.' })

/** Stored without punctuation (`12345678000195`); letters are allowed since July 2026. */
export const Cnpj = z
  .string({ error: 'Informe o CNPJ.' })
  .trim()
  .transform(normalizeCnpj)
  .refine(isValidCnpj, { error: 'O CNPJ não é válido: confira os números.' })

/** Stored in E.164 (`+5511987654321`). */
export const Phone = z
  .string({ error: 'Informe o telefone.' })
  .trim()
  .transform((value, ctx) => {
    const phone = normalizeBrazilianPhone(value)
    if (phone) return phone
    ctx.addIssue({ code: 'custom', message: 'Informe um telefone com DDD, como (11) 98765-4321.' })
    return z.NEVER
  })

/**
 * An optional form field: absent leaves it as it is, and `null` or an empty
 * string (a cleared input) means "none".
 */
export function optionalField<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string({ error: 'Envie um texto, ou null para deixar em branco.' })
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(schema.nullable())
    .nullable()
    .optional()
}

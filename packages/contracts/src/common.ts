import { z } from 'zod'
import { isCommonPassword } from './common-passwords'
import { isValidCnpj, normalizeCnpj } from './cnpj'
import { normalizeBrazilianPhone } from './phone'
import { STAFF_ROLES } from './staff-roles'
import { says } from './says'

/**
 * Small reusable pieces. The message a user sees lives inside the schema so that
 * the web form and the server route report the same thing for the same mistake.
 */

export const Email = z
  .string({ error: says('Informe o e-mail.', 'Enter the e-mail.') })
  .trim()
  .min(3, { error: says('O e-mail é muito curto.', 'The e-mail is too short.') })
  // RFC 5321 caps a forward path at 256 octets, of which 254 are the address.
  .max(254, { error: says('O e-mail é muito longo.', 'The e-mail is too long.') })
  .pipe(z.email({ error: says('O e-mail não é válido.', 'The e-mail is not valid.') }))
  // Emails are case-insensitive for us: store and compare them lower-cased.
  .transform((value) => value.toLowerCase())

export const Password = z
  .string({ error: says('Informe a senha.', 'Enter the password.') })
  // `abort` keeps it to one message per field: a short password is not also "common".
  .min(10, {
    error: says(
      'A senha precisa ter pelo menos 10 caracteres.',
      'The password must have at least 10 characters.',
    ),
    abort: true,
  })
  // scrypt hashes any length, but an unbounded input is a cheap way to burn CPU.
  .max(200, {
    error: says(
      'A senha pode ter no máximo 200 caracteres.',
      'The password can be at most 200 characters long.',
    ),
    abort: true,
  })
  .refine((value) => !isCommonPassword(value), {
    error: says(
      'Esta senha é muito comum. Escolha outra, mais difícil de adivinhar.',
      'This password is too common. Choose another one, harder to guess.',
    ),
  })

/** A password typed to prove who you are: any stored password, whatever the rules were then. */
export const CurrentPassword = z
  .string({ error: says('Informe a senha.', 'Enter the password.') })
  .min(1, { error: says('Informe a senha.', 'Enter the password.') })
  .max(200, {
    error: says(
      'A senha pode ter no máximo 200 caracteres.',
      'The password can be at most 200 characters long.',
    ),
  })

// PostgreSQL refuses NUL in text, and no name needs a tab, newline or other control character.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
const noControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value)

export const PersonName = z
  .string({ error: says('Informe o nome.', 'Enter the name.') })
  .trim()
  .min(2, {
    error: says('O nome precisa ter pelo menos 2 caracteres.', 'The name must have at least 2 characters.'),
    abort: true,
  })
  .max(120, {
    error: says('O nome pode ter no máximo 120 caracteres.', 'The name can be at most 120 characters long.'),
    abort: true,
  })
  .refine(noControlCharacters, {
    error: says(
      'O nome tem caracteres que não são permitidos.',
      'The name has characters that are not allowed.',
    ),
  })

export const Slug = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: says('Use letras minúsculas, números e hífens.', 'Use lower-case letters, digits and hyphens.'),
  })

export const Id = z.string().min(1).max(64)

export const StaffRole = z.enum(STAFF_ROLES, {
  error: says(
    'Função desconhecida: use admin, catalogue ou sales.',
    'Unknown role: use admin, catalogue or sales.',
  ),
})
export type StaffRole = z.infer<typeof StaffRole>
export const Role = z.enum(['customer', ...STAFF_ROLES])
export type Role = z.infer<typeof Role>

export const Locale = z.enum(['pt-BR', 'en'], {
  error: says('Idioma desconhecido: use "pt-BR" ou "en".', 'Unknown language: use "pt-BR" or "en".'),
})
export type Locale = z.infer<typeof Locale>

export const CompanyName = z
  .string({ error: says('Informe a empresa.', 'Enter the company.') })
  .trim()
  .min(2, {
    error: says(
      'O nome da empresa precisa ter pelo menos 2 caracteres.',
      'The company name must have at least 2 characters.',
    ),
    abort: true,
  })
  .max(160, {
    error: says(
      'O nome da empresa pode ter no máximo 160 caracteres.',
      'The company name can be at most 160 characters long.',
    ),
    abort: true,
  })
  .refine(noControlCharacters, {
    error: says(
      'O nome da empresa tem caracteres que não são permitidos.',
      'The company name has characters that are not allowed.',
    ),
  })

/** Stored without punctuation (`12345678000195`); letters are allowed since July 2026. */
export const Cnpj = z
  .string({ error: says('Informe o CNPJ.', 'Enter the CNPJ.') })
  .trim()
  .transform(normalizeCnpj)
  .refine(isValidCnpj, {
    error: says('O CNPJ não é válido: confira os números.', 'The CNPJ is not valid: check its digits.'),
  })

const PHONE_FORMAT = says(
  'Informe um telefone com DDD, como (11) 98765-4321.',
  'Enter a phone number with its area code, such as (11) 98765-4321.',
)

/** Stored in E.164 (`+5511987654321`). */
export const Phone = z
  .string({ error: says('Informe o telefone.', 'Enter the phone number.') })
  .trim()
  .transform((value, ctx) => {
    const phone = normalizeBrazilianPhone(value)
    if (phone) return phone
    ctx.addIssue({ code: 'custom', message: PHONE_FORMAT })
    return z.NEVER
  })

/**
 * An optional form field: absent leaves it as it is, and `null` or an empty
 * string (a cleared input) means "none".
 */
export function optionalField<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string({
      error: says(
        'Envie um texto, ou null para deixar em branco.',
        'Send a text, or null to leave it blank.',
      ),
    })
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(schema.nullable())
    .nullable()
    .optional()
}

import { z } from 'zod'

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
  .min(10, { error: 'A senha precisa ter pelo menos 10 caracteres.' })
  // scrypt hashes any length, but an unbounded input is a cheap way to burn CPU.
  .max(200, { error: 'A senha pode ter no máximo 200 caracteres.' })

export const PersonName = z
  .string({ error: 'Informe o nome.' })
  .trim()
  .min(2, { error: 'O nome precisa ter pelo menos 2 caracteres.' })
  .max(120, { error: 'O nome pode ter no máximo 120 caracteres.' })

export const Slug = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Use letras minúsculas, números e hífens.' })

export const Id = z.string().min(1).max(64)

export const Role = z.enum(['customer', 'admin'])
export type Role = z.infer<typeof Role>

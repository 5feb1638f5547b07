import { z } from 'zod'
import { PlainText, writeDocument } from './customer-common'
import { resource } from './jsonapi'
import { says } from './says'

/*
 * API keys (issue 37): keys an admin gives other programs (an ERP, a CRM), sent as `Authorization: Bearer esk_…` on
 * the back office's API. Each key may do what its scopes allow and nothing else (decision 050).
 */

/** What a key may be allowed; everything else of the back office (staff, backups, audit, keys…) is refused to keys. */
export const API_KEY_SCOPES = [
  'catalog:read',
  'products:write',
  'imports:write',
  'estimates:read',
  'estimates:write',
  'customers:read',
] as const
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number]

/** Every key starts with this: `esk_` and 43 base64url characters (256 random bits). */
export const API_KEY_PREFIX = 'esk_'

export const ApiKeyAttributes = z.object({
  name: z.string(),
  prefix: z
    .string()
    .describe('The first characters of the key, to recognise it (the key is shown only once)'),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  expiresAt: z.string().nullable().describe('ISO 8601; null: never expires'),
  createdAt: z.string(),
  createdBy: z.string().nullable().describe("The creating admin's name (null once the account is gone)"),
  lastUsedAt: z.string().nullable().describe('Updated at most about once a minute'),
  revokedAt: z.string().nullable(),
})
export type ApiKeyAttributes = z.infer<typeof ApiKeyAttributes>
export const ApiKeyResource = resource('api-keys', ApiKeyAttributes)
export type ApiKeyResource = z.infer<typeof ApiKeyResource>
export const ApiKeyListDocument = z.object({ data: z.array(ApiKeyResource) })
export type ApiKeyListDocument = z.infer<typeof ApiKeyListDocument>
export const ApiKeyCreatedDocument = z.object({
  data: ApiKeyResource,
  meta: z.object({ key: z.string().describe('The key itself: shown here only, never again') }),
})
export type ApiKeyCreatedDocument = z.infer<typeof ApiKeyCreatedDocument>

const unknownScope = says(
  `Permissão desconhecida. Use: ${API_KEY_SCOPES.join(', ')}.`,
  `Unknown scope. Use: ${API_KEY_SCOPES.join(', ')}.`,
)

export const ApiKeyRequest = writeDocument(
  'api-keys',
  z.object({
    name: PlainText(['o nome', 'the name'], 120),
    scopes: z
      .array(z.enum(API_KEY_SCOPES, { error: unknownScope }), {
        error: says('Envie a lista de permissões (scopes).', 'Send the list of scopes.'),
      })
      .min(1, { error: says('Escolha ao menos uma permissão.', 'Choose at least one scope.') })
      .max(API_KEY_SCOPES.length, { error: unknownScope })
      .transform((scopes) => [...new Set(scopes)]),
    expiresAt: z.iso
      .datetime({
        offset: true,
        error: says('A validade é uma data e hora ISO 8601.', 'The expiry is an ISO 8601 date and time.'),
      })
      .nullable()
      .default(null),
  }),
)
export type ApiKeyRequest = z.input<typeof ApiKeyRequest>

import { z } from 'zod'
import { ListMeta } from './customer-common'
import { Links, PageQuery, resource } from './jsonapi'
import { says } from './says'

/*
 * The audit log (issue 20, decision 031): every back-office write, who made it, when, and the fields before and
 * after. Admins read it all; a product's and an estimate's own history are read by the roles of their areas.
 */

export const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const
export const AUDIT_ENTITY_TYPES = [
  'products',
  'filter-groups',
  'filter-options',
  'banners',
  'highlights',
  'imports',
  'estimates',
  'comments',
  'contact-messages',
  'users',
  'staff-invitations',
  'distributors',
  'bulk-actions',
  'brand-cnpjs',
  'size-guides',
  'search-synonyms',
  'search-rules',
  'api-keys',
  'search-blocked-terms',
  'webhook-endpoints',
] as const
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number]

export const AuditEntryAttributes = z.object({
  at: z.string().describe('ISO 8601'),
  actorId: z.string().nullable().describe('null once the account is gone'),
  actorName: z.string(),
  apiKeyId: z.string().nullable().describe('The API key that made the write, when a program did'),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  table: z.string().describe('The table written (an image of a product: product_images)'),
  action: z.enum(AUDIT_ACTIONS),
  before: z.record(z.string(), z.unknown()).nullable().describe('The changed fields before (null: created)'),
  after: z.record(z.string(), z.unknown()).nullable().describe('The changed fields after (null: deleted)'),
})
export type AuditEntryAttributes = z.infer<typeof AuditEntryAttributes>
export const AuditEntryResource = resource('audit-entries', AuditEntryAttributes)
export type AuditEntryResource = z.infer<typeof AuditEntryResource>
export const AuditListDocument = z.object({ data: z.array(AuditEntryResource), meta: ListMeta, links: Links })
export type AuditListDocument = z.infer<typeof AuditListDocument>

/** Whether the runtime knows `zone` as a time zone (an IANA name such as "America/Sao_Paulo", or "UTC"). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

const day = (field: string) =>
  z.iso.date({ error: says(`${field}: use uma data AAAA-MM-DD.`, `${field}: use a YYYY-MM-DD date.`) })

export const AuditQuery = PageQuery.extend({
  'filter[actor]': z
    .guid({
      error: says(
        'filter[actor] precisa ser o id de um membro da equipe.',
        "filter[actor] must be a staff member's id.",
      ),
    })
    .optional(),
  'filter[entityType]': z
    .enum(AUDIT_ENTITY_TYPES, {
      error: says(
        `filter[entityType] é um de ${AUDIT_ENTITY_TYPES.join(', ')}.`,
        `filter[entityType] is one of ${AUDIT_ENTITY_TYPES.join(', ')}.`,
      ),
    })
    .optional(),
  'filter[entityId]': z
    .string({
      error: says(
        'filter[entityId] é o id de um recurso (um valor só).',
        "filter[entityId] is a resource's id (one value only).",
      ),
    })
    .min(1, { error: says('filter[entityId] não pode ser vazio.', 'filter[entityId] cannot be empty.') })
    .max(64, { error: says('filter[entityId] é longo demais.', 'filter[entityId] is too long.') })
    .optional(),
  'filter[from]': day('filter[from]').optional(),
  'filter[to]': day('filter[to]').optional(),
  /** The time zone whose calendar days `from` and `to` name (the reader's); Brazil's when absent. */
  'filter[zone]': z
    .string({
      error: says(
        'filter[zone] é um fuso horário (um valor só).',
        'filter[zone] is a time zone (one value only).',
      ),
    })
    .max(64, { error: says('filter[zone] é longo demais.', 'filter[zone] is too long.') })
    .refine(isTimeZone, {
      error: says(
        'filter[zone]: use o nome de um fuso horário, como America/Sao_Paulo.',
        'filter[zone]: use a time zone name, such as America/Sao_Paulo.',
      ),
    })
    .optional(),
})
export type AuditQuery = z.input<typeof AuditQuery>

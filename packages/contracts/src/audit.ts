import { z } from 'zod'
import { ListMeta } from './customer-common'
import { Links, PageQuery, resource } from './jsonapi'

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
] as const
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number]

export const AuditEntryAttributes = z.object({
  at: z.string().describe('ISO 8601'),
  actorId: z.string().nullable().describe('null once the account is gone'),
  actorName: z.string(),
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

const day = (field: string) => z.iso.date({ error: `${field}: use uma data AAAA-MM-DD.` })

export const AuditQuery = PageQuery.extend({
  'filter[actor]': z.guid({ error: 'filter[actor] precisa ser o id de um membro da equipe.' }).optional(),
  'filter[entityType]': z
    .enum(AUDIT_ENTITY_TYPES, { error: `filter[entityType] é um de ${AUDIT_ENTITY_TYPES.join(', ')}.` })
    .optional(),
  'filter[entityId]': z
    .string({ error: 'filter[entityId] é o id de um recurso (um valor só).' })
    .min(1, { error: 'filter[entityId] não pode ser vazio.' })
    .max(64, { error: 'filter[entityId] é longo demais.' })
    .optional(),
  'filter[from]': day('filter[from]').optional(),
  'filter[to]': day('filter[to]').optional(),
})
export type AuditQuery = z.input<typeof AuditQuery>

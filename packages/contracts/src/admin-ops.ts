import { z } from 'zod'
import { CommentAttributes } from './comments'
import { ContactMessageResource } from './contact'
import { ListMeta, PlainText, ResourceId, writeDocument } from './customer-common'
import { AdminEstimateQuery, ESTIMATE_STATUSES, EstimateResource, EstimateStatus } from './estimates'
import { Links, PageQuery } from './jsonapi'
import { says } from './says'

/**
 * The back office's operations (issue 9 part B): estimates inbox, comment moderation, contact messages,
 * customers and the email outbox (the overview: admin-overview.ts). Queries keep JSON:API's `filter[...]`/`sort`.
 */

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/
/** A free-text search box: trimmed, up to 200 characters, no control characters. */
export const SearchText = z
  .string({
    error: says(
      'Envie a busca (filter[q]) uma vez só, como texto.',
      'Send the search (filter[q]) only once, as text.',
    ),
  })
  .trim()
  .max(200, {
    error: says(
      'A busca pode ter no máximo 200 caracteres.',
      'The search can be at most 200 characters long.',
    ),
  })
  .refine((value) => !CONTROL.test(value), {
    error: says('A busca tem caracteres inválidos.', 'The search has characters that are not allowed.'),
  })
const Flag = (name: string) =>
  z.enum(['true', 'false'], { error: says(`${name} é "true" ou "false".`, `${name} is "true" or "false".`) })
const sortOf = <const T extends readonly [string, ...string[]]>(fields: T) =>
  z.enum(fields, {
    error: says(`sort é um de ${fields.join(', ')}.`, `sort is one of ${fields.join(', ')}.`),
  })

// ---------------------------------------------------------------- estimates inbox

export const ESTIMATE_SORTS = [
  '-createdAt',
  'createdAt',
  '-updatedAt',
  'updatedAt',
  '-number',
  'number',
] as const
export const AdminEstimateInboxQuery = AdminEstimateQuery.extend({
  'filter[customer]': ResourceId.optional(),
  sort: sortOf(ESTIMATE_SORTS).optional(),
})
export type AdminEstimateInboxQuery = z.input<typeof AdminEstimateInboxQuery>
export const AdminEstimateListDocument = z.object({
  data: z.array(EstimateResource),
  meta: ListMeta.extend({
    openCount: z.number().int(),
    statusCounts: z
      .record(EstimateStatus, z.number().int())
      .describe('Per status, for the same search without the status filter (the tabs)'),
  }),
  links: Links,
})
export type AdminEstimateListDocument = z.infer<typeof AdminEstimateListDocument>
export const EMPTY_STATUS_COUNTS = Object.fromEntries(ESTIMATE_STATUSES.map((s) => [s, 0])) as Record<
  EstimateStatus,
  number
>

// ---------------------------------------------------------------- comments

export const COMMENT_STATES = ['awaiting', 'visible', 'hidden'] as const
export const AdminCommentAttributes = CommentAttributes.extend({
  authorEmail: z.string(),
  hidden: z.boolean(),
  hiddenAt: z.string().nullable(),
  reviewed: z.boolean(),
  reviewedAt: z.string().nullable(),
  productName: z.string(),
  productSlug: z.string(),
})
export const AdminOpsCommentResource = z.object({
  type: z.literal('comments'),
  id: z.string(),
  attributes: AdminCommentAttributes,
  relationships: z.object({
    product: z.object({ data: z.object({ type: z.literal('products'), id: z.string() }) }),
  }),
})
export const AdminOpsCommentDocument = z.object({ data: AdminOpsCommentResource })
export const AdminOpsCommentListDocument = z.object({
  data: z.array(AdminOpsCommentResource),
  meta: ListMeta,
  links: Links,
})
export type AdminOpsCommentListDocument = z.infer<typeof AdminOpsCommentListDocument>
export const AdminOpsCommentQuery = PageQuery.extend({
  'filter[hidden]': Flag('filter[hidden]').optional(),
  'filter[state]': z
    .enum(COMMENT_STATES, {
      error: says(
        `filter[state] é um de ${COMMENT_STATES.join(', ')}.`,
        `filter[state] is one of ${COMMENT_STATES.join(', ')}.`,
      ),
    })
    .optional(),
  'filter[product]': z
    .guid({
      error: says(
        'filter[product] precisa ser o id de um produto.',
        "filter[product] must be a product's id.",
      ),
    })
    .optional(),
  'filter[q]': SearchText.optional(),
})
/** Hiding, showing or just reviewing a comment marks it reviewed unless `reviewed: false` is sent. */
export const AdminOpsCommentUpdateRequest = writeDocument(
  'comments',
  z
    .object({
      hidden: z.boolean({ error: says('hidden é true ou false.', 'hidden is true or false.') }).optional(),
      reviewed: z
        .boolean({ error: says('reviewed é true ou false.', 'reviewed is true or false.') })
        .optional(),
    })
    .refine((a) => a.hidden !== undefined || a.reviewed !== undefined, {
      error: says(
        'Nada para alterar: envie hidden ou reviewed.',
        'Nothing to change: send hidden or reviewed.',
      ),
    }),
)

// ---------------------------------------------------------------- contact messages

export const ContactReply = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  delivery: z.enum(['pending', 'sent', 'failed']).nullable().describe('Status of its email in the outbox'),
})
export const AdminContactMessageResource = ContactMessageResource.extend({
  attributes: ContactMessageResource.shape.attributes.extend({ replies: z.array(ContactReply) }),
})
export const AdminContactMessageDocument = z.object({ data: AdminContactMessageResource })
export const AdminContactMessageListDocument = z.object({
  data: z.array(AdminContactMessageResource),
  meta: ListMeta,
  links: Links,
})
export type AdminContactMessageListDocument = z.infer<typeof AdminContactMessageListDocument>
export const AdminContactMessageQuery = PageQuery.extend({
  'filter[handled]': Flag('filter[handled]').optional(),
  'filter[q]': SearchText.optional(),
})
export const ContactReplyBody = PlainText(['a resposta', 'the reply'], 5000)
export const ContactReplyRequest = writeDocument('contact-replies', z.object({ body: ContactReplyBody }))
export type ContactReplyRequest = z.input<typeof ContactReplyRequest>

// ---------------------------------------------------------------- customers

export const CustomerAttributes = z.object({
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  cnpj: z.string().nullable(),
  phone: z.string().nullable(),
  locale: z.enum(['pt-BR', 'en']),
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  estimateCount: z.number().int(),
  openEstimateCount: z.number().int(),
  lastEstimateAt: z.string().nullable(),
})
export type CustomerAttributes = z.infer<typeof CustomerAttributes>
export const CustomerResource = z.object({
  type: z.literal('customers'),
  id: z.string(),
  attributes: CustomerAttributes,
})
export const CustomerDocument = z.object({ data: CustomerResource })
export const CustomerListDocument = z.object({
  data: z.array(CustomerResource),
  meta: ListMeta,
  links: Links,
})
export type CustomerListDocument = z.infer<typeof CustomerListDocument>
export const CUSTOMER_SORTS = ['-createdAt', 'createdAt', 'name', '-name', '-lastEstimateAt'] as const
export const CustomerQuery = PageQuery.extend({
  'filter[q]': SearchText.optional(),
  'filter[disabled]': Flag('filter[disabled]').optional(),
  sort: sortOf(CUSTOMER_SORTS).optional(),
})
export const CustomerUpdateRequest = writeDocument(
  'customers',
  z.object({
    disabled: z.boolean({ error: says('disabled é true ou false.', 'disabled is true or false.') }),
  }),
)
export type CustomerUpdateRequest = z.input<typeof CustomerUpdateRequest>

/** A pending invitation's link, copied by hand by an admin (issue 32): the token its e-mail carries. */
export const StaffInvitationLinkDocument = z.object({
  data: z.object({
    type: z.literal('staff-invitation-links'),
    id: z.string(),
    attributes: z.object({ link: z.string() }),
  }),
})
export type StaffInvitationLinkDocument = z.infer<typeof StaffInvitationLinkDocument>

// ---------------------------------------------------------------- outbox

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const
export const OutboxStatus = z.enum(OUTBOX_STATUSES, {
  error: says('Status: pending, sent ou failed.', 'Status: pending, sent or failed.'),
})
export type OutboxStatus = z.infer<typeof OutboxStatus>
export const OutboxAttributes = z.object({
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: OutboxStatus,
  attempts: z.number().int().describe('Delivery attempts made so far'),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable().describe('When a pending message is tried next'),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** One message only (GET /admin/outbox/{id}). */
  text: z.string().optional(),
  html: z.string().optional(),
})
export type OutboxAttributes = z.infer<typeof OutboxAttributes>
export const OutboxResource = z.object({
  type: z.literal('outbox-messages'),
  id: z.string(),
  attributes: OutboxAttributes,
})
export const OutboxDocument = z.object({ data: OutboxResource })
export const OutboxListDocument = z.object({
  data: z.array(OutboxResource),
  meta: ListMeta.extend({ statusCounts: z.record(OutboxStatus, z.number().int()) }),
  links: Links,
})
export type OutboxListDocument = z.infer<typeof OutboxListDocument>
/**
 * Whether e-mail can leave at all (issue 32): without a transport (SMTP_URL) every message waits in the outbox,
 * and the back office says so on every page.
 */
export const MailStatusDocument = z.object({
  data: z.object({
    type: z.literal('mail-status'),
    id: z.literal('current'),
    attributes: z.object({
      transportConfigured: z.boolean().describe('SMTP_URL is set: a worker delivers the outbox'),
      pending: z.number().int().describe('Messages waiting in the outbox'),
    }),
  }),
})
export type MailStatusDocument = z.infer<typeof MailStatusDocument>

/** The scheduled backups (issue 35): each slot's backup and its outcome, newest first (admins only). */
export const BackupStatus = z.enum(['running', 'done', 'failed'])
export const BackupResource = z.object({
  type: z.literal('backups'),
  id: z.string(),
  attributes: z.object({
    fileName: z.string().describe('The archive in BACKUP_DIR, named by its slot in UTC'),
    status: BackupStatus,
    size: z.number().int().nullable().describe('Bytes, once written'),
    error: z.string().nullable().describe('Why it failed'),
    slot: z.string().describe('The start of its BACKUP_EVERY period'),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
  }),
})
export const BackupListDocument = z.object({
  data: z.array(BackupResource),
  meta: z.object({
    schedule: z
      .object({
        place: z.string().describe("BACKUP_DIR's folder, or BACKUP_URL's bucket as s3://bucket/prefix/"),
        everySeconds: z.number().int().describe('BACKUP_EVERY'),
        keep: z.number().int().describe('BACKUP_KEEP'),
      })
      .nullable()
      .describe('null: scheduled backups are off (no BACKUP_DIR nor BACKUP_URL)'),
  }),
})
export type BackupListDocument = z.infer<typeof BackupListDocument>
export const OutboxQuery = PageQuery.extend({
  'filter[status]': OutboxStatus.optional(),
  'filter[q]': SearchText.optional(),
})

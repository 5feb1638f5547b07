import { z } from 'zod'
import { ListMeta, PlainText, writeDocument } from './customer-common'
import { Links, PageQuery } from './jsonapi'
import { says } from './says'

export const COMMENT_MAX_LENGTH = 2000

/** Plain text, 1–2000 characters, stored as given and never interpreted as HTML. */
export const CommentBody = PlainText(['o comentário', 'the comment'], COMMENT_MAX_LENGTH)

export const CommentRequest = writeDocument('comments', z.object({ body: CommentBody }))
export type CommentRequest = z.input<typeof CommentRequest>

export const CommentAttributes = z.object({
  body: z.string(),
  authorName: z.string().describe('First name and initial, never the email'),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  edited: z.boolean(),
})

const ProductRelationship = z.object({
  product: z.object({ data: z.object({ type: z.literal('products'), id: z.string() }) }),
})

export const CommentResource = z.object({
  type: z.literal('comments'),
  id: z.string(),
  attributes: CommentAttributes,
  relationships: ProductRelationship,
})
export type CommentResource = z.infer<typeof CommentResource>

export const CommentDocument = z.object({ data: CommentResource })
/** The signed-in customer's comment on a product, or null when they have not written one. */
export const MyCommentDocument = z.object({
  data: CommentResource.extend({
    attributes: CommentAttributes.extend({ hidden: z.boolean().describe('Hidden by staff') }),
  }).nullable(),
})
export const CommentListDocument = z.object({
  data: z.array(CommentResource),
  meta: ListMeta,
  links: Links,
})
export type CommentListDocument = z.infer<typeof CommentListDocument>

/** What staff see: also the author's email and whether the comment is hidden. */
export const AdminCommentResource = z.object({
  type: z.literal('comments'),
  id: z.string(),
  attributes: CommentAttributes.extend({
    authorEmail: z.string(),
    hidden: z.boolean(),
    hiddenAt: z.string().nullable(),
  }),
  relationships: ProductRelationship,
})
export const AdminCommentDocument = z.object({ data: AdminCommentResource })
export const AdminCommentListDocument = z.object({
  data: z.array(AdminCommentResource),
  meta: ListMeta,
  links: Links,
})

export const AdminCommentQuery = PageQuery.extend({
  'filter[hidden]': z
    .enum(['true', 'false'], {
      error: says('filter[hidden] é "true" ou "false".', 'filter[hidden] is "true" or "false".'),
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
})

export const AdminCommentUpdateRequest = writeDocument(
  'comments',
  z.object({ hidden: z.boolean({ error: says('hidden é true ou false.', 'hidden is true or false.') }) }),
)

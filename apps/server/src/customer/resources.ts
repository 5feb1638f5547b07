import type { Favorite } from '../db/schema/index'
import type { CommentWithAuthor } from './comments-repository'
import { displayName } from '../lib/pagination'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function favoriteResource(favorite: Favorite) {
  return {
    type: 'favorites' as const,
    id: favorite.id,
    attributes: {
      note: favorite.note,
      createdAt: favorite.createdAt.toISOString(),
      updatedAt: favorite.updatedAt.toISOString(),
    },
    relationships: { product: { data: { type: 'products' as const, id: favorite.productId } } },
  }
}

export function commentResource({ comment, authorName }: CommentWithAuthor) {
  return {
    type: 'comments' as const,
    id: comment.id,
    attributes: {
      body: comment.body,
      authorName: displayName(authorName),
      createdAt: comment.createdAt.toISOString(),
      editedAt: iso(comment.editedAt),
      edited: comment.editedAt !== null,
    },
    relationships: { product: { data: { type: 'products' as const, id: comment.productId } } },
  }
}

export function adminCommentResource(row: CommentWithAuthor) {
  const resource = commentResource(row)
  return {
    ...resource,
    attributes: {
      ...resource.attributes,
      authorEmail: row.authorEmail,
      hidden: row.comment.hiddenAt !== null,
      hiddenAt: iso(row.comment.hiddenAt),
    },
  }
}

import { describe, expect, it } from 'vitest'
import { errorAnswer } from '../../../testing/fake-api'
import { freshStoreWithFakeApi } from '../../../testing/store'
import { commentsApi } from '../api/comments-api'
import { commentInitialized, selectCommentSaved } from './comments-slice'

const PRODUCT = '0b4c3a52-6c55-4d7c-9f8f-1f0a3c1c2b11'

const commentBody = {
  data: {
    type: 'comments',
    id: 'c-1',
    attributes: {
      body: 'Boa',
      authorName: 'Ana S.',
      createdAt: '2026-11-20T12:00:00.000Z',
      editedAt: null,
      edited: false,
    },
    relationships: { product: { data: { type: 'products', id: PRODUCT } } },
  },
}

describe('comments slice (seed section 4)', () => {
  const current = freshStoreWithFakeApi()

  it('sets comment-saved after add and update (not on a 409), and resets it on init', async () => {
    const { store, fake } = current
    fake.on(
      'POST /api/v1/products/luva/comments',
      errorAnswer(409, [{ code: 'comment_exists', detail: 'x' }]),
    )
    await store.dispatch(commentsApi.endpoints.addComment.initiate({ product: 'luva', body: 'Boa' }))
    expect(selectCommentSaved(store.getState())).toBe(false)

    fake.on('POST /api/v1/products/luva/comments', { status: 201, body: commentBody })
    await store.dispatch(commentsApi.endpoints.addComment.initiate({ product: 'luva', body: 'Boa' }))
    expect(selectCommentSaved(store.getState())).toBe(true)
    store.dispatch(commentInitialized())
    expect(selectCommentSaved(store.getState())).toBe(false)

    fake.on('PATCH /api/v1/comments/c-1', { status: 200, body: commentBody })
    await store.dispatch(commentsApi.endpoints.updateComment.initiate({ id: 'c-1', body: 'Ótima' }))
    expect(selectCommentSaved(store.getState())).toBe(true)
  })
})

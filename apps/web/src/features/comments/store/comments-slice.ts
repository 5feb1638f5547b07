import type { WithSlice } from '@reduxjs/toolkit'
import { createFlagSlice, type FlagState } from '../../../lib/flag-slice'
import { commentsApi } from '../api/comments-api'

declare module '../../../lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof commentsSlice> {}
}

/**
 * The comments' flag of the seed's section 4, `commentSaved`: set after a comment is added or edited;
 * reset when the comment form opens.
 */
export type CommentsState = FlagState<'commentSaved'>

const { addComment, updateComment } = commentsApi.endpoints

export const commentsSlice = createFlagSlice({
  name: 'comments',
  flag: 'commentSaved',
  setBy: [addComment, updateComment],
  reset: 'commentInitialized',
  selector: 'selectCommentSaved',
})

export const { commentInitialized } = commentsSlice.actions
export const { selectCommentSaved } = commentsSlice.selectors

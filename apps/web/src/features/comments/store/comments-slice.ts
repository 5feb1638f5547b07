import { createSlice, isAnyOf, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '../../../lib/root-reducer'
import { commentsApi } from '../api/comments-api'

/** The comments' flag of the seed's section 4. */
export type CommentsState = {
  /** Set after a comment is added or edited; reset when the comment form opens. */
  commentSaved: boolean
}

const initialState: CommentsState = { commentSaved: false }

const { addComment, updateComment } = commentsApi.endpoints

export const commentsSlice = createSlice({
  name: 'comments',
  initialState,
  reducers: {
    commentInitialized(state) {
      state.commentSaved = false
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(addComment.matchFulfilled, updateComment.matchFulfilled), (state) => {
      state.commentSaved = true
    })
  },
  selectors: {
    selectCommentSaved: (state) => state.commentSaved,
  },
})

declare module '../../../lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof commentsSlice> {}
}

// Added to the store when this feature's code loads: the storefront's first chunk does not carry it.
const injected = commentsSlice.injectInto(rootReducer)

export const { commentInitialized } = commentsSlice.actions
export const { selectCommentSaved } = injected.selectors

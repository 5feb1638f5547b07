import { createSlice, isAnyOf, type WithSlice } from '@reduxjs/toolkit'
import type { ApiFailure } from '../../../lib/api-client'
import { rootReducer } from '../../../lib/root-reducer'
import { commentsApi } from '../api/comments-api'
import { contactApi } from '../api/contact-api'
import { estimatesApi, type Estimate } from '../api/estimates-api'
import { favoritesApi } from '../api/favorites-api'

/** The last estimate created or changed, for the page that follows to confirm it. */
export type EstimateResult = {
  id: string
  number: number
  status: Estimate['status']
  /** Sent (new), changed (lines, cancel, accept) or answered (a message). */
  action: 'created' | 'updated' | 'messaged'
}

const ACTIONS = { addEstimate: 'created', updateEstimate: 'updated', addEstimateMessage: 'messaged' } as const

/** The storefront's customer flags, as the seed's section 4 describes them. */
export type CustomerState = {
  /** Set by adding, removing or changing a favourite; reset when a favourites view opens. */
  favoritesUpdated: boolean
  /** Set after a comment is added or edited; reset when the comment form opens. */
  commentSaved: boolean
  /** Set when the contact message is sent; reset when the contact form opens. */
  contactSent: boolean
  estimateResult: EstimateResult | null
  /** The last estimate add or update failed; cleared, like the result, when the list is fetched. */
  estimateError: ApiFailure | null
}

const initialState: CustomerState = {
  favoritesUpdated: false,
  commentSaved: false,
  contactSent: false,
  estimateResult: null,
  estimateError: null,
}

const { addFavorite, updateFavorite, deleteFavorite } = favoritesApi.endpoints
const { addComment, updateComment } = commentsApi.endpoints
const { addEstimate, updateEstimate, addEstimateMessage, listEstimates } = estimatesApi.endpoints
const estimateWrites = [addEstimate, updateEstimate, addEstimateMessage] as const

export const customerSlice = createSlice({
  name: 'customer',
  initialState,
  reducers: {
    favoritesInitialized(state) {
      state.favoritesUpdated = false
    },
    commentInitialized(state) {
      state.commentSaved = false
    },
    contactInitialized(state) {
      state.contactSent = false
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(
        isAnyOf(addFavorite.matchFulfilled, updateFavorite.matchFulfilled, deleteFavorite.matchFulfilled),
        (state) => {
          state.favoritesUpdated = true
        },
      )
      .addMatcher(isAnyOf(addComment.matchFulfilled, updateComment.matchFulfilled), (state) => {
        state.commentSaved = true
      })
      .addMatcher(contactApi.endpoints.sendContactMessage.matchFulfilled, (state) => {
        state.contactSent = true
      })
      .addMatcher(isAnyOf(...estimateWrites.map((endpoint) => endpoint.matchFulfilled)), (state, action) => {
        const { payload } = action
        const endpoint = action.meta.arg.endpointName as keyof typeof ACTIONS
        state.estimateResult = {
          id: payload.id,
          number: payload.number,
          status: payload.status,
          action: ACTIONS[endpoint],
        }
        state.estimateError = null
      })
      .addMatcher(isAnyOf(...estimateWrites.map((endpoint) => endpoint.matchRejected)), (state, action) => {
        // A request replaced by a newer one (condition) is not a failure of the customer's action.
        if (action.meta.condition) return
        state.estimateError = (action.payload as ApiFailure | undefined) ?? {
          status: 'FETCH_ERROR',
          errors: [],
        }
      })
      .addMatcher(listEstimates.matchFulfilled, (state) => {
        state.estimateResult = null
        state.estimateError = null
      })
  },
  selectors: {
    selectFavoritesUpdated: (state) => state.favoritesUpdated,
    selectCommentSaved: (state) => state.commentSaved,
    selectContactSent: (state) => state.contactSent,
    selectEstimateResult: (state) => state.estimateResult,
    selectEstimateError: (state) => state.estimateError,
  },
})

declare module '../../../lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof customerSlice> {}
}

// Added to the store when this feature's code loads: the storefront's first chunk does not carry it.
const injected = customerSlice.injectInto(rootReducer)

export const { favoritesInitialized, commentInitialized, contactInitialized } = customerSlice.actions
export const {
  selectFavoritesUpdated,
  selectCommentSaved,
  selectContactSent,
  selectEstimateResult,
  selectEstimateError,
} = injected.selectors
export const customerReducer = customerSlice.reducer

import { createSlice, isAnyOf, type WithSlice } from '@reduxjs/toolkit'
import type { ApiFailure } from '../../../lib/api-client'
import { rootReducer } from '../../../lib/root-reducer'
import { estimatesApi, type Estimate } from '../api/estimates-api'

/** The last estimate created or changed, for the page that follows to confirm it. */
export type EstimateResult = {
  id: string
  number: number
  status: Estimate['status']
  /** Sent (new), changed (lines, cancel, accept) or answered (a message). */
  action: 'created' | 'updated' | 'messaged'
}

const ACTIONS = { addEstimate: 'created', updateEstimate: 'updated', addEstimateMessage: 'messaged' } as const

/** The estimates' flags of the seed's section 4. */
export type EstimatesState = {
  estimateResult: EstimateResult | null
  /** The last estimate add or update failed; cleared, like the result, when the list is fetched. */
  estimateError: ApiFailure | null
}

const initialState: EstimatesState = { estimateResult: null, estimateError: null }

const { addEstimate, updateEstimate, addEstimateMessage, listEstimates } = estimatesApi.endpoints
const estimateWrites = [addEstimate, updateEstimate, addEstimateMessage] as const

export const estimatesSlice = createSlice({
  name: 'estimates',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
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
    selectEstimateResult: (state) => state.estimateResult,
    selectEstimateError: (state) => state.estimateError,
  },
})

declare module '../../../lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof estimatesSlice> {}
}

// Added to the store when this feature's code loads: the storefront's first chunk does not carry it.
const injected = estimatesSlice.injectInto(rootReducer)

export const { selectEstimateResult, selectEstimateError } = injected.selectors

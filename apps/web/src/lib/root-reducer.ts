import { combineSlices } from '@reduxjs/toolkit'
import { api } from './api-client'
import { sessionSlice } from './session/session-slice'

/**
 * Slices that a feature adds when its code loads (`slice.injectInto(rootReducer)`), so the first
 * chunk does not carry them. A feature declares its slice here by interface merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>()

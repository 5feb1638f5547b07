import { createAction } from '@reduxjs/toolkit'
import { describe, expect, it } from 'vitest'
import { createTestStore } from '../testing/store'
import { createFlagSlice, type FlagState } from './flag-slice'

const done = createAction('sample/done')
const other = createAction('sample/other')

const sampleSlice = createFlagSlice({
  name: 'sample',
  flag: 'sampleDone',
  setBy: [{ matchFulfilled: done.match }],
  reset: 'sampleInitialized',
  selector: 'selectSampleDone',
})
const { sampleInitialized } = sampleSlice.actions
const { selectSampleDone } = sampleSlice.selectors

// A real feature declares its slice in `LazyLoadedSlices`; this sample one only here.
type TestStore = ReturnType<typeof createTestStore>
const stateOf = (store: TestStore) =>
  store.getState() as ReturnType<TestStore['getState']> & { sample?: FlagState<'sampleDone'> }

describe('createFlagSlice', () => {
  it('names its action after the slice and keeps its flag at the slice name', () => {
    expect(sampleInitialized.type).toBe('sample/sampleInitialized')
    const store = createTestStore()
    expect(selectSampleDone(stateOf(store))).toBe(false)
    store.dispatch(other())
    expect(stateOf(store)).toMatchObject({ sample: { sampleDone: false } })
  })

  it('sets the flag on a matching action only, and clears it on reset', () => {
    const store = createTestStore()
    store.dispatch(other())
    expect(selectSampleDone(stateOf(store))).toBe(false)
    store.dispatch(done())
    expect(selectSampleDone(stateOf(store))).toBe(true)
    store.dispatch(sampleInitialized())
    expect(selectSampleDone(stateOf(store))).toBe(false)
  })
})

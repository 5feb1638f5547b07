import { createSlice, isAnyOf, type ActionCreatorWithoutPayload, type Reducer } from '@reduxjs/toolkit'
import { rootReducer } from './root-reducer'

/** A slice holding one flag of the seed's section 4, e.g. `{ contactSent: boolean }`. */
export type FlagState<Flag extends string> = { [K in Flag]: boolean }

/** A flag slice once added to the store: what a feature uses of it, named by the feature. */
export type FlagSlice<
  Name extends string,
  Flag extends string,
  Reset extends string,
  Selector extends string,
> = {
  name: Name
  reducerPath: Name
  reducer: Reducer<FlagState<Flag>>
  actions: { [K in Reset]: ActionCreatorWithoutPayload<`${Name}/${K}`> }
  /** Before the store has seen an action since the slice was added, they read the initial state. */
  selectors: { [K in Selector]: (state: { [P in Name]?: FlagState<Flag> }) => boolean }
}

/** An API endpoint whose success sets the flag. */
type Setter = { matchFulfilled: Parameters<typeof isAnyOf>[number] }

type FlagSliceOptions<Name, Flag, Reset, Selector> = {
  /** The slice's name: its state path and its actions' prefix. */
  name: Name
  flag: Flag
  /** The endpoints whose success sets the flag (a failure leaves it alone). */
  setBy: readonly [Setter, ...Setter[]]
  /** The action that clears the flag (its screen opened). */
  reset: Reset
  /** The selector that reads the flag. */
  selector: Selector
}

/**
 * The storefront features' flags share one shape: false at first, set when one of the feature's writes
 * succeeds, cleared by one action. The slice is added to the store when the feature's code loads, so the
 * storefront's first chunk does not carry it; the feature declares it in `LazyLoadedSlices`.
 */
export function createFlagSlice<
  Name extends string,
  Flag extends string,
  Reset extends string,
  Selector extends string,
>({
  name,
  flag,
  setBy,
  reset,
  selector,
}: FlagSliceOptions<Name, Flag, Reset, Selector>): FlagSlice<Name, Flag, Reset, Selector> {
  const slice = createSlice({
    name,
    initialState: { [flag]: false } as Record<string, boolean>,
    reducers: {
      [reset]: (state) => {
        state[flag] = false
      },
    },
    extraReducers: (builder) => {
      builder.addMatcher(isAnyOf(...setBy.map((endpoint) => endpoint.matchFulfilled)), (state) => {
        state[flag] = true
      })
    },
    selectors: { [selector]: (state) => state[flag] },
  })
  // The keys are the caller's literals, which createSlice only sees as strings.
  return slice.injectInto(rootReducer) as unknown as FlagSlice<Name, Flag, Reset, Selector>
}

import { createSlice, isAnyOf, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '../../../lib/root-reducer'
import { favoritesApi } from '../api/favorites-api'

/** The favourites' flag of the seed's section 4. */
export type FavoritesState = {
  /** Set by adding, removing or changing a favourite; reset when a favourites view opens. */
  favoritesUpdated: boolean
}

const initialState: FavoritesState = { favoritesUpdated: false }

const { addFavorite, updateFavorite, deleteFavorite } = favoritesApi.endpoints

export const favoritesSlice = createSlice({
  name: 'favorites',
  initialState,
  reducers: {
    favoritesInitialized(state) {
      state.favoritesUpdated = false
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      isAnyOf(addFavorite.matchFulfilled, updateFavorite.matchFulfilled, deleteFavorite.matchFulfilled),
      (state) => {
        state.favoritesUpdated = true
      },
    )
  },
  selectors: {
    selectFavoritesUpdated: (state) => state.favoritesUpdated,
  },
})

declare module '../../../lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof favoritesSlice> {}
}

// Added to the store when this feature's code loads: the storefront's first chunk does not carry it.
const injected = favoritesSlice.injectInto(rootReducer)

export const { favoritesInitialized } = favoritesSlice.actions
export const { selectFavoritesUpdated } = injected.selectors

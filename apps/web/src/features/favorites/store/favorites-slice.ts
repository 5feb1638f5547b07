import type { WithSlice } from '@reduxjs/toolkit'
import { createFlagSlice, type FlagState } from '../../../lib/flag-slice'
import { favoritesApi } from '../api/favorites-api'

declare module '../../../lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof favoritesSlice> {}
}

/**
 * The favourites' flag of the seed's section 4, `favoritesUpdated`: set by adding, removing or changing a
 * favourite; reset when a favourites view opens.
 */
export type FavoritesState = FlagState<'favoritesUpdated'>

const { addFavorite, updateFavorite, deleteFavorite } = favoritesApi.endpoints

export const favoritesSlice = createFlagSlice({
  name: 'favorites',
  flag: 'favoritesUpdated',
  setBy: [addFavorite, updateFavorite, deleteFavorite],
  reset: 'favoritesInitialized',
  selector: 'selectFavoritesUpdated',
})

export const { favoritesInitialized } = favoritesSlice.actions
export const { selectFavoritesUpdated } = favoritesSlice.selectors

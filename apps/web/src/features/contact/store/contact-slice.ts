import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '../../../lib/root-reducer'
import { contactApi } from '../api/contact-api'

/** The contact form's flag of the seed's section 4. */
export type ContactState = {
  /** Set when the contact message is sent; reset when the contact form opens. */
  contactSent: boolean
}

const initialState: ContactState = { contactSent: false }

export const contactSlice = createSlice({
  name: 'contact',
  initialState,
  reducers: {
    contactInitialized(state) {
      state.contactSent = false
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(contactApi.endpoints.sendContactMessage.matchFulfilled, (state) => {
      state.contactSent = true
    })
  },
  selectors: {
    selectContactSent: (state) => state.contactSent,
  },
})

declare module '../../../lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof contactSlice> {}
}

// Added to the store when this feature's code loads: the storefront's first chunk does not carry it.
const injected = contactSlice.injectInto(rootReducer)

export const { contactInitialized } = contactSlice.actions
export const { selectContactSent } = injected.selectors

import type { WithSlice } from '@reduxjs/toolkit'
import { createFlagSlice, type FlagState } from '../../../lib/flag-slice'
import { contactApi } from '../api/contact-api'

declare module '../../../lib/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof contactSlice> {}
}

/**
 * The contact form's flag of the seed's section 4, `contactSent`: set when the contact message is sent;
 * reset when the contact form opens.
 */
export type ContactState = FlagState<'contactSent'>

const { sendContactMessage } = contactApi.endpoints

export const contactSlice = createFlagSlice({
  name: 'contact',
  flag: 'contactSent',
  setBy: [sendContactMessage],
  reset: 'contactInitialized',
  selector: 'selectContactSent',
})

export const { contactInitialized } = contactSlice.actions
export const { selectContactSent } = contactSlice.selectors

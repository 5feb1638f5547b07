import type { ContactMessageRequest } from '@escudo/contracts'
import { api } from '../../../lib/api-client'

// Types only: the contact slice imports this module too, and the contract's schema (zod) belongs to the
// contact form alone.
export type ContactInput = ContactMessageRequest['data']['attributes']

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<unknown, ContactInput>({
      query: (attributes) => ({
        url: '/contact-messages',
        method: 'POST',
        body: { data: { type: 'contact-messages', attributes } },
      }),
    }),
  }),
})

export const { useSendContactMessageMutation } = contactApi

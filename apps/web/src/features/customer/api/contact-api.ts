import { ContactMessageRequest } from '@escudo/contracts'
import { api } from '../../../lib/api-client'

export const contactSchema = ContactMessageRequest
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

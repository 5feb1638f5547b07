import { describe, expect, it } from 'vitest'
import { freshStoreWithFakeApi } from '../../../testing/store'
import { contactApi } from '../api/contact-api'
import { contactInitialized, selectContactSent } from './contact-slice'

describe('contact slice (seed section 4)', () => {
  const current = freshStoreWithFakeApi()

  it('sets contact-sent on send and resets it on init', async () => {
    const { store, fake } = current
    fake.on('POST /api/v1/contact-messages', {
      status: 201,
      body: { data: { type: 'contact-messages', id: 'm' } },
    })
    const attributes = { name: 'Ana', email: 'ana@example.com', subject: 'Oi', message: 'Olá' }
    await store.dispatch(contactApi.endpoints.sendContactMessage.initiate(attributes))
    expect(selectContactSent(store.getState())).toBe(true)
    store.dispatch(contactInitialized())
    expect(selectContactSent(store.getState())).toBe(false)
  })
})

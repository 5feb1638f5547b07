import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../testing/fake-api'
import { createTestStore } from '../../../testing/store'
import { contactApi } from '../api/contact-api'
import { contactInitialized, selectContactSent } from './contact-slice'

describe('contact slice (seed section 4)', () => {
  let store: ReturnType<typeof createTestStore>
  let fake: ReturnType<typeof installFakeApi>

  beforeEach(() => {
    fake = installFakeApi()
    store = createTestStore()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('sets contact-sent on send and resets it on init', async () => {
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

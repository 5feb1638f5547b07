import { CUSTOMER_ERROR_CODES } from '@escudo/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiError, apiFailure, describerOf, textsOf } from '../../testing/failures'
import { customerFailures } from './customer-failures'

let describeIn: ReturnType<typeof describerOf>
beforeAll(async () => {
  describeIn = describerOf(await textsOf('customer'), customerFailures)
})

describe('customer forms: a failed request', () => {
  const note = apiFailure(
    422,
    apiError('validation_failed', 'A nota tem caracteres proibidos.', '/data/attributes/note'),
  )

  it('shows the server’s detail to Portuguese readers, the field’s message to English ones', async () => {
    expect(await describeIn('pt-BR', note)).toMatchObject({
      fields: { note: 'A nota tem caracteres proibidos.' },
      message: 'Confira os campos destacados.',
    })
    expect(await describeIn('en', note)).toMatchObject({
      fields: { note: 'The note has characters that are not allowed.' },
      message: 'Check the highlighted fields.',
    })
  })

  it('explains a known conflict and keeps its code for the form to react to', async () => {
    const exists = apiFailure(
      409,
      apiError(CUSTOMER_ERROR_CODES.commentExists, 'Já existe.', '/data/attributes/body'),
    )
    expect(await describeIn('en', exists)).toEqual({
      fields: {},
      message: 'You have already commented on this product. Edit your comment instead of writing another.',
      codes: [CUSTOMER_ERROR_CODES.commentExists],
    })
  })

  it('says how long to wait, and tells the network from the server', async () => {
    const limited = { ...apiFailure(429, apiError('rate_limited', 'Calma.')), retryAfter: 90 }
    expect((await describeIn('pt-BR', limited)).message).toBe(
      'Muitas tentativas. Espere 2 minutos e tente de novo.',
    )
    expect((await describeIn('en', apiFailure('FETCH_ERROR'))).message).toMatch(/No connection/)
    expect((await describeIn('en', apiFailure(502))).message).toMatch(/server could not answer/)
    expect((await describeIn('en', apiFailure(400))).message).toBe('That did not work. Try again.')
  })
})

import { beforeAll, describe, expect, it } from 'vitest'
import { apiError, apiFailure, describerOf, textsOf } from '../../../testing/failures'
import { opsFailures } from './api-errors'

let describeIn: ReturnType<typeof describerOf>
beforeAll(async () => {
  describeIn = describerOf(await textsOf('admin-ops'), opsFailures)
})

describe('staff forms: a failed request', () => {
  const price = apiError('validation_failed', 'Informe um preço.', '/data/attributes/lines/1/unitPriceCents')

  it('puts a 422 on the nested field: the detail in Portuguese, the field’s message in English', async () => {
    expect(await describeIn('pt-BR', apiFailure(422, price))).toMatchObject({
      fields: { 'lines.1.unitPriceCents': 'Informe um preço.' },
      message: 'Corrija os campos destacados.',
    })
    const leadTime = apiError('validation_failed', 'Prazo?', '/data/attributes/leadTime')
    const other = apiError('validation_failed', 'Isto?', '/data/attributes/somethingElse')
    expect((await describeIn('en', apiFailure(422, price, leadTime, other))).fields).toEqual({
      'lines.1.unitPriceCents': 'Invalid price.',
      leadTime: 'Invalid lead time.',
      somethingElse: 'Invalid value.',
    })
  })

  it('explains other statuses on the form, whatever their pointers', async () => {
    const stale = apiError('stale_version', 'Alterado por outra pessoa.', '/data/attributes/version')
    expect(await describeIn('pt-BR', apiFailure(409, stale))).toMatchObject({
      fields: {},
      message: 'Alterado por outra pessoa.',
    })
    expect((await describeIn('en', apiFailure(409, stale))).message).toMatch(/^Someone changed this/)
    const english = async (status: number) => (await describeIn('en', apiFailure(status))).message
    expect(await english(401)).toMatch(/for the Escudo team only/)
    expect(await english(403)).toMatch(/for the Escudo team only/)
    expect(await english(404)).toBe('Not found: it may have been removed.')
    expect(await english(409)).toMatch(/^Someone changed this/)
    expect(await english(500)).toBe('The server had a problem. Try again in a moment.')
    expect(await english(400)).toBe('Something went wrong. Try again.')
    expect((await describeIn('en', apiFailure('TIMEOUT_ERROR'))).message).toMatch(/^No connection/)
  })
})

import { ADMIN_CATALOG_ERROR_CODES as CODES } from '@escudo/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiError, apiFailure, describerOf, textsOf } from '../../../../testing/failures'
import { catalogFailures } from './api-errors'

let describeIn: ReturnType<typeof describerOf>
beforeAll(async () => {
  describeIn = describerOf(await textsOf('admin-catalog'), catalogFailures)
})

describe('catalogue forms: a failed request', () => {
  it('translates a field’s error by its code for English readers, and keeps the detail in Portuguese', async () => {
    const failure = apiFailure(
      409,
      apiError('reference_taken', 'A referência EP-1 já existe.', '/data/attributes/reference'),
      apiError('something_new', 'Algo novo.', '/data/attributes/slug/0'),
    )
    expect((await describeIn('pt-BR', failure)).fields).toEqual({
      reference: 'A referência EP-1 já existe.',
      slug: 'Algo novo.',
    })
    expect(await describeIn('en', failure)).toMatchObject({
      fields: { reference: 'Another product already uses this reference.', slug: 'Check this field.' },
      message: 'Please check the highlighted fields.',
    })
  })

  it('puts an upload’s error on the file, and names a body too large whatever its code', async () => {
    const unsupported = apiError(CODES.unsupportedFile, 'Envie JPEG, PNG ou WebP.', '/file')
    expect((await describeIn('en', apiFailure(422, unsupported))).fields).toEqual({
      file: 'This file type is not accepted.',
    })
    const tooLarge = apiFailure(413, apiError('payload_too_large', 'Corpo grande demais.'))
    expect((await describeIn('en', tooLarge)).message).toBe('The file is too large. Nothing was saved.')
    expect((await describeIn('pt-BR', tooLarge)).message).toBe('Corpo grande demais.')
  })

  it('leaves a stale version to the form, which explains the conflict itself', async () => {
    const stale = apiFailure(409, apiError(CODES.staleVersion, 'Alterado.', '/data/attributes/version'))
    expect(await describeIn('en', stale)).toEqual({ fields: {}, message: null, codes: [CODES.staleVersion] })
  })

  it('explains a failure with nothing to point at', async () => {
    expect((await describeIn('en', apiFailure(500))).message).toBe(
      'Something went wrong on our side. Try again.',
    )
    expect((await describeIn('en', apiFailure('FETCH_ERROR'))).message).toBe(
      'No connection to the server. Try again.',
    )
    const inUse = apiFailure(409, apiError(CODES.optionInUse, 'Em uso por 3 produtos.'))
    expect((await describeIn('pt-BR', inUse)).message).toBe('Em uso por 3 produtos.')
    expect((await describeIn('en', inUse)).message).toBe(
      'This option is used by products and cannot be deleted.',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { codedProblem, validationFailed } from './errors'

describe('ApiProblem details in the reader’s language', () => {
  it('keeps pt-BR in errors and gives English to an English reader', () => {
    const problem = validationFailed([
      {
        pointer: '/data/attributes/brand',
        detail: { 'pt-BR': 'Opção desconhecida.', en: 'Unknown option.' },
      },
      { pointer: '/data/attributes/name', detail: { 'pt-BR': 'O nome é longo.', en: 'The name is long.' } },
    ])
    expect(problem.message).toBe('Opção desconhecida.')
    expect(problem.errors.map((error) => error.detail)).toEqual(['Opção desconhecida.', 'O nome é longo.'])
    expect(problem.errorsIn('pt-BR')).toEqual(problem.errors)
    expect(problem.errorsIn(undefined)).toEqual(problem.errors)
    expect(problem.errorsIn('en').map((error) => error.detail)).toEqual([
      'Unknown option.',
      'The name is long.',
    ])
    expect(problem.errorsIn('en')[0]).toMatchObject({
      status: '422',
      code: 'validation_failed',
      source: { pointer: '/data/attributes/brand' },
    })
  })

  it('translates coded problems the same way', () => {
    const problem = codedProblem(409, 'reference_taken', { 'pt-BR': 'Já existe.', en: 'Already exists.' })
    expect(problem.errors[0]).toMatchObject({ status: '409', code: 'reference_taken', detail: 'Já existe.' })
    expect(problem.errorsIn('en')[0]).toMatchObject({ status: '409', detail: 'Already exists.' })
  })
})

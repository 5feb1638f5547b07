import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Deserialized } from '../../../lib/jsonapi'
import { deserialize } from '../../../lib/jsonapi'
import { errorAnswer, installFakeApi } from '../../../testing/fake-api'
import { renderWithProviders } from '../../../testing/render'
import { createTestStore } from '../../../testing/store'
import type { Estimate } from '../api/types'
import { AnswerForm } from './answer-form'
import { anEstimate } from './test-data'

afterEach(() => {
  vi.unstubAllGlobals()
})

const ENDPOINT = 'PATCH /api/v1/admin/estimates/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
const estimate = (deserialize(anEstimate()) as Deserialized<Estimate>).data

async function renderForm(onDone = vi.fn()) {
  await renderWithProviders(
    <ReduxProvider store={createTestStore()}>
      <AnswerForm estimate={estimate} onDone={onDone} />
    </ReduxProvider>,
    { namespaces: ['admin-ops'] },
  )
  return onDone
}

const price = (product: string) => screen.getByRole('textbox', { name: `Preço unitário de ${product}` })
const field = (name: RegExp) => screen.getByLabelText(name)
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }))

describe('answer form', () => {
  it('shows every missing field next to it and sends nothing', async () => {
    const fake = installFakeApi()
    await renderForm()
    submit()
    expect(await screen.findByText('Corrija os campos destacados.')).toBeDefined()
    expect(screen.getAllByText('Informe o preço unitário.')).toHaveLength(2)
    expect(price('Luva Nitrílica Verde').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Informe o prazo de entrega.')).toBeDefined()
    expect(screen.getByText('Informe a validade do orçamento.')).toBeDefined()
    expect(field(/^Prazo de entrega/).getAttribute('aria-invalid')).toBe('true')
    expect(fake.calls).toHaveLength(0)
  })

  it('sends prices in cents with lead time, validity and the version read', async () => {
    const fake = installFakeApi({ [ENDPOINT]: { status: 200, body: anEstimate({ status: 'respondido' }) } })
    const onDone = await renderForm()
    fireEvent.change(price('Luva Nitrílica Verde'), { target: { value: 'R$ 19,90' } })
    fireEvent.change(price('Óculos Incolor'), { target: { value: '5' } })
    expect(screen.getByText('Total: R$ 214,00')).toBeDefined()
    fireEvent.change(field(/^Prazo de entrega/), { target: { value: '10 dias úteis' } })
    fireEvent.change(field(/^Proposta válida até/), { target: { value: '2999-01-31' } })
    submit()
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(fake.callsTo(ENDPOINT)[0]?.body).toEqual({
      data: {
        type: 'estimates',
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        attributes: {
          status: 'respondido',
          version: 1,
          lines: [
            { id: '11111111-1111-4111-8111-111111111111', unitPriceCents: 1990 },
            { id: '22222222-2222-4222-8222-222222222222', unitPriceCents: 500 },
          ],
          leadTime: '10 dias úteis',
          validUntil: '2999-01-31',
        },
      },
    })
  })

  it("puts the server's field errors (422 pointers) next to their fields", async () => {
    installFakeApi({
      [ENDPOINT]: errorAnswer(422, [
        {
          code: 'validation_failed',
          detail: 'A validade não pode ser anterior a hoje.',
          source: { pointer: '/data/attributes/validUntil' },
        },
        {
          code: 'validation_failed',
          detail: 'Preço alto demais.',
          source: { pointer: '/data/attributes/lines/1/unitPriceCents' },
        },
      ]),
    })
    const onDone = await renderForm()
    fireEvent.change(price('Luva Nitrílica Verde'), { target: { value: '19,90' } })
    fireEvent.change(price('Óculos Incolor'), { target: { value: '5' } })
    fireEvent.change(field(/^Prazo de entrega/), { target: { value: '10 dias' } })
    fireEvent.change(field(/^Proposta válida até/), { target: { value: '2999-01-31' } })
    submit()
    expect(await screen.findByText('A validade não pode ser anterior a hoje.')).toBeDefined()
    expect(field(/^Proposta válida até/).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Preço alto demais.')).toBeDefined()
    expect(price('Óculos Incolor').getAttribute('aria-invalid')).toBe('true')
    expect(price('Luva Nitrílica Verde').getAttribute('aria-invalid')).toBe('false')
    expect(onDone).not.toHaveBeenCalled()
  })
})

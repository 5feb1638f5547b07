import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Deserialized } from '../../../lib/jsonapi'
import { deserialize } from '../../../lib/jsonapi'
import { errorAnswer, installFakeApi } from '../../../testing/fake-api'
import { renderWithProviders } from '../../../testing/render'
import { createTestStore } from '../../../testing/store'
import type { Estimate } from '../api/types'
import { AnswerForm } from './answer-form'
import { anEstimate } from '../testing/test-data'

afterEach(() => {
  vi.unstubAllGlobals()
})

const ENDPOINT = 'PATCH /api/v1/admin/estimates/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
const estimate = (deserialize(anEstimate()) as Deserialized<Estimate>).data

async function renderForm(onDone = vi.fn(), shown: Estimate = estimate, language?: 'en') {
  await renderWithProviders(
    <ReduxProvider store={createTestStore()}>
      <AnswerForm estimate={shown} onDone={onDone} />
    </ReduxProvider>,
    { namespaces: ['admin-ops'], ...(language ? { language } : {}) },
  )
  return onDone
}

const price = (product: string) => screen.getByRole('textbox', { name: `Preço unitário de ${product}` })
const field = (name: RegExp) => screen.getByLabelText(name)
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }))
const choose = (group: RegExp, option: string) =>
  fireEvent.click(
    within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }),
  )
const money = (name: RegExp) => screen.getByRole('textbox', { name })
async function choosePayment(option: string) {
  fireEvent.click(screen.getByRole('textbox', { name: /^Condição de pagamento/ }))
  fireEvent.click(await screen.findByRole('option', { name: option }))
}
/** FOB with an estimated R$ 120,00, IPI in the prices and ICMS not, 28/56 days, minimum order R$ 1.000,00. */
async function fillTerms() {
  choose(/^Frete/, 'FOB — por conta do comprador')
  fireEvent.change(money(/^Valor do frete/), { target: { value: '120' } })
  choose(/^IPI nos preços/, 'Incluso')
  choose(/^ICMS nos preços/, 'Não incluso')
  await choosePayment('28/56 dias')
  fireEvent.change(money(/^Pedido mínimo/), { target: { value: '1.000,00' } })
}

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
    expect(screen.getByText('Escolha o frete: CIF ou FOB.')).toBeDefined()
    expect(screen.getByText('Diga se o IPI está incluso nos preços.')).toBeDefined()
    expect(screen.getByText('Diga se o ICMS está incluso nos preços.')).toBeDefined()
    expect(screen.getByText('Escolha a condição de pagamento.')).toBeDefined()
    // Optional terms are not required.
    expect(money(/^Valor do frete/).getAttribute('aria-invalid')).toBe('false')
    expect(money(/^Pedido mínimo/).getAttribute('aria-invalid')).toBe('false')
    expect(fake.calls).toHaveLength(0)

    // A field put right loses its error at once; the others keep theirs, and the summary stays while one is left.
    fireEvent.change(field(/^Prazo de entrega/), { target: { value: '10 dias úteis' } })
    fireEvent.change(price('Luva Nitrílica Verde'), { target: { value: '19,90' } })
    choose(/^Frete/, 'CIF — por conta do fornecedor')
    expect(screen.queryByText('Informe o prazo de entrega.')).toBeNull()
    expect(field(/^Prazo de entrega/).getAttribute('aria-invalid')).toBe('false')
    expect(price('Luva Nitrílica Verde').getAttribute('aria-invalid')).toBe('false')
    expect(screen.queryByText('Escolha o frete: CIF ou FOB.')).toBeNull()
    expect(screen.getAllByText('Informe o preço unitário.')).toHaveLength(1)
    expect(screen.getByText('Informe a validade do orçamento.')).toBeDefined()
    expect(screen.getByText('Corrija os campos destacados.')).toBeDefined()
  })

  it('sends prices and money terms in cents with the terms, lead time, validity and the version read', async () => {
    const fake = installFakeApi({ [ENDPOINT]: { status: 200, body: anEstimate({ status: 'respondido' }) } })
    const onDone = await renderForm()
    fireEvent.change(price('Luva Nitrílica Verde'), { target: { value: 'R$ 19,90' } })
    fireEvent.change(price('Óculos Incolor'), { target: { value: '5' } })
    expect(screen.getByText('Total: R$ 214,00')).toBeDefined()
    await fillTerms()
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
          freightTerms: 'FOB',
          freightCents: 12000,
          ipiIncluded: true,
          icmsIncluded: false,
          paymentTerms: '28_56_dias',
          paymentTermsText: null,
          minimumOrderCents: 100000,
          leadTime: '10 dias úteis',
          validUntil: '2999-01-31',
        },
      },
    })
  })

  it('starts a new answer from the last one, terms included, and sends a payment term of its own', async () => {
    const fake = installFakeApi({ [ENDPOINT]: { status: 200, body: anEstimate({ status: 'respondido' }) } })
    const answered: Estimate = {
      ...estimate,
      lines: estimate.lines.map((line) => ({ ...line, unitPriceCents: 990 })),
      freightTerms: 'CIF',
      freightCents: 0,
      ipiIncluded: false,
      icmsIncluded: true,
      paymentTerms: 'outro',
      paymentTermsText: '50% no pedido, 50% em 30 dias',
      minimumOrderCents: null,
      leadTime: '5 dias úteis',
      validUntil: '2999-02-28',
    }
    const onDone = await renderForm(vi.fn(), answered)
    expect(
      within(screen.getByRole('radiogroup', { name: /^Frete/ })).getByRole('radio', { name: /^CIF/ }),
    ).toHaveProperty('checked', true)
    expect(field(/^Descreva a condição de pagamento/)).toHaveProperty(
      'value',
      '50% no pedido, 50% em 30 dias',
    )
    expect(field(/^Prazo de entrega/)).toHaveProperty('value', '5 dias úteis')
    submit()
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(fake.callsTo(ENDPOINT)[0]?.body).toMatchObject({
      data: {
        attributes: {
          freightTerms: 'CIF',
          freightCents: 0,
          ipiIncluded: false,
          icmsIncluded: true,
          paymentTerms: 'outro',
          paymentTermsText: '50% no pedido, 50% em 30 dias',
          minimumOrderCents: null,
          leadTime: '5 dias úteis',
          validUntil: '2999-02-28',
        },
      },
    })
  })

  it('asks for the terms in English too', async () => {
    installFakeApi()
    await renderForm(vi.fn(), estimate, 'en')
    expect(screen.getByRole('heading', { name: 'Commercial terms' })).toBeDefined()
    expect(
      within(screen.getByRole('radiogroup', { name: /^Freight/ })).getByRole('radio', {
        name: 'FOB — paid by the buyer',
      }),
    ).toBeDefined()
    expect(
      within(screen.getByRole('radiogroup', { name: /^ICMS in the prices/ })).getByRole('radio', {
        name: 'Not included',
      }),
    ).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }))
    expect(await screen.findByText('Choose the payment terms.')).toBeDefined()
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
        {
          code: 'validation_failed',
          detail: 'O valor do frete não pode ser negativo.',
          source: { pointer: '/data/attributes/freightCents' },
        },
      ]),
    })
    const onDone = await renderForm()
    fireEvent.change(price('Luva Nitrílica Verde'), { target: { value: '19,90' } })
    fireEvent.change(price('Óculos Incolor'), { target: { value: '5' } })
    await fillTerms()
    fireEvent.change(field(/^Prazo de entrega/), { target: { value: '10 dias' } })
    fireEvent.change(field(/^Proposta válida até/), { target: { value: '2999-01-31' } })
    submit()
    expect(await screen.findByText('A validade não pode ser anterior a hoje.')).toBeDefined()
    expect(screen.getByText('O valor do frete não pode ser negativo.')).toBeDefined()
    expect(money(/^Valor do frete/).getAttribute('aria-invalid')).toBe('true')
    expect(field(/^Proposta válida até/).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Preço alto demais.')).toBeDefined()
    expect(price('Óculos Incolor').getAttribute('aria-invalid')).toBe('true')
    expect(price('Luva Nitrílica Verde').getAttribute('aria-invalid')).toBe('false')
    expect(onDone).not.toHaveBeenCalled()
    // What the server said stays until the staff member changes something.
    fireEvent.change(price('Óculos Incolor'), { target: { value: '6' } })
    expect(screen.queryByText('Preço alto demais.')).toBeNull()
    expect(screen.queryByText('A validade não pode ser anterior a hoje.')).toBeNull()
  })
})

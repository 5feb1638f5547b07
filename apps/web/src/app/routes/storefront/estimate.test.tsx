import { EstimateDocument, type EstimateStatus } from '@escudo/contracts'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, errorAnswer, installFakeApi, type FakeRequest } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'
import { NO_QUOTE_TERMS } from '../../../testing/quote-terms'

const ID = '7d3f0c9e-2a8e-4b59-8f7e-6c7a2f4e9d10'
const URL = `/api/v1/estimates/${ID}`

function estimate(status: EstimateStatus, extra: Record<string, unknown> = {}) {
  const priced = status === 'respondido' || status === 'aprovado'
  return {
    status: 200,
    body: EstimateDocument.parse({
      data: {
        type: 'estimates',
        id: ID,
        attributes: {
          number: 7,
          status,
          message: 'Para a obra',
          lines: [
            {
              id: 'l-1',
              productId: '0b4c3a52-6c55-4d7c-9f8f-1f0a3c1c2b11',
              product: { name: 'Luva Nitro', slug: 'luva-nitro', reference: 'EP-1' },
              quantity: 20,
              size: '9',
              note: null,
              unitPriceCents: priced ? 1250 : null,
              totalCents: priced ? 25000 : null,
              caNumber: null,
              caValidUntil: null,
            },
          ],
          totalCents: priced ? 25000 : null,
          leadTime: priced ? '10 dias úteis' : null,
          validUntil: priced ? '2027-01-31' : null,
          ...NO_QUOTE_TERMS,
          answeredAt: null,
          version: 2,
          createdAt: '2026-11-20T12:00:00.000Z',
          updatedAt: '2026-11-20T12:00:00.000Z',
          customer: { name: 'Ana Souza', email: 'ana@example.com', company: null, cnpj: null, phone: null },
          messages: [
            {
              id: 'm-1',
              authorRole: 'staff',
              authorName: 'Equipe',
              body: 'Qual o CNPJ?',
              createdAt: '2026-11-21T12:00:00.000Z',
            },
          ],
          history: [
            {
              actorRole: 'customer',
              actorName: 'Ana',
              from: null,
              to: 'em_aberto',
              at: '2026-11-20T12:00:00.000Z',
            },
          ],
          ...extra,
        },
      },
    }),
  }
}

beforeEach(() => {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'stored-refresh')
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('estimate page', { timeout: 20_000 }, () => {
  it('answers a pending question: the message goes to the thread and the estimate reopens', async () => {
    let current = estimate('informacao_pendente')
    const fake = installFakeApi({
      'POST /api/v1/auth/refresh': authAnswer(),
      [`GET ${URL}`]: () => current,
      [`POST ${URL}/messages`]: () => {
        current = estimate('em_aberto')
        return { ...current, status: 201 }
      },
    })
    await renderApp(`/minha-conta/orcamentos/${ID}`)
    expect(
      await screen.findByRole('heading', { name: 'A equipe Escudo precisa de uma informação' }),
    ).toBeDefined()
    expect(screen.getByText('“Qual o CNPJ?”')).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }))
    expect(await screen.findByText('Escreva a mensagem.')).toBeDefined()

    fireEvent.change(screen.getByLabelText(/^Sua resposta/), { target: { value: '11.222.333/0001-81' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }))
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'A equipe Escudo precisa de uma informação' })).toBeNull(),
    )
    expect(fake.callsTo(`POST ${URL}/messages`)[0]?.body).toEqual({
      data: { type: 'messages', attributes: { body: '11.222.333/0001-81' } },
    })
    expect(screen.getAllByText('Em aberto').length).toBeGreaterThan(0)
  })

  it('accepts an answered estimate after confirming, and shows the prices', async () => {
    let current = estimate('respondido')
    const fake = installFakeApi({
      'POST /api/v1/auth/refresh': authAnswer(),
      [`GET ${URL}`]: () => current,
      [`PATCH ${URL}`]: () => {
        current = estimate('aprovado')
        return current
      },
    })
    await renderApp(`/minha-conta/orcamentos/${ID}`)
    expect(await screen.findByText('Prazo de entrega: 10 dias úteis')).toBeDefined()
    expect(screen.getAllByText(/250,00/).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar proposta' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Sim, aprovar' }))
    expect(await screen.findByText(/Você aprovou o orçamento nº 7/)).toBeDefined()
    expect(fake.callsTo(`PATCH ${URL}`)[0]?.body).toEqual({
      data: { type: 'estimates', id: ID, attributes: { status: 'aprovado' } },
    })
  })

  const TERMS = {
    freightTerms: 'FOB',
    freightCents: 12000,
    ipiIncluded: true,
    icmsIncluded: false,
    paymentTerms: '28_56_dias',
    paymentTermsText: null,
    minimumOrderCents: 100000,
    validUntil: '2026-12-15',
  }
  const termsBlock = async (title: string) => {
    const heading = await screen.findByRole('heading', { name: title })
    return [...heading.closest('section')!.querySelectorAll('li')].map((item) =>
      (item.textContent ?? '').replace(/\s/g, ' '),
    )
  }

  it('reads the commercial terms of the answer in words, in Portuguese', async () => {
    installFakeApi({
      'POST /api/v1/auth/refresh': authAnswer(),
      [`GET ${URL}`]: estimate('respondido', TERMS),
    })
    await renderApp(`/minha-conta/orcamentos/${ID}`)
    expect(await termsBlock('Condições comerciais')).toEqual([
      'Frete: FOB — frete estimado R$ 120,00 por conta do comprador',
      'IPI incluso',
      'ICMS não incluso',
      'Pagamento: 28/56 dias',
      'Pedido mínimo: R$ 1.000,00',
      'Prazo de entrega: 10 dias úteis',
      'Validade: 15/12/2026',
    ])
  })

  it('reads the commercial terms in English, and a payment term staff wrote themselves as written', async () => {
    installFakeApi({
      'POST /api/v1/auth/refresh': authAnswer(),
      [`GET ${URL}`]: estimate('respondido', {
        ...TERMS,
        freightTerms: 'CIF',
        freightCents: null,
        minimumOrderCents: null,
        paymentTerms: 'outro',
        paymentTermsText: '50% no pedido, 50% em 30 dias',
      }),
    })
    await renderApp(`/en/minha-conta/orcamentos/${ID}`, { language: 'en' })
    expect(await termsBlock('Commercial terms')).toEqual([
      'Freight: CIF (paid by the supplier)',
      'IPI included',
      'ICMS not included',
      'Payment: 50% no pedido, 50% em 30 dias',
      'Lead time: 10 dias úteis',
      'Valid until: December 15, 2026',
    ])
  })

  it('shows an answer given before the terms existed with what it has, and no empty term', async () => {
    installFakeApi({ 'POST /api/v1/auth/refresh': authAnswer(), [`GET ${URL}`]: estimate('respondido') })
    await renderApp(`/minha-conta/orcamentos/${ID}`)
    expect(await termsBlock('Condições comerciais')).toEqual([
      'Prazo de entrega: 10 dias úteis',
      'Validade: 31/01/2027',
    ])
    expect(document.body.textContent).not.toMatch(/undefined|null|Frete|IPI/)
  })

  it("says each line's figures with their names apart from their values ('Tamanho: 9', not 'Tamanho9')", async () => {
    installFakeApi({ 'POST /api/v1/auth/refresh': authAnswer(), [`GET ${URL}`]: estimate('respondido') })
    await renderApp(`/minha-conta/orcamentos/${ID}`)
    await screen.findByText('Prazo de entrega: 10 dias úteis')
    const cells = [...document.querySelectorAll('tbody td')].map((cell) => cell.textContent ?? '')
    expect(cells.filter((text) => /^(Tamanho|Quantidade|Preço unitário|Total)/.test(text))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Tamanho: \S/),
        expect.stringMatching(/^Quantidade: \d/),
      ]),
    )
    expect(cells.filter((text) => /^(Tamanho|Quantidade)[^:]/.test(text))).toEqual([])
  })

  it('edits the lines while open, and explains a refused transition', async () => {
    const patches: FakeRequest[] = []
    const fake = installFakeApi({
      'POST /api/v1/auth/refresh': authAnswer(),
      [`GET ${URL}`]: estimate('em_aberto'),
      [`PATCH ${URL}`]: (request) => {
        patches.push(request)
        return patches.length === 1
          ? estimate('em_aberto')
          : errorAnswer(409, [{ code: 'invalid_transition', detail: 'O orçamento está em recusado.' }])
      },
    })
    const { store } = await renderApp(`/minha-conta/orcamentos/${ID}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar itens' }))
    fireEvent.change(screen.getByLabelText('Quantidade de Luva Nitro (9)'), { target: { value: '30' } })
    fireEvent.change(screen.getByLabelText('Observação sobre Luva Nitro (9)'), { target: { value: 'Cinza' } })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar itens' }))
    await waitFor(() => expect(patches).toHaveLength(1))
    expect(patches[0]?.body).toEqual({
      data: {
        type: 'estimates',
        id: ID,
        attributes: {
          lines: [
            { productId: '0b4c3a52-6c55-4d7c-9f8f-1f0a3c1c2b11', quantity: 30, size: '9', note: 'Cinza' },
          ],
        },
      },
    })

    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Sim, cancelar' }))
    expect(
      await screen.findByText(
        'Este orçamento mudou de situação enquanto você o via. Veja como ele está agora.',
      ),
    ).toBeDefined()
    expect(store.getState().estimates?.estimateError?.status).toBe(409)
    expect(fake.callsTo(`PATCH ${URL}`)).toHaveLength(2)
  })
})

import { EstimateDocument } from '@escudo/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { quoteList } from '../../../features/quote-list/store/quote-list'
import { quoteMessage } from '../../../features/quote-list/store/quote-message'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, errorAnswer, installFakeApi } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'
import { NO_QUOTE_TERMS } from '../../../testing/quote-terms'

const GLOVE = '0b4c3a52-6c55-4d7c-9f8f-1f0a3c1c2b11'
const GLASSES = '5e0b8f0a-1c9d-4b7e-9a55-2d3c4b5a6f70'
const ESTIMATE = '7d3f0c9e-2a8e-4b59-8f7e-6c7a2f4e9d10'

const line = (productId: string, name: string, size: string | null, quantity: number, sizes: string[]) => ({
  key: `${productId}:${size ?? ''}`,
  productId,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  reference: 'EP-1',
  image: null,
  sizes,
  size,
  quantity,
  note: '',
})

const estimateAnswer = {
  status: 201,
  body: EstimateDocument.parse({
    data: {
      type: 'estimates',
      id: ESTIMATE,
      attributes: {
        number: 42,
        status: 'em_aberto',
        message: 'Para a obra',
        lines: [
          {
            id: 'l-1',
            productId: GLOVE,
            product: { name: 'Luva Nitro', slug: 'luva-nitro', reference: 'EP-1' },
            quantity: 20,
            size: '9',
            note: 'Punho longo',
            unitPriceCents: null,
            totalCents: null,
            caNumber: null,
            caValidUntil: null,
          },
        ],
        totalCents: null,
        leadTime: null,
        validUntil: null,
        ...NO_QUOTE_TERMS,
        answeredAt: null,
        version: 1,
        createdAt: '2026-11-20T12:00:00.000Z',
        updatedAt: '2026-11-20T12:00:00.000Z',
        customer: { name: 'Ana Souza', email: 'ana@example.com', company: null, cnpj: null, phone: null },
        messages: [],
        history: [
          {
            actorRole: 'customer',
            actorName: 'Ana Souza',
            from: null,
            to: 'em_aberto',
            at: '2026-11-20T12:00:00.000Z',
          },
        ],
      },
    },
  }),
}

beforeEach(() => {
  localStorage.setItem(
    'escudo.quoteList',
    JSON.stringify([
      line(GLOVE, 'Luva Nitro', '9', 12, ['8', '9', '10']),
      line(GLASSES, 'Óculos Vision', null, 3, []),
    ]),
  )
  quoteList.reload()
})

afterEach(() => {
  vi.unstubAllGlobals()
  quoteList.reload()
  quoteMessage.reload()
})

const headerLink = (count: string) => screen.findByRole('link', { name: `Lista de orçamento: ${count}` })

describe('quote list page', { timeout: 20_000 }, () => {
  it('lists the stored lines; quantities, notes and removals are kept, and the header counts lines', async () => {
    installFakeApi()
    await renderApp('/orcamento')
    expect(await headerLink('2 itens')).toBeDefined()
    const items = within(screen.getByRole('list', { name: 'Itens da lista de orçamento' })).getAllByRole(
      'listitem',
    )
    expect(items).toHaveLength(2)
    expect(screen.getByText('2 itens, 15 unidades no total.')).toBeDefined()

    fireEvent.change(screen.getByLabelText('Quantidade de Luva Nitro (9)'), { target: { value: '20' } })
    const note = screen.getByLabelText('Observação sobre Luva Nitro (9)')
    fireEvent.change(note, { target: { value: 'Punho longo' } })
    fireEvent.blur(note)
    fireEvent.click(screen.getByRole('button', { name: 'Remover Óculos Vision da lista' }))

    expect(await headerLink('1 item')).toBeDefined()
    expect(screen.getByText('1 item, 20 unidades no total.')).toBeDefined()
    expect(JSON.parse(localStorage.getItem('escudo.quoteList')!)).toMatchObject([
      { productId: GLOVE, size: '9', quantity: 20, note: 'Punho longo' },
    ])
  })

  it('asks for a message, then sends a guest to the login and back, keeping the message', async () => {
    const fake = installFakeApi()
    const { location } = await renderApp('/orcamento')
    fireEvent.click(await screen.findByRole('button', { name: 'Pedir orçamento' }))
    expect(await screen.findByText('Escreva a mensagem.')).toBeDefined()
    expect(location()).toBe('/orcamento')

    fireEvent.change(screen.getByLabelText(/^Mensagem para a equipe Escudo/), {
      target: { value: 'Entrega em Betim.' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Pedir orçamento' }))
    await waitFor(() => expect(location()).toBe('/entrar?next=%2Forcamento'))
    expect(localStorage.getItem('escudo.quoteMessage')).toBe('Entrega em Betim.')
    expect(fake.callsTo('POST /api/v1/estimates')).toHaveLength(0)
  })

  it('sends the request of a signed-in customer, clears the list and opens the estimate', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'stored-refresh')
    const fake = installFakeApi({
      'POST /api/v1/auth/refresh': authAnswer(),
      'POST /api/v1/estimates': estimateAnswer,
      [`GET /api/v1/estimates/${ESTIMATE}`]: { status: 200, body: estimateAnswer.body },
    })
    const { location, store } = await renderApp('/orcamento')
    fireEvent.change(await screen.findByLabelText(/^Mensagem para a equipe Escudo/), {
      target: { value: 'Para a obra' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Pedir orçamento' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Orçamento nº 42' })).toBeDefined()
    expect(location()).toBe(`/minha-conta/orcamentos/${ESTIMATE}`)
    expect(fake.callsTo('POST /api/v1/estimates')[0]?.body).toEqual({
      data: {
        type: 'estimates',
        attributes: {
          message: 'Para a obra',
          lines: [
            { productId: GLOVE, quantity: 12, size: '9', note: '' },
            { productId: GLASSES, quantity: 3, size: null, note: '' },
          ],
        },
      },
    })
    expect(
      screen.getByText('Orçamento nº 42 enviado. A equipe Escudo vai responder por e-mail.'),
    ).toBeDefined()
    expect(store.getState().estimates?.estimateResult).toEqual({
      id: ESTIMATE,
      number: 42,
      status: 'em_aberto',
      action: 'created',
    })
    expect(localStorage.getItem('escudo.quoteList')).toBeNull()
    expect(await headerLink('0 itens')).toBeDefined()
  })

  it('keeps the list and shows the reason when the server refuses a line', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'stored-refresh')
    installFakeApi({
      'POST /api/v1/auth/refresh': authAnswer(),
      'POST /api/v1/estimates': errorAnswer(422, [
        {
          code: 'validation_failed',
          detail: 'Produto não encontrado no catálogo.',
          source: { pointer: '/data/attributes/lines/1/productId' },
        },
      ]),
    })
    const { store } = await renderApp('/orcamento')
    fireEvent.change(await screen.findByLabelText(/^Mensagem para a equipe Escudo/), {
      target: { value: 'Para a obra' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Pedir orçamento' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Produto não encontrado no catálogo.')
    expect(store.getState().estimates?.estimateError?.status).toBe(422)
    expect(quoteList.lines()).toHaveLength(2)
  })
})

describe('the message through the forced sign-in', { timeout: 20_000 }, () => {
  it('is still in the form after signing in, and the login page says why the buyer is there', async () => {
    installFakeApi({ 'POST /api/v1/auth/login': authAnswer() })
    const { location } = await renderApp('/orcamento')
    fireEvent.change(await screen.findByLabelText(/^Mensagem para a equipe Escudo/), {
      target: { value: 'Entrega em Betim.' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Pedir orçamento' }))
    await waitFor(() => expect(location()).toBe('/entrar?next=%2Forcamento'))
    expect(await screen.findByText(/^Entre para enviar seu orçamento/)).toBeDefined()
    fireEvent.change(await screen.findByLabelText(/^E-mail/), { target: { value: 'ana@example.com' } })
    fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'a good passphrase' } })
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    await waitFor(() => expect(location()).toBe('/orcamento'))
    expect(
      ((await screen.findByLabelText(/^Mensagem para a equipe Escudo/)) as HTMLTextAreaElement).value,
    ).toBe('Entrega em Betim.')
  })
})

const messageField = async () =>
  (await screen.findByLabelText(/^Mensagem para a equipe Escudo/)) as HTMLTextAreaElement

describe('the message through registration and a reload', { timeout: 20_000 }, () => {
  it('survives opening the registration page in a new tab, which says why, and is there after registering', async () => {
    installFakeApi({
      'GET /api/v1/auth/email-availability': { status: 200, body: { meta: { available: true } } },
      'POST /api/v1/auth/register': authAnswer({ name: 'Ana Souza' }, 201),
    })
    const first = await renderApp('/orcamento')
    fireEvent.change(await messageField(), { target: { value: 'Entrega em Betim.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Pedir orçamento' }))
    fireEvent.click(await screen.findByRole('link', { name: 'Criar conta' }))
    await waitFor(() => expect(first.location()).toBe('/cadastro?next=%2Forcamento'))

    // A new page reads the stores again; opened in another tab (or a reopened browser), it has no session storage.
    first.unmount()
    sessionStorage.clear()
    quoteList.reload()
    quoteMessage.reload()
    const { location } = await renderApp('/cadastro?next=%2Forcamento')
    expect(await screen.findByText(/^Crie sua conta para enviar seu orçamento/)).toBeDefined()
    fireEvent.change(screen.getByLabelText(/^Nome completo/), { target: { value: 'Ana Souza' } })
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'nova@example.com' } })
    fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'uma senha bem longa' } })
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }))
    await waitFor(() => expect(location()).toBe('/orcamento'))
    expect((await messageField()).value).toBe('Entrega em Betim.')
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0)
  })

  it("names each line in the page's language: English when the product has an English name, else marked Portuguese", async () => {
    localStorage.setItem(
      'escudo.quoteList',
      JSON.stringify([
        { ...line(GLOVE, 'Luva Nitro', '9', 12, ['8', '9', '10']), en: { name: 'Nitro Glove' } },
        line(GLASSES, 'Óculos Vision', null, 3, []),
      ]),
    )
    quoteList.reload()
    installFakeApi()
    await renderApp('/en/orcamento', { language: 'en' })
    expect(await screen.findByRole('link', { name: 'Nitro Glove' })).toBeDefined()
    expect(screen.getByLabelText('Quantity of Nitro Glove (9)')).toBeDefined()
    // A line kept before it carried its English name, or a product not translated: Portuguese, said so.
    expect(screen.getByRole('link', { name: 'Óculos Vision' }).getAttribute('lang')).toBe('pt-BR')
  })

  it('says why in English too', async () => {
    installFakeApi()
    await renderApp('/en/entrar?next=%2Forcamento', { language: 'en' })
    expect(await screen.findByText(/^Sign in to send your quote/)).toBeDefined()
  })

  it('does not give that reason for another page', async () => {
    installFakeApi()
    await renderApp('/entrar?next=%2Fminha-conta')
    await screen.findByRole('heading', { level: 1, name: 'Entrar' })
    expect(screen.queryByText(/enviar seu orçamento/)).toBeNull()
  })
})

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, errorAnswer, installFakeApi, type FakeResponse } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'
import { createStore } from '../../store'
import { catalogApi } from '../../../features/catalog/api/catalog-api'
import { catalogRoutes } from '../../../features/catalog/testing/fake-catalog'
import * as fakeProduct from '../../../features/catalog/testing/fake-product'

const { ID, SLUG, product, daysFromNow } = fakeProduct

const filters = {
  status: 200,
  body: {
    data: [
      {
        type: 'filter-groups',
        id: 'certificates',
        attributes: {
          title: 'Certificados',
          titleEn: 'Certificates',
          multiple: true,
          appliesTo: null,
          options: [
            {
              id: 'ansi-isea-105',
              title: 'ANSI/ISEA 105',
              titleEn: 'ANSI/ISEA 105',
              description: 'Classifica a luva quanto ao corte.',
              descriptionEn: 'Rates the glove for cut.',
            },
          ],
        },
      },
    ],
  },
}

const comment = (body: string, edited = false) => ({
  type: 'comments',
  id: 'c-1',
  attributes: {
    body,
    authorName: 'Ana S.',
    createdAt: '2026-11-20T12:00:00.000Z',
    editedAt: edited ? '2026-11-21T12:00:00.000Z' : null,
    edited,
  },
  relationships: { product: { data: { type: 'products', id: ID } } },
})
const list = (items: unknown[]): FakeResponse => ({
  status: 200,
  body: { data: items, meta: { total: items.length }, links: { self: '/x' } },
})

function fakeProductPage(routes: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    [`GET /api/v1/products/${SLUG}`]: product(),
    'GET /api/v1/filters': filters,
    'GET /api/v1/products': {
      status: 200,
      body: { data: [], meta: { total: 0, facets: {} }, links: { self: '/x' } },
    },
    [`GET /api/v1/products/${ID}/comments`]: list([]),
    [`GET /api/v1/products/${ID}/comments/mine`]: { status: 200, body: { data: null } },
    'GET /api/v1/favorites': list([]),
    ...routes,
  })
}

const signedIn = () => {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'stored-refresh')
  return { 'POST /api/v1/auth/refresh': authAnswer({ name: 'Ana Souza' }) }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('product page', { timeout: 20_000 }, () => {
  it('shows the CA with its validity, EN 388 position by position, certificates with descriptions', async () => {
    fakeProductPage({ [`GET /api/v1/products/${SLUG}`]: product(daysFromNow(30)) })
    await renderApp(`/produtos/${SLUG}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Luva Corte Max' })).toBeDefined()
    expect(screen.getByText('CA vence em breve')).toBeDefined()
    const positions = within(
      screen.getByRole('list', { name: 'Cada posição do código EN 388' }),
    ).getAllByRole('listitem')
    expect(positions.map((item) => item.firstChild?.textContent)).toEqual(['4', 'X', '4', '2', 'C'])
    expect(positions[1]?.textContent).toContain('não ensaiado')
    expect(await screen.findByText('Classifica a luva quanto ao corte.')).toBeDefined()
    expect(screen.getByRole('link', { name: 'Ficha técnica (PDF)' }).getAttribute('href')).toBe(
      `/api/v1/products/${ID}/datasheet`,
    )
  })

  it('shows related products two to a row on phones, as a list', async () => {
    fakeProductPage({ 'GET /api/v1/products': catalogRoutes['GET /api/v1/products'] })
    await renderApp(`/produtos/${SLUG}`)
    const section = await screen.findByRole('region', { name: 'Produtos relacionados' })
    const list = await within(section).findByRole('list')
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(1)
    // The grid's columns below its first breakpoint (Mantine writes them as a style before its media queries).
    const columns = section.querySelector('style')?.textContent ?? ''
    expect(columns.split('@media')[0]).toContain('--sg-cols:2;')
  })

  it('answers 404 for an unknown product', async () => {
    fakeProductPage({
      [`GET /api/v1/products/${SLUG}`]: errorAnswer(404, [
        { code: 'not_found', detail: 'Produto não encontrado.' },
      ]),
    })
    await renderApp(`/produtos/${SLUG}`)
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeDefined()
  })

  it("shows the server's answer for an unknown product as it hydrates, without asking the API again", async () => {
    const fake = fakeProductPage({
      [`GET /api/v1/products/${SLUG}`]: errorAnswer(404, [
        { code: 'not_found', detail: 'Produto não encontrado.' },
      ]),
    })
    // The server's render asked, and left its cache in the page (entry-server.tsx), as JSON.
    const server = createStore()
    await server.dispatch(catalogApi.endpoints.getProduct.initiate(SLUG, { subscribe: false }))
    const serverState: unknown = JSON.parse(JSON.stringify(server.getState()))
    expect(fake.callsTo(`GET /api/v1/products/${SLUG}`)).toHaveLength(1)

    await renderApp(`/produtos/${SLUG}`, { serverState })
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeDefined()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(fake.callsTo(`GET /api/v1/products/${SLUG}`)).toHaveLength(1)
    expect(screen.queryByText(/Não foi possível carregar/)).toBeNull()
  })

  it("moves to a renamed product's new slug (the API's 301, followed), in the page's language", async () => {
    // fetch follows the API's 301: the old slug's request gets the product, with its current slug.
    fakeProductPage({ 'GET /api/v1/products/luva-antiga': product() })
    const { location } = await renderApp('/en/produtos/luva-antiga?ref=email')
    expect(await screen.findByRole('heading', { level: 1, name: 'Luva Corte Max' })).toBeDefined()
    await waitFor(() => expect(location()).toBe(`/en/produtos/${SLUG}?ref=email`))
  })

  it('asks guests to sign in to comment', async () => {
    const fake = fakeProductPage()
    await renderApp(`/produtos/${SLUG}`)
    const link = await screen.findByRole('link', { name: 'Entre na sua conta' })
    expect(link.getAttribute('href')).toBe(`/entrar?next=${encodeURIComponent(`/produtos/${SLUG}`)}`)
    expect(fake.callsTo(`GET /api/v1/products/${ID}/comments/mine`)).toHaveLength(0)
  })

  it('writes a comment, checked with the contract, and sets the comment-saved flag', async () => {
    let mine: unknown = null
    const fake = fakeProductPage({
      ...signedIn(),
      [`GET /api/v1/products/${ID}/comments/mine`]: () => ({ status: 200, body: { data: mine } }),
      [`POST /api/v1/products/${ID}/comments`]: () => {
        mine = {
          ...comment('Boa pegada.'),
          attributes: { ...comment('Boa pegada.').attributes, hidden: false },
        }
        return { status: 201, body: { data: comment('Boa pegada.') } }
      },
    })
    const { store } = await renderApp(`/produtos/${SLUG}`)
    const field = await screen.findByLabelText(/^Seu comentário/)
    fireEvent.click(screen.getByRole('button', { name: 'Publicar comentário' }))
    expect(await screen.findByText('Escreva o comentário.')).toBeDefined()
    expect(fake.callsTo(`POST /api/v1/products/${ID}/comments`)).toHaveLength(0)

    fireEvent.change(field, { target: { value: 'Boa pegada.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Publicar comentário' }))
    expect(await screen.findByText('Comentário salvo.')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Editar' })).toBeDefined()
    expect(store.getState().comments?.commentSaved).toBe(true)
    expect(fake.callsTo(`POST /api/v1/products/${ID}/comments`)[0]?.body).toEqual({
      data: { type: 'comments', attributes: { body: 'Boa pegada.' } },
    })
  })

  it('explains a 409 (already commented elsewhere) and shows the existing comment to edit', async () => {
    let mine: unknown = null
    const fake = fakeProductPage({
      ...signedIn(),
      [`GET /api/v1/products/${ID}/comments/mine`]: () => ({ status: 200, body: { data: mine } }),
      [`POST /api/v1/products/${ID}/comments`]: () => {
        mine = {
          ...comment('Escrito no celular.'),
          attributes: { ...comment('Escrito no celular.').attributes, hidden: false },
        }
        return errorAnswer(409, [{ code: 'comment_exists', detail: 'Você já comentou este produto.' }])
      },
      'PATCH /api/v1/comments/c-1': {
        status: 200,
        body: { data: comment('Escrito no celular, revisado.', true) },
      },
    })
    await renderApp(`/produtos/${SLUG}`)
    fireEvent.change(await screen.findByLabelText(/^Seu comentário/), { target: { value: 'Outro texto' } })
    fireEvent.click(screen.getByRole('button', { name: 'Publicar comentário' }))
    expect(
      await screen.findByText('Você já comentou este produto. Edite o seu comentário em vez de criar outro.'),
    ).toBeDefined()
    expect(await screen.findByText('Escrito no celular.')).toBeDefined()

    fireEvent.click(screen.getByRole('button', { name: 'Editar' }))
    const field = await screen.findByLabelText(/^Editar o seu comentário/)
    expect((field as HTMLTextAreaElement).value).toBe('Escrito no celular.')
    fireEvent.change(field, { target: { value: 'Escrito no celular, revisado.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }))
    await waitFor(() => expect(fake.callsTo('PATCH /api/v1/comments/c-1')).toHaveLength(1))
    expect(fake.callsTo('PATCH /api/v1/comments/c-1')[0]?.body).toEqual({
      data: { type: 'comments', id: 'c-1', attributes: { body: 'Escrito no celular, revisado.' } },
    })
  })

  it('adds to the quote list only with a size, and the header counts the line', async () => {
    fakeProductPage()
    await renderApp(`/produtos/${SLUG}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar ao orçamento' }))
    expect(await screen.findByText('Escolha o tamanho.')).toBeDefined()
    expect(localStorage.getItem('escudo.quoteList')).toBeNull()

    fireEvent.change(screen.getByLabelText(/^Tamanho/), { target: { value: '9' } })
    expect(screen.queryByText('Escolha o tamanho.')).toBeNull()
    fireEvent.change(screen.getByLabelText(/^Quantidade/), { target: { value: '0' } })
    expect(await screen.findByText(/^Informe uma quantidade/)).toBeDefined()
    fireEvent.change(screen.getByLabelText(/^Quantidade/), { target: { value: '12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar ao orçamento' }))
    expect(await screen.findByText(/^12 unidades de .* na lista de orçamento\./)).toBeDefined()
    const lines = JSON.parse(localStorage.getItem('escudo.quoteList') ?? '[]') as unknown[]
    expect(lines).toMatchObject([{ productId: ID, size: '9', quantity: 12 }])
  })

  it('preselects the only size, also when the buyer comes from a product with several', async () => {
    const single = product()
    const ONE_ID = '299aec84-f1b2-5bd1-8a97-5e0d58173d76'
    Object.assign(single.body.data, { id: ONE_ID })
    Object.assign(single.body.data.attributes, {
      name: 'Óculos Vision',
      slug: 'oculos-vision',
      category: 'oculos-de-seguranca',
      sizes: ['Único'],
    })
    fakeProductPage({
      'GET /api/v1/products/oculos-vision': single,
      [`GET /api/v1/products/${ONE_ID}/comments`]: list([]),
      [`GET /api/v1/products/${ONE_ID}/comments/mine`]: { status: 200, body: { data: null } },
    })
    const { router } = await renderApp(`/produtos/${SLUG}`)
    expect(((await screen.findByLabelText(/^Tamanho/)) as HTMLSelectElement).value).toBe('')
    await act(() => router.navigate('/produtos/oculos-vision'))
    await screen.findByRole('heading', { level: 1, name: 'Óculos Vision' })
    expect((screen.getByLabelText(/^Tamanho/) as HTMLSelectElement).value).toBe('Único')
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar ao orçamento' }))
    expect(screen.queryByText('Escolha o tamanho.')).toBeNull()
    const lines = JSON.parse(localStorage.getItem('escudo.quoteList') ?? '[]') as unknown[]
    expect(lines).toContainEqual(expect.objectContaining({ productId: ONE_ID, size: 'Único', quantity: 1 }))
  })

  it('asks a guest who wants to favourite to sign in, below the button, and Escape closes it', async () => {
    fakeProductPage()
    await renderApp(`/produtos/${SLUG}`)
    const button = await screen.findByRole('button', { name: 'Favoritar' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const prompt = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(prompt.hidden).toBe(false)
    expect(within(prompt).getByText('Entre na sua conta para guardar produtos nos favoritos.')).toBeDefined()
    expect(within(prompt).getByRole('link').getAttribute('href')).toBe(
      `/entrar?next=${encodeURIComponent(`/produtos/${SLUG}`)}`,
    )
    // Escape from the link inside closes it and gives the focus back to the button.
    const link = within(prompt).getByRole('link')
    link.focus()
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(prompt.hidden).toBe(true)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })
})

import { act, screen, waitFor, within } from '@testing-library/react'
import { ESTIMATE_STATUSES, OverviewDocument } from '@escudo/contracts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, installFakeApi } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('back office shell', () => {
  it('sends a visitor who is not signed in to the storefront login, coming back afterwards', async () => {
    installFakeApi()
    const { location } = await renderApp('/admin/produtos?page=2')
    await waitFor(() =>
      expect(location()).toBe(`/entrar?next=${encodeURIComponent('/admin/produtos?page=2')}`),
    )
  })

  it('tells a signed-in customer they have no access, without the back office menu', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
    installFakeApi({ 'POST /api/v1/auth/refresh': authAnswer({ name: 'Ana Souza', role: 'customer' }) })
    await renderApp('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sem acesso ao back office' })).toBeDefined()
    expect(screen.queryByRole('navigation', { name: 'Menu do back office' })).toBeNull()
  })

  it('shows staff every section of the back office and their menu', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
    installFakeApi({ 'POST /api/v1/auth/refresh': authAnswer({ name: 'Bia Staff', role: 'admin' }) })
    await renderApp('/admin', { language: 'en' })
    const nav = await screen.findByRole('navigation', { name: 'Back office menu' })
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['Overview', '/admin'],
      ['Searches', '/admin/buscas'],
      ['Products', '/admin/produtos'],
      ['Import spreadsheet', '/admin/produtos/importar'],
      ['Filters and categories', '/admin/filtros'],
      ['CA and CAEPI', '/admin/ca'],
      ['Banners', '/admin/banners'],
      ['Highlights', '/admin/destaques'],
      ['Distributors', '/admin/distribuidores'],
      ['Search synonyms', '/admin/sinonimos'],
      ['Search rules', '/admin/regras-da-busca'],
      ['Quotes', '/admin/orcamentos'],
      ['Comments', '/admin/comentarios'],
      ['Contact messages', '/admin/contatos'],
      ['Customers', '/admin/clientes'],
      ['Team', '/admin/equipe'],
      ['Emails', '/admin/emails'],
      ['Audit log', '/admin/auditoria'],
      ['API keys', '/admin/chaves-de-api'],
      ['Webhooks', '/admin/webhooks'],
    ])
    expect(screen.getByRole('button', { name: 'Account menu of Bia Staff' })).toBeDefined()
  })

  it.each([
    [
      'catalogue',
      [
        'Visão geral',
        'Buscas',
        'Produtos',
        'Importar planilha',
        'Filtros e categorias',
        'CA e CAEPI',
        'Banners',
        'Destaques',
        'Distribuidores',
        'Sinônimos da busca',
        'Regras da busca',
      ],
    ],
    ['sales', ['Visão geral', 'Buscas', 'Orçamentos', 'Comentários', 'Mensagens de contato', 'Clientes']],
  ] as const)('shows a %s member only the sections of their role', async (role, sections) => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
    installFakeApi({ 'POST /api/v1/auth/refresh': authAnswer({ name: 'Caio Lima', role }) })
    await renderApp('/admin/nao-existe')
    const nav = await screen.findByRole('navigation', { name: 'Menu do back office' })
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(sections)
  })

  it.each([
    ['/admin/produtos/importar', 'Importar planilha'],
    ['/admin/produtos/123', 'Produtos'],
    ['/admin', 'Visão geral'],
  ])('marks one menu item as the current page at %s', async (path, item) => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
    installFakeApi({
      'POST /api/v1/auth/refresh': authAnswer({ name: 'Bia Staff', role: 'catalogue' }),
      'GET /api/v1/admin/overview': { status: 503 },
      'GET /api/v1/admin/products/123': { status: 503 },
      'GET /api/v1/admin/taxonomy': { status: 503 },
    })
    await renderApp(path)
    const nav = await screen.findByRole('navigation', { name: 'Menu do back office' })
    await waitFor(() =>
      expect([...nav.querySelectorAll('[aria-current="page"]')].map((link) => link.textContent)).toEqual([
        item,
      ]),
    )
  })

  /** A catalogue member on the overview, with these CA numbers; answers the page's main region. */
  async function openOverview(caAttention: { count: number; expired: number }) {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
    const overview = OverviewDocument.parse({
      data: {
        type: 'overviews',
        id: 'overview',
        attributes: {
          estimatesByStatus: Object.fromEntries(ESTIMATE_STATUSES.map((status) => [status, 1])),
          openEstimates: 2,
          newContactMessages: 3,
          commentsAwaiting: 4,
          caAttention: { ...caAttention, products: [] },
          mostViewed: [],
          mostQuoted: [],
        },
      },
    })
    installFakeApi({
      'POST /api/v1/auth/refresh': authAnswer({ name: 'Caio Lima', role: 'catalogue' }),
      'GET /api/v1/admin/overview': { status: 200, body: overview },
    })
    await renderApp('/admin')
    return screen.findByRole('main')
  }

  it("shows on the overview only the numbers of the member's areas", async () => {
    const main = await openOverview({ count: 0, expired: 0 })
    expect(await within(main).findByText('CAs a renovar')).toBeDefined()
    expect(within(main).queryByText('Orçamentos abertos')).toBeNull()
    expect(within(main).queryByText('Orçamentos por status')).toBeNull()
    expect(within(main).queryByRole('link', { name: /Mensagens novas/ })).toBeNull()
  })

  it.each([
    [0, 'Nenhum vencido; todos vencem em até 90 dias'],
    [1, '1 vencido; os demais vencem em até 90 dias'],
    [2, '2 vencidos; os demais vencem em até 90 dias'],
  ])('counts %i expired CAs in words, not "vencido(s)"', async (expired, hint) => {
    const main = await openOverview({ count: 5, expired })
    expect(await within(main).findByText(hint)).toBeDefined()
  })

  it('tells a sales member a catalogue page is not for their role, without asking the API for it', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
    const fake = installFakeApi({
      'POST /api/v1/auth/refresh': authAnswer({ name: 'Davi Reis', role: 'sales' }),
    })
    await renderApp('/admin/produtos/123')
    const main = await screen.findByRole('main')
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Sua função não dá acesso a esta área' }),
    ).toBeDefined()
    expect(within(main).getByRole('link', { name: 'Ir para a visão geral' }).getAttribute('href')).toBe(
      '/admin',
    )
    // The menu stays: the member is in the back office, on a page of another area.
    expect(screen.getByRole('navigation', { name: 'Menu do back office' })).toBeDefined()
    // The shell asks every page whether e-mail can leave (issue 32); the catalogue's API is never asked.
    expect(
      fake.calls
        .map((call) => `${call.method} ${call.path}`)
        .filter((route) => route !== 'GET /api/v1/admin/mail-status'),
    ).toEqual(['POST /api/v1/auth/refresh'])
  })

  it('keeps the team page to admins: a catalogue member reads why', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
    const fake = installFakeApi({
      'POST /api/v1/auth/refresh': authAnswer({ name: 'Caio Lima', role: 'catalogue' }),
    })
    await renderApp('/admin/equipe')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sua função não dá acesso a esta área' }),
    ).toBeDefined()
    expect(fake.callsTo('GET /api/v1/admin/staff')).toHaveLength(0)
  })

  it('names every tab in one style, catalogue and operations screens alike: page · Back office · brand', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
    installFakeApi({ 'POST /api/v1/auth/refresh': authAnswer({ name: 'Bia Staff', role: 'admin' }) })
    const { router } = await renderApp('/admin/banners')
    await waitFor(() => expect(document.title).toBe('Banners · Back office · Escudo EPI'))
    await act(() => router.navigate('/admin/comentarios'))
    await waitFor(() => expect(document.title).toBe('Comentários · Back office · Escudo EPI'))
  })
})

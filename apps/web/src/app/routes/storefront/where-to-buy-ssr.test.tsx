// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../../entry-server'
import { filtersDocument } from '../../../features/catalog/testing/fake-catalog'
import { createFakeApi } from '../../../testing/fake-api'

const distributors = {
  data: [
    {
      type: 'distributors',
      id: 'd1',
      attributes: {
        cnpj: '11222333000181',
        name: 'Campinas EPI',
        state: 'SP',
        city: 'Campinas',
        address: 'Rua Barão de Jaguara, 1500',
        phone: '+551932214004',
        email: null,
        website: null,
        categories: ['luva-de-seguranca'],
      },
    },
  ],
  meta: {
    total: 1,
    states: [{ state: 'SP', count: 1 }],
    cities: [{ state: 'SP', city: 'Campinas', count: 1 }],
  },
}

describe('where to buy, rendered on the server', { timeout: 20_000 }, () => {
  it('renders the filtered list in one round, its title naming the place, as a variant not to index', async () => {
    const api = createFakeApi({
      'GET /api/v1/filters': { status: 200, body: filtersDocument },
      'GET /api/v1/distributors': { status: 200, body: distributors },
    })
    const page = await renderPage({
      url: 'http://escudo.test/onde-comprar?uf=SP&categoria=luva-de-seguranca',
      fetch: api.fetch,
    })
    if (!page) throw new Error('not rendered')
    expect(page.status).toBe(200)
    expect(page.rounds).toBe(1)
    expect(page.title).toContain('Onde comprar em São Paulo')
    expect(page.html).toContain('Campinas EPI')
    expect(page.html).toContain('href="tel:+551932214004"')
    expect(page.head).toContain('noindex')
    const call = api.callsTo('GET /api/v1/distributors')[0]!
    expect(call.query.get('filter[state]')).toBe('SP')
    expect(call.query.get('filter[category]')).toBe('luva-de-seguranca')
  })
})

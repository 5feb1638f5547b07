import { DistributorListDocument } from '@escudo/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { filtersDocument } from '../../../features/catalog/testing/fake-catalog'
import type { FakeRequest } from '../../../testing/fake-api'
import { installFakeApi } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

const ROWS = [
  ['d1', 'RJ', 'Rio de Janeiro', 'Carioca EPI', ['luva-de-seguranca']],
  ['d2', 'SP', 'Campinas', 'Campinas EPI', ['luva-de-seguranca', 'oculos-de-seguranca']],
  ['d3', 'SP', 'São Paulo', 'Casa do EPI', ['colete-refletivo']],
  ['d4', 'SP', 'São Paulo', 'ProtegeMais', ['luva-de-seguranca']],
] as const

/** The API's answer: the rows matching the filters, and the places of the category's rows. */
function listDistributors(request: FakeRequest) {
  const state = request.query.get('filter[state]')
  const city = request.query.get('filter[city]')
  const category = request.query.get('filter[category]')
  const ofCategory = ROWS.filter(
    ([, , , , categories]) => !category || categories.some((c) => c === category),
  )
  const rows = ofCategory.filter(([, uf, town]) => (!state || uf === state) && (!city || town === city))
  const count = (keep: (row: (typeof ROWS)[number]) => boolean) => ofCategory.filter(keep).length
  const states = [...new Set(ofCategory.map((row) => row[1]))].map((uf) => ({
    state: uf,
    count: count((row) => row[1] === uf),
  }))
  const cities = [...new Set(ofCategory.map((row) => `${row[1]}|${row[2]}`))].map((key) => {
    const [uf = '', town = ''] = key.split('|')
    return { state: uf, city: town, count: count((row) => row[1] === uf && row[2] === town) }
  })
  const body = DistributorListDocument.parse({
    data: rows.map(([id, uf, town, name, categories]) => ({
      type: 'distributors',
      id,
      attributes: {
        cnpj: '11222333000181',
        name,
        state: uf,
        city: town,
        address: 'Rua A, 1',
        phone: '+551133334444',
        email: 'vendas@exemplo.com.br',
        website: 'https://exemplo.com.br',
        categories: [...categories],
      },
    })),
    meta: { total: rows.length, states, cities },
  })
  return { status: 200, body }
}

const routes = {
  'GET /api/v1/filters': { status: 200, body: filtersDocument },
  'GET /api/v1/distributors': listDistributors,
}

describe('where to buy page', { timeout: 20_000 }, () => {
  it('lists every distributor grouped by state and city, with tel: links and categories', async () => {
    installFakeApi(routes)
    await renderApp('/onde-comprar')
    expect(await screen.findByRole('heading', { level: 1, name: 'Onde comprar' })).toBeDefined()
    expect(await screen.findByText('4 distribuidores')).toBeDefined()
    const sp = screen.getByRole('region', { name: 'São Paulo' })
    expect(within(sp).getByRole('heading', { level: 3, name: 'Campinas' })).toBeDefined()
    expect(within(sp).getAllByRole('article')).toHaveLength(3)
    const phone = screen.getAllByRole('link', { name: /Telefone: \(11\) 3333-4444/ })[0]!
    expect(phone.getAttribute('href')).toBe('tel:+551133334444')
    expect(screen.getAllByText('Óculos de segurança').length).toBeGreaterThan(0)
  })

  it('reads the filters from the address and writes the pickers into it; a new state clears the city', async () => {
    const fake = installFakeApi(routes)
    const { router } = await renderApp('/onde-comprar?uf=sp&cidade=Campinas&categoria=luva-de-seguranca')
    expect(await screen.findByRole('heading', { level: 1, name: 'Onde comprar em Campinas' })).toBeDefined()
    expect(await screen.findByText('1 distribuidor')).toBeDefined()
    const call = fake.callsTo('GET /api/v1/distributors').at(-1)!
    expect(Object.fromEntries(call.query)).toEqual({
      'filter[state]': 'SP',
      'filter[city]': 'Campinas',
      'filter[category]': 'luva-de-seguranca',
    })
    const state = screen.getByLabelText('Estado') as HTMLSelectElement
    expect(state.value).toBe('SP')
    expect([...state.options].map((option) => option.text)).toEqual([
      'Todos os estados',
      'Rio de Janeiro (1)',
      'São Paulo (2)',
    ])

    fireEvent.change(state, { target: { value: 'RJ' } })
    await waitFor(() => expect(router.state.location.search).toBe('?uf=RJ&categoria=luva-de-seguranca'))
    expect(await screen.findByText('Carioca EPI')).toBeDefined()
    expect((screen.getByLabelText('Cidade') as HTMLSelectElement).value).toBe('')

    fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: '' } })
    await waitFor(() => expect(router.state.location.search).toBe('?uf=RJ'))
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(await screen.findByText('4 distribuidores')).toBeDefined()
  })

  it('says so when no distributor matches', async () => {
    installFakeApi(routes)
    await renderApp('/onde-comprar?uf=AC')
    expect(await screen.findByText('Nenhum distribuidor com esses filtros.')).toBeDefined()
  })
})

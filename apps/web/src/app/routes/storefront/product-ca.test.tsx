import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi, type FakeRequest } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'
import * as fakeProduct from '../../../features/catalog/testing/fake-product'

const { ID, SLUG, product, daysFromNow } = fakeProduct

/** A valid alternative of the same category, as the list returns it. */
const alternative = (n: number) => {
  const { attributes } = product().body.data
  return {
    type: 'products',
    id: `alt-${n}`,
    attributes: {
      ...attributes,
      name: `Luva Alternativa ${n}`,
      slug: `luva-alt-${n}`,
      reference: `EP-ALT-${n}`,
    },
  }
}

function fakePage(answer: ReturnType<typeof product>) {
  return installFakeApi({
    [`GET /api/v1/products/${SLUG}`]: answer,
    'GET /api/v1/filters': { status: 200, body: { data: [] } },
    'GET /api/v1/products': (request: FakeRequest) => ({
      status: 200,
      body: {
        // The alternatives ask for valid CAs only; related products ask without.
        data: request.query.get('filter[caValido]') === 'true' ? [1, 2, 3, 4, 5].map(alternative) : [],
        meta: { total: 5, facets: {} },
        links: { self: '/x' },
      },
    }),
    [`GET /api/v1/products/${ID}/comments`]: {
      status: 200,
      body: { data: [], meta: { total: 0 }, links: { self: '/x' } },
    },
    [`GET /api/v1/products/${ID}/comments/mine`]: { status: 200, body: { data: null } },
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the product page and the CA registry', { timeout: 20_000 }, () => {
  it('says when the CA was checked in CAEPI, with a link to the lookup', async () => {
    fakePage(
      product(daysFromNow(400), {
        status: 'valido',
        situation: 'VÁLIDO',
        validUntil: daysFromNow(400),
        checkedAt: '2026-11-20T12:00:00.000Z',
      }),
    )
    await renderApp(`/produtos/${SLUG}`)
    const link = await screen.findByRole('link', { name: 'CA verificado no CAEPI em 20/11/2026' })
    expect(link.getAttribute('href')).toBe('/consulta-ca?ca=85433')
    expect(screen.queryByText('Este produto não pode ser orçado')).toBeNull()
    expect(screen.getByRole('button', { name: 'Adicionar ao orçamento' }).hasAttribute('disabled')).toBe(
      false,
    )
  })

  it('explains a CA the registry does not hold valid, offers four valid alternatives and disables the quote', async () => {
    const api = fakePage(
      product(daysFromNow(400), {
        status: 'outro',
        situation: 'SUSPENSO',
        validUntil: daysFromNow(400),
        checkedAt: '2026-11-20T12:00:00.000Z',
      }),
    )
    // The server's state: the registry does not list it as valid.
    await renderApp(`/produtos/${SLUG}`)
    expect(await screen.findByText(/No CAEPI: SUSPENSO\./)).toBeDefined()
    const alert = screen.getByRole('alert')
    expect(within(alert).getByText('Este produto não pode ser orçado')).toBeDefined()
    const alternatives = await within(alert).findAllByRole('listitem')
    expect(alternatives.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Luva Alternativa 1',
      'Luva Alternativa 2',
      'Luva Alternativa 3',
      'Luva Alternativa 4',
    ])
    const add = screen.getByRole('button', { name: 'Adicionar ao orçamento' })
    expect(add.hasAttribute('disabled')).toBe(true)
    expect(add.getAttribute('aria-describedby')).toBeTruthy()
    const asked = api.callsTo('GET /api/v1/products').find((call) => call.query.get('filter[caValido]'))
    expect(asked?.query.get('filter[categories]')).toBe('luva-de-seguranca')
  })
})

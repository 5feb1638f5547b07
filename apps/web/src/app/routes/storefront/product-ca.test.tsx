import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'
import * as fakeProduct from '../../../features/catalog/testing/fake-product'

const { ID, SLUG, product, daysFromNow } = fakeProduct

/** A valid alternative of the same category, as the list returns it; the fourth has no English name. */
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
      en: n < 4 ? { name: `Alternative Glove ${n}` } : {},
    },
  }
}

function fakePage(answer: ReturnType<typeof product>) {
  return installFakeApi({
    [`GET /api/v1/products/${SLUG}`]: answer,
    'GET /api/v1/filters': { status: 200, body: { data: [] } },
    'GET /api/v1/products': {
      status: 200,
      body: { data: [], meta: { total: 0, facets: {} }, links: { self: '/x' } },
    },
    // The server ranks the alternatives of the same kind and says why each is offered.
    [`GET /api/v1/products/${ID}/alternatives`]: {
      status: 200,
      body: {
        data: [1, 2, 3, 4].map(alternative),
        meta: {
          reasons: {
            'alt-1': ['mesma_categoria', 'mesmos_riscos', 'en388_igual_ou_melhor'],
            'alt-2': ['mesma_categoria', 'riscos_em_comum'],
            'alt-3': ['mesma_categoria'],
            'alt-4': ['mesma_categoria'],
          },
        },
      },
    },
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
    expect(
      within(alternatives[0]!).getByText(
        'Mesma categoria, protege contra os mesmos riscos, EN 388 igual ou melhor',
      ),
    ).toBeDefined()
    expect(
      within(alternatives[1]!).getByText('Mesma categoria, protege contra parte dos mesmos riscos'),
    ).toBeDefined()
    expect(api.callsTo(`GET /api/v1/products/${ID}/alternatives`)).toHaveLength(1)
  })

  it('names each alternative and says why it is offered in English on the English page', async () => {
    fakePage(product(daysFromNow(-10), null))
    await renderApp(`/en/produtos/${SLUG}`, { language: 'en' })
    const alert = await screen.findByRole('alert')
    const alternatives = await within(alert).findAllByRole('listitem')
    const links = alternatives.map((item) => within(item).getByRole('link'))
    // Issue 32: the English page listed them by their Portuguese names. One not translated keeps its
    // Portuguese name, marked as such.
    expect(links.map((link) => [link.textContent, link.getAttribute('lang')])).toEqual([
      ['Alternative Glove 1', null],
      ['Alternative Glove 2', null],
      ['Alternative Glove 3', null],
      ['Luva Alternativa 4', 'pt-BR'],
    ])
    expect(
      within(alternatives[0]!).getByText(
        'Same category, protects against the same risks, EN 388 equal or better',
      ),
    ).toBeDefined()
  })
})

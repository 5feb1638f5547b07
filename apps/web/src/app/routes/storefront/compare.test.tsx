import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { errorAnswer, installFakeApi } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'
import { filtersDocument } from '../../../features/catalog/testing/fake-catalog'
import { product, SLUG } from '../../../features/catalog/testing/fake-product'
import { compareList } from '../../../features/catalog/store/compare-actions'
import { reloadComparePicks } from '../../../features/catalog/store/compare-list'

beforeEach(() => {
  window.localStorage.clear()
  reloadComparePicks()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** The fake product, renamed and with other attributes. */
function another(slug: string, name: string, attributes: Record<string, unknown>) {
  const answer = product()
  const data = answer.body.data
  return {
    ...answer,
    body: {
      data: { ...data, id: `id-${slug}`, attributes: { ...data.attributes, slug, name, ...attributes } },
    },
  }
}

const routes = {
  'GET /api/v1/filters': { status: 200, body: filtersDocument },
  [`GET /api/v1/products/${SLUG}`]: product(),
  'GET /api/v1/products/luva-b': another('luva-b', 'Luva B', { en388: '4543D', ansiCutLevel: null }),
  'GET /api/v1/products/sumiu': errorAnswer(404, [{ code: 'not_found', detail: 'Produto não encontrado.' }]),
}

/** The product page (the tray is on every storefront page but the comparison), and its compare tray. */
async function openProductWithTray() {
  installFakeApi({
    ...routes,
    'GET /api/v1/products': { status: 200, body: { data: [], meta: { total: 0, facets: {} } } },
    'GET /api/v1/products/luva-corte-max/comments': { status: 200, body: { data: [], meta: { total: 0 } } },
  })
  await renderApp(`/produtos/${SLUG}`)
  return screen.findByRole('region', { name: 'Produtos para comparar' })
}

const rowNamed = (name: RegExp) => screen.getByRole('rowheader', { name }).closest('tr')!

describe('compare page', { timeout: 20_000 }, () => {
  it('shows the products side by side, the differing rows marked in words, and can hide the rest', async () => {
    installFakeApi(routes)
    await renderApp(`/comparar?p=${SLUG},luva-b`)
    expect(await screen.findByRole('link', { name: 'Luva B' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Luva Corte Max' }).getAttribute('href')).toBe(
      `/produtos/${SLUG}`,
    )
    expect(within(rowNamed(/^EN 388/)).getByText('4X42C')).toBeDefined()
    expect(within(rowNamed(/^Corte \(coup\)/)).getByText('≠ difere')).toBeDefined()
    expect(within(rowNamed(/^Abrasão/)).queryByText('≠ difere')).toBeNull()
    expect(within(rowNamed(/^ANSI/)).getByText('Não informado')).toBeDefined()
    expect(within(rowNamed(/^Categoria/)).getAllByText('Luva de segurança')).toHaveLength(2)
    expect(document.title).toContain('Comparar produtos')

    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar só as diferenças' }))
    expect(screen.queryByRole('rowheader', { name: /^Abrasão/ })).toBeNull()
    expect(screen.getByRole('rowheader', { name: /^Corte \(coup\)/ })).toBeDefined()
  })

  it('shows an unknown or unpublished product as unavailable, and removing a column changes the address', async () => {
    installFakeApi(routes)
    const { location } = await renderApp(`/comparar?p=sumiu,${SLUG}`)
    expect(await screen.findByText('Produto indisponível')).toBeDefined()
    expect(await screen.findByRole('link', { name: 'Luva Corte Max' })).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Tirar sumiu da comparação' }))
    expect(location()).toBe(`/comparar?p=${SLUG}`)
  })

  it('says how to pick products when the address names none', async () => {
    installFakeApi(routes)
    await renderApp('/comparar')
    expect(await screen.findByText(/Nenhum produto escolhido/)).toBeDefined()
  })

  it("opened without products in its address, compares the tray's picks and puts them in the address", async () => {
    localStorage.setItem(
      'escudo.compare',
      JSON.stringify([
        { slug: SLUG, name: 'Luva Corte Max' },
        { slug: 'luva-b', name: 'Luva B' },
      ]),
    )
    installFakeApi(routes)
    const { location } = await renderApp('/comparar')
    expect(await screen.findByRole('link', { name: 'Luva B' })).toBeDefined()
    expect(screen.queryByText(/Nenhum produto escolhido/)).toBeNull()
    await waitFor(() => expect(location()).toBe(`/comparar?p=${SLUG},luva-b`))
  })

  it('never shows two picks of the tray alike: long names are cut in their middle, whole on hover', async () => {
    const names = ['Luva de Segurança Nitrílica Forrada Verde', 'Luva de Segurança Nitrílica Forrada Azul']
    names.forEach((name, index) => compareList.add({ slug: `luva-${index}`, name }))
    const tray = await openProductWithTray()
    const labels = within(tray).getAllByTitle(/^Luva de Segurança/)
    expect(labels.map((label) => label.getAttribute('title'))).toEqual(names)
    const visible = labels.map(
      (label) => label.querySelector('[aria-hidden]')?.textContent ?? label.textContent,
    )
    expect(new Set(visible).size).toBe(2)
    expect(visible.every((text) => text.length <= 26)).toBe(true)
    // Screen readers get the whole name.
    expect(within(tray).getByText(names[0]!)).toBeDefined()
  })

  it('works in English at /en/comparar', async () => {
    installFakeApi(routes)
    await renderApp(`/en/comparar?p=${SLUG},luva-b`, { language: 'en' })
    expect(await screen.findByRole('heading', { name: 'Compare products' })).toBeDefined()
    expect(await screen.findByRole('switch', { name: 'Show differences only' })).toBeDefined()
  })

  it('the product page picks for comparison; the tray refuses a fifth with a message', async () => {
    for (const n of [1, 2, 3, 4]) compareList.add({ slug: `luva-${n}`, name: `Luva ${n}` })
    const tray = await openProductWithTray()
    expect(within(tray).getByRole('link', { name: 'Comparar (4 de 4)' }).getAttribute('href')).toBe(
      '/comparar?p=luva-1,luva-2,luva-3,luva-4',
    )
    // The tray shows from the stored picks, possibly before the product has loaded.
    fireEvent.click(await screen.findByRole('button', { name: 'Comparar Luva Corte Max' }))
    expect(await within(tray).findByText(/Você já escolheu 4 produtos/)).toBeDefined()
    expect(compareList.has(SLUG)).toBe(false)
    fireEvent.click(within(tray).getByRole('button', { name: 'Tirar Luva 1 da comparação' }))
    fireEvent.click(screen.getByRole('button', { name: 'Comparar Luva Corte Max' }))
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Comparar Luva Corte Max' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    )
    expect(compareList.picks().map((pick) => pick.slug)).toEqual(['luva-2', 'luva-3', 'luva-4', SLUG])
  })

  it('on an English page, the tray names each pick in English when it has an English name', async () => {
    compareList.add({ slug: 'luva-b', name: 'Luva B' })
    const answer = product()
    const data = answer.body.data
    const english = {
      ...answer,
      body: { data: { ...data, attributes: { ...data.attributes, en: { name: 'Max Cut Glove' } } } },
    }
    installFakeApi({
      ...routes,
      [`GET /api/v1/products/${SLUG}`]: english,
      'GET /api/v1/products': { status: 200, body: { data: [], meta: { total: 0, facets: {} } } },
      'GET /api/v1/products/luva-corte-max/comments': { status: 200, body: { data: [], meta: { total: 0 } } },
    })
    await renderApp(`/en/produtos/${SLUG}`, { language: 'en' })
    fireEvent.click(await screen.findByRole('button', { name: 'Compare Max Cut Glove' }))
    const tray = await screen.findByRole('region', { name: 'Products to compare' })
    expect(
      await within(tray).findByRole('button', { name: 'Remove Max Cut Glove from the comparison' }),
    ).toBeDefined()
    // A pick without an English name keeps its Portuguese one, marked as such.
    expect(within(tray).getByText('Luva B').getAttribute('lang')).toBe('pt-BR')
    expect(compareList.picks()).toContainEqual({
      slug: SLUG,
      name: 'Luva Corte Max',
      en: { name: 'Max Cut Glove' },
    })
  })
})

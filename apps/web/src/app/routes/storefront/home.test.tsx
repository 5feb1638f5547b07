import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { homeRoutes } from '../../../features/catalog/testing/fake-catalog'
import { installFakeApi } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

async function openHome() {
  const fake = installFakeApi(homeRoutes)
  const app = await renderApp('/')
  await screen.findByRole('heading', { level: 1, name: 'Proteção certa para cada risco' })
  return { fake, ...app }
}

const heroSearch = () =>
  within(screen.getByRole('main')).getByRole('combobox', { name: 'Buscar produtos' }) as HTMLInputElement
const key = (element: Element, code: string) => fireEvent.keyDown(element, { key: code, code })

describe('home page', { timeout: 20_000 }, () => {
  it('shows the banners, a link per category and the product blocks', async () => {
    const { fake } = await openHome()
    const carousel = await screen.findByRole('region', { name: 'Destaques da marca' })
    expect(within(carousel).getByRole('button', { name: 'Próximo banner' })).toBeDefined()
    expect(within(carousel).getByRole('button', { name: 'Mostrar banner 2: Banner 2' })).toBeDefined()
    const categories = await screen.findByRole('region', { name: 'Compre por categoria' })
    expect(
      within(categories)
        .getByRole('link', { name: /Óculos de segurança/ })
        .getAttribute('href'),
    ).toBe('/produtos?filter[categories]=oculos-de-seguranca')
    // The product blocks load their code beside their data.
    const releases = await screen.findByRole('region', { name: 'Lançamentos' })
    await within(releases).findByRole('link', { name: 'Luva Corte Max C' })
    expect(within(releases).queryByRole('link', { name: 'Luva Nitro Grip' })).toBeNull()
    expect(fake.callsTo('GET /api/v1/products')[0]?.query.get('filter[isLancamento]')).toBe('true')
    const popular = await screen.findByRole('region', { name: 'Mais procurados' })
    expect(await within(popular).findByRole('link', { name: 'Colete Classe 2' })).toBeDefined()
    const highlights = await screen.findByRole('region', { name: 'Destaques' })
    expect(await within(highlights).findAllByRole('article')).toHaveLength(2)
  })

  it('suggests products while typing; arrows and Enter open the chosen one', async () => {
    const { fake, location } = await openHome()
    const input = heroSearch()
    fireEvent.focus(input)
    fireEvent.change(input, { target: { value: 'luva' } })
    // jsdom runs no CSS transitions, so Mantine leaves the popover at display: none: look it up by its id.
    await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy())
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(listbox.getAttribute('role')).toBe('listbox')
    await within(listbox).findByRole('option', { name: /Luva Nitro Grip/, hidden: true })
    const suggestion = fake.callsTo('GET /api/v1/products').at(-1)
    expect(suggestion?.query.get('filter[q]')).toBe('luva')
    expect(suggestion?.query.get('page[size]')).toBe('6')
    expect(input.getAttribute('aria-expanded')).toBe('true')

    key(input, 'ArrowDown')
    key(input, 'ArrowDown')
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '')
    expect(active?.textContent).toContain('Luva Corte Max C')
    // Enter submits the field's form, which opens the active suggestion.
    fireEvent.submit(input.closest('form') as HTMLFormElement)
    await waitFor(() => expect(location()).toBe('/produtos/p2'))
  })

  it('suggests popular searches in the empty box, and reports a chosen suggestion as a click and one search', async () => {
    const beacons: unknown[] = []
    const sendBeacon = vi.fn((url: string, body: string) => {
      beacons.push({ url, ...JSON.parse(body) })
      return true
    })
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true })
    try {
      const { fake, location } = await openHome()
      const input = heroSearch()
      fireEvent.focus(input)
      await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'))
      const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement
      expect(listbox.getAttribute('aria-label')).toBe('Buscas populares')
      expect(
        within(listbox)
          .getAllByRole('option', { hidden: true })
          .map((option) => option.textContent),
      ).toEqual(['luva nitrílica', 'óculos'])

      fireEvent.change(input, { target: { value: 'lu' } })
      fireEvent.change(input, { target: { value: 'luva' } })
      await within(listbox).findByRole('option', { name: /Luva Corte Max C/, hidden: true })
      // The keystrokes are marked as typing: the server counts none of them.
      expect(fake.callsTo('GET /api/v1/products').at(-1)?.headers.get('x-search-typing')).toBe('1')
      fireEvent.click(within(listbox).getByRole('option', { name: /Luva Corte Max C/, hidden: true }))
      await waitFor(() => expect(location()).toBe('/produtos/p2'))
      expect(beacons).toEqual([
        { url: '/api/v1/search-events', type: 'search', searchId: 'sid-luva' },
        { url: '/api/v1/search-events', type: 'click', searchId: 'sid-luva', productId: 'p2', position: 2 },
      ])
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon')
    }
  })

  it('opens the catalogue with the text when Enter is pressed without choosing a suggestion', async () => {
    const { location } = await openHome()
    const input = heroSearch()
    fireEvent.change(input, { target: { value: 'óculos ambar' } })
    fireEvent.submit(input.closest('form') as HTMLFormElement)
    await waitFor(() => expect(location()).toBe('/produtos?filter[q]=%C3%B3culos%20ambar'))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resultados para “óculos ambar”' }),
    ).toBeDefined()
  })

  // The header gives its field ~165 px at 1280 px (measured): the longer "Buscar por nome, referência ou CA"
  // was cut there. The hint is short; the field's name, read by screen readers, stays whole.
  it.each([
    ['/', 'pt-BR', 'Buscar produtos', 'Nome, ref. ou CA'],
    ['/en', 'en', 'Search products', 'Name, ref. or CA'],
  ] as const)(
    'gives the header search on %s a hint short enough for the header',
    async (path, language, name, hint) => {
      installFakeApi(homeRoutes)
      await renderApp(path, { language })
      const field = within(await screen.findByRole('banner')).getByRole('combobox', {
        name,
      }) as HTMLInputElement
      expect(field.placeholder).toBe(hint)
    },
  )
})

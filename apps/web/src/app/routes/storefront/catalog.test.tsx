import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { computeAccessibleDescription } from 'dom-accessibility-api'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalogRoutes, registryStatus } from '../../../features/catalog/testing/fake-catalog'
import { installFakeApi } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
})

async function openCatalog(path = '/produtos', routes: Partial<typeof catalogRoutes> = {}) {
  const fake = installFakeApi({ ...catalogRoutes, ...routes })
  const app = await renderApp(path)
  await screen.findByRole('heading', { level: 1 })
  await waitFor(() => expect(count()).toMatch(/produtos?$/))
  // The filters come in their own request: the sidebar's options may arrive after the list.
  await waitFor(() => expect(sidebar().getAllByRole('checkbox').length).toBeGreaterThan(0))
  return { fake, ...app }
}

/** The desktop sidebar (the phone drawer holds a second one only while it is open). */
const sidebar = () => within(screen.getByRole('complementary', { name: 'Filtros' }))
/** A facet option: a link announced as a checkbox (decision 047). */
const option = (name: RegExp) => sidebar().getByRole('checkbox', { name })
const checked = (box: HTMLElement) => box.getAttribute('aria-checked') === 'true'
const disabled = (box: HTMLElement) => box.getAttribute('aria-disabled') === 'true'
/** What a screen reader says after an option's name: its count. */
const countOf = (box: HTMLElement) => computeAccessibleDescription(box)
/** The result count, a live region (the header has another for the account). */
const count = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent ?? '')
    .find((text) => /produto/.test(text))
const lastListQuery = (fake: Awaited<ReturnType<typeof openCatalog>>['fake']) =>
  fake.callsTo('GET /api/v1/products').at(-1)?.query.toString()

// Each test renders the whole app with its lazy routes: more than the default 5 s on a busy machine.
describe('catalogue page', { timeout: 20_000 }, () => {
  it("reports a click on a search's result with sendBeacon: its searchId, the product and its position", async () => {
    const beacons: unknown[] = []
    const sendBeacon = vi.fn((_url: string, body: string) => {
      beacons.push(JSON.parse(body))
      return true
    })
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true })
    try {
      const { location } = await openCatalog('/produtos?filter[q]=luva')
      const links = within(screen.getByRole('main')).getAllByRole('link', { name: /Luva Corte Max C/ })
      fireEvent.click(links[0]!)
      await waitFor(() => expect(location()).toBe('/produtos/p2'))
      expect(beacons).toEqual([{ type: 'click', searchId: 'sid-luva', productId: 'p2', position: 2 }])
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon')
    }
  })

  it('reads its whole state from the address and asks the API for the same list', async () => {
    const { fake } = await openCatalog(
      '/produtos?filter[q]=luva&filter[categories]=luva-de-seguranca&filter[glove.size]=9&sort=name',
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Resultados para “luva”')
    expect(checked(option(/^Luva de segurança/))).toBe(true)
    expect(checked(option(/^9/))).toBe(true)
    expect((screen.getByLabelText('Ordenar por') as HTMLSelectElement).value).toBe('name')
    expect(count()).toBe('2 produtos')
    expect(decodeURIComponent(lastListQuery(fake) ?? '')).toBe(
      'filter[q]=luva&filter[categories]=luva-de-seguranca&filter[glove.size]=9&sort=name',
    )
    const chips = within(screen.getByRole('group', { name: 'Filtros ativos' }))
    // Links to the list without each: they work before and without the script (decision 047).
    const removeSearch = chips.getByRole('link', { name: 'Remover filtro Busca: luva' })
    expect(decodeURIComponent(removeSearch.getAttribute('href') ?? '')).toBe(
      '/produtos?filter[categories]=luva-de-seguranca&filter[glove.size]=9&sort=name',
    )
    expect(chips.getByRole('link', { name: 'Remover filtro Tamanho da luva: 9' })).toBeDefined()
    expect(chips.getByRole('link', { name: 'Limpar filtros' }).getAttribute('href')).toBe(
      '/produtos?sort=name',
    )
  })

  it('claims a CAEPI check in the "valid CA only" hint only once a registry was imported (issue 32)', async () => {
    await openCatalog('/produtos', { 'GET /api/v1/ca-registry/status': registryStatus(null) })
    await waitFor(() =>
      expect(sidebar().getByText(/o registro do CAEPI ainda não foi importado/)).toBeDefined(),
    )
    expect(sidebar().queryByText('CA em dia pelo produto e pelo registro do CAEPI')).toBeNull()
  })

  it('says the "valid CA only" filter checks the registry when one was imported', async () => {
    await openCatalog('/produtos')
    await waitFor(() =>
      expect(sidebar().getByText('CA em dia pelo produto e pelo registro do CAEPI')).toBeDefined(),
    )
  })

  it('names each option by its title alone and says its count as a description', async () => {
    await openCatalog('/produtos')
    const glove = sidebar().getByRole('checkbox', { name: 'Luva de segurança' })
    expect(countOf(glove)).toMatch(/^\d+ produtos?$/)
  })

  it('gives the header search and the catalogue search their own landmark names', async () => {
    await openCatalog('/produtos')
    const names = screen.getAllByRole('search').map((region) => region.getAttribute('aria-label'))
    expect(names).toEqual(['Busca no site', 'Busca no catálogo'])
  })

  it('pages with real links that keep the filters, and brings the reader to the top of the results', async () => {
    const { location } = await openCatalog('/produtos?page[size]=2')
    const pager = within(screen.getByRole('navigation', { name: 'Páginas de resultados' }))
    const page2 = pager.getByRole('link', { name: 'Página 2' })
    expect(page2.getAttribute('href')).toBe('/produtos?page[number]=2&page[size]=2')
    expect(pager.getByRole('link', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page')

    fireEvent.click(option(/^Luva de segurança/))
    await waitFor(() => expect(location()).toContain('filter[categories]=luva-de-seguranca'))
    const filtered = within(screen.getByRole('navigation', { name: 'Páginas de resultados' }))
    const next = filtered.getByRole('link', { name: 'Próxima página' })
    expect(decodeURIComponent(next.getAttribute('href') ?? '')).toBe(
      '/produtos?filter[categories]=luva-de-seguranca&page[number]=2&page[size]=2',
    )
    fireEvent.click(next)
    await waitFor(() => expect(location()).toContain('page[number]=2'))
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Resultados' }))
  })

  it('keeps the valid part of a hand-edited link', async () => {
    await openCatalog(
      '/produtos?filter[colours]=azul&filter[categories]=oculos-de-seguranca&page[number]=dois',
    )
    expect(checked(option(/^Óculos de segurança/))).toBe(true)
    expect(count()).toBe('2 produtos')
  })

  it('writes each choice into the address, updates the counts, and Back restores the list', async () => {
    const { location, router } = await openCatalog('/produtos')
    expect(count()).toBe('6 produtos')
    // Disjunctive counts: the brand counts follow the category, the category counts stay.
    expect(countOf(option(/^Tenaz/))).toBe('2 produtos')

    fireEvent.click(option(/^Luva de segurança/))
    await waitFor(() => expect(count()).toBe('3 produtos'))
    expect(location()).toBe('/produtos?filter[categories]=luva-de-seguranca')
    expect(countOf(option(/^Tenaz/))).toBe('1 produto')
    expect(countOf(option(/^Óculos de segurança/))).toBe('2 produtos')

    fireEvent.click(option(/^Tenaz/))
    await waitFor(() => expect(count()).toBe('1 produto'))
    expect(location()).toBe('/produtos?filter[brands]=tenaz&filter[categories]=luva-de-seguranca')

    await act(() => router.navigate(-1))
    await waitFor(() => expect(count()).toBe('3 produtos'))
    expect(checked(option(/^Tenaz/))).toBe(false)
    expect(checked(option(/^Luva de segurança/))).toBe(true)
  })

  it('shows options with no result greyed and disabled', async () => {
    await openCatalog('/produtos?filter[categories]=colete-refletivo')
    expect(disabled(option(/^Impacto/))).toBe(true)
    expect(countOf(option(/^Impacto/))).toBe('0 produtos')
    expect(disabled(option(/^Óculos de segurança/))).toBe(false)
  })

  it('keeps a selected option enabled even when it leaves no result, so it can be undone', async () => {
    const { location } = await openCatalog(
      '/produtos?filter[categories]=colete-refletivo&filter[riskTypes]=impacto',
    )
    expect(await screen.findByRole('heading', { name: 'Nenhum produto encontrado' })).toBeDefined()
    fireEvent.click(option(/^Impacto/))
    await waitFor(() => expect(count()).toBe('1 produto'))
    expect(location()).toBe('/produtos?filter[categories]=colete-refletivo')
  })

  it('shows a secondary group only with its category, and drops its filter with the category', async () => {
    const { location } = await openCatalog('/produtos')
    expect(sidebar().queryByRole('heading', { name: /Tamanho da luva/ })).toBeNull()
    fireEvent.click(option(/^Luva de segurança/))
    fireEvent.click(await sidebar().findByRole('checkbox', { name: /^10/ }))
    await waitFor(() => expect(count()).toBe('2 produtos'))
    expect(location()).toBe('/produtos?filter[categories]=luva-de-seguranca&filter[glove.size]=10')

    fireEvent.click(option(/^Luva de segurança/))
    await waitFor(() => expect(count()).toBe('6 produtos'))
    expect(location()).toBe('/produtos')
    expect(sidebar().queryByRole('heading', { name: /Tamanho da luva/ })).toBeNull()
  })

  it('keeps the selected options of a collapsed group in sight, removable', async () => {
    const { location } = await openCatalog('/produtos?filter[riskTypes]=impacto')
    const toggle = sidebar().getByRole('button', { name: /^Tipos de risco/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const selected = sidebar().getByRole('group', { name: 'Selecionados em Tipos de risco' })
    fireEvent.click(within(selected).getByRole('button', { name: 'Remover filtro Impacto' }))
    await waitFor(() => expect(location()).toBe('/produtos'))
  })

  it('filters the options of a long group by a search field, ignoring accents', async () => {
    await openCatalog('/produtos')
    expect(sidebar().queryByRole('checkbox', { name: /^Biológico/ })).toBeNull()
    expect(sidebar().getByRole('button', { name: 'Ver todas (13)' })).toBeDefined()
    fireEvent.change(sidebar().getByLabelText('Buscar em tipos de risco'), { target: { value: 'biolog' } })
    expect(sidebar().getByRole('checkbox', { name: /^Biológico/ })).toBeDefined()
    expect(sidebar().queryByRole('checkbox', { name: /^Impacto/ })).toBeNull()
    // Short groups have no search field.
    expect(sidebar().queryByLabelText('Buscar em marcas')).toBeNull()
  })

  it('"Limpar filtros" clears options, secondary filters, release flag and search, and keeps the sort', async () => {
    const { location } = await openCatalog(
      '/produtos?filter[q]=luva&filter[categories]=luva-de-seguranca&filter[glove.size]=9&filter[isLancamento]=true&sort=-name&page[number]=2',
    )
    expect(count()).toBe('1 produto')
    fireEvent.click(within(screen.getByRole('group', { name: 'Filtros ativos' })).getByText('Limpar filtros'))
    await waitFor(() => expect(count()).toBe('6 produtos'))
    expect(location()).toBe('/produtos?sort=-name')
    expect(checked(screen.getByRole('checkbox', { name: /^Somente lançamentos/ }))).toBe(false)
  })

  it('offers the search the server suggests when nothing is found, as a link that keeps the filters', async () => {
    const { location } = await openCatalog(
      '/produtos?filter[q]=ocluos&filter[categories]=oculos-de-seguranca',
    )
    await screen.findByRole('heading', { name: 'Nenhum produto encontrado' })
    expect(screen.getByText(/Você quis dizer/).textContent).toBe('Você quis dizer óculos?')
    const link = screen.getByRole('link', { name: 'óculos' })
    expect(link.getAttribute('href')).toBe(
      `/produtos?filter[q]=${encodeURIComponent('óculos')}&filter[categories]=oculos-de-seguranca`,
    )
    fireEvent.click(link)
    await waitFor(() => expect(count()).toBe('2 produtos'))
    expect(decodeURIComponent(location())).toBe(
      '/produtos?filter[q]=óculos&filter[categories]=oculos-de-seguranca',
    )
  })

  it('says "Did you mean" on the English pages, linking within them', async () => {
    installFakeApi(catalogRoutes)
    await renderApp('/en/produtos?filter[q]=ocluos', { language: 'en' })
    await screen.findByRole('heading', { name: 'No products found' })
    expect(screen.getByText(/Did you mean/).textContent).toBe('Did you mean óculos?')
    expect(screen.getByRole('link', { name: 'óculos' }).getAttribute('href')).toBe(
      `/en/produtos?filter[q]=${encodeURIComponent('óculos')}`,
    )
  })

  it('shows no suggestion when the server has none', async () => {
    await openCatalog('/produtos?filter[q]=zzz')
    await screen.findByRole('heading', { name: 'Nenhum produto encontrado' })
    expect(screen.queryByText(/Você quis dizer/)).toBeNull()
  })

  it('goes to the page a search rule sends the search to, replacing the list in the history', async () => {
    installFakeApi(catalogRoutes)
    const { location } = await renderApp('/produtos?filter[q]=Consulta%20CA')
    await waitFor(() => expect(location()).toBe('/consulta-ca'))
  })

  it('searches within the current filters and sorts, starting again from page 1', async () => {
    const { location } = await openCatalog('/produtos?filter[categories]=oculos-de-seguranca&page[number]=1')
    const search = screen.getByRole('combobox', { name: 'Buscar nestes resultados' }) as HTMLInputElement
    fireEvent.change(search, { target: { value: 'ambar' } })
    fireEvent.submit(search.closest('form') as HTMLFormElement)
    await waitFor(() => expect(count()).toBe('1 produto'))
    expect(location()).toBe('/produtos?filter[q]=ambar&filter[categories]=oculos-de-seguranca')
    fireEvent.change(screen.getByLabelText('Ordenar por'), { target: { value: '-name' } })
    await waitFor(() => expect(location()).toContain('sort=-name'))
  })
})

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorAnswer, installFakeApi, type FakeRequest } from '../../../../testing/fake-api'
import { renderWithProviders } from '../../../../testing/render'
import { createTestStore } from '../../../../testing/store'
import { RulesManager, type RulePrefill } from './rules-manager'

afterEach(() => vi.unstubAllGlobals())

const rule = (id: string, query: string, attributes: Record<string, unknown> = {}) => ({
  type: 'search-rules',
  id,
  attributes: {
    language: 'pt-BR',
    query,
    match: 'exact',
    pins: [],
    hidden: [],
    redirect: null,
    startsAt: null,
    endsAt: null,
    enabled: true,
    version: 3,
    updatedAt: '2026-11-28T10:00:00.000Z',
    ...attributes,
  },
})
const list = (...rules: ReturnType<typeof rule>[]) => ({
  status: 200,
  body: { data: rules, meta: { total: rules.length } },
})
const product = (id: string, name: string) => ({ id, name, reference: `REF-${id}` })

async function show(routes: Parameters<typeof installFakeApi>[0], prefill?: RulePrefill) {
  const fake = installFakeApi(routes)
  await renderWithProviders(
    <ReduxProvider store={createTestStore()}>
      <RulesManager prefill={prefill} />
    </ReduxProvider>,
    { namespaces: ['admin-catalog'] },
  )
  // The count shows once the list is loaded ("Nenhuma regra", "1 regra", "4 regras").
  await screen.findByText(/^(\d+ regras?|Nenhuma regra)$/)
  return fake
}

describe('back office: the search rules', { timeout: 20_000 }, () => {
  it('opens a new rule with the query and language a no-result search of "Buscas" links with', async () => {
    await show({ 'GET /api/v1/admin/search/rules': list() }, { query: 'consulta ca', language: 'en' })
    const dialog = await screen.findByRole('dialog', { name: 'Nova regra da busca' })
    expect((within(dialog).getByRole('textbox', { name: /Busca/ }) as HTMLInputElement).value).toBe(
      'consulta ca',
    )
    expect((within(dialog).getByRole('combobox', { name: 'Idioma' }) as HTMLSelectElement).value).toBe('en')
  })

  it('lists what each rule does, and previews a query with and without the rule side by side', async () => {
    let sent: unknown
    await show({
      'GET /api/v1/admin/search/rules': list(
        rule('r1', 'consulta ca', { redirect: '/consulta-ca' }),
        rule('r2', 'luva', { match: 'contains', pins: [{ productId: 'p1', position: 1 }], enabled: false }),
      ),
      'GET /api/v1/admin/products/p1': {
        status: 200,
        body: {
          data: { type: 'products', id: 'p1', attributes: { name: 'Luva Vaqueta', reference: 'LV-1' } },
        },
      },
      'POST /api/v1/admin/search/rules/preview': (request: FakeRequest) => {
        sent = request.body
        return {
          status: 200,
          body: {
            data: {
              type: 'search-rule-previews',
              id: 'r2',
              attributes: {
                query: 'luva',
                without: [product('p2', 'Luva Nitrílica'), product('p1', 'Luva Vaqueta')],
                withRule: [product('p1', 'Luva Vaqueta'), product('p2', 'Luva Nitrílica')],
                totalWithout: 2,
                totalWithRule: 2,
                redirect: null,
              },
            },
          },
        }
      },
    })
    expect(screen.getByText('envia para /consulta-ca')).toBeDefined()
    expect(screen.getByText('1 fixado')).toBeDefined()
    expect(screen.getByText('Desativada')).toBeDefined()

    fireEvent.click(screen.getAllByRole('button', { name: 'Alterar' })[1]!)
    const dialog = await screen.findByRole('dialog', { name: 'Alterar regra da busca' })
    await within(dialog).findByText('Luva Vaqueta (LV-1)')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Prévia' }))
    const without = await within(dialog).findByRole('region', { name: 'Sem a regra' })
    const withRule = within(dialog).getByRole('region', { name: 'Com a regra' })
    const names = (region: HTMLElement) =>
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    expect(names(without)).toEqual(['Luva Nitrílica REF-p2', 'Luva Vaqueta REF-p1'])
    expect(names(withRule)).toEqual(['Luva Vaqueta REF-p1', 'Luva Nitrílica REF-p2'])
    expect(sent).toMatchObject({
      data: {
        type: 'search-rule-previews',
        attributes: { id: 'r2', query: 'luva', match: 'contains', pins: [{ productId: 'p1', position: 1 }] },
      },
    })
  })

  it("saves a change with the version read, and shows the server's reasons for a refusal", async () => {
    let sent: unknown
    await show({
      'GET /api/v1/admin/search/rules': list(rule('r1', 'consulta ca', { redirect: '/consulta-ca' })),
      'PATCH /api/v1/admin/search/rules/r1': (request: FakeRequest) => {
        sent = request.body
        return errorAnswer(422, [
          {
            code: 'validation_failed',
            detail: 'O destino é um caminho deste site, como /consulta-ca (sem http:// nem //).',
            source: { pointer: '/data/attributes/redirect' },
          },
        ])
      },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Alterar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Alterar regra da busca' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Enviar o comprador/ }), {
      target: { value: 'https://example.com' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('caminho deste site')
    expect(sent).toMatchObject({
      data: { type: 'search-rules', id: 'r1', attributes: { version: 3, redirect: 'https://example.com' } },
    })
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Alterar regra da busca' })).toBeDefined())
  })
})

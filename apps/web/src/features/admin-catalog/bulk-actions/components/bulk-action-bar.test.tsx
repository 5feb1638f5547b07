import {
  AdminProductListDocument,
  BulkActionDocument,
  type AdminTaxonomyGroupResource,
  type BulkActionAttributes,
} from '@escudo/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { MemoryRouter, Route, Routes, useParams } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../../testing/fake-api'
import { renderWithProviders } from '../../../../testing/render'
import { createTestStore } from '../../../../testing/store'
import { adminProductRow } from '../../products/testing/product-rows'
import { BulkActionView } from './bulk-action-view'
import { ProductsTable } from '../../products/components/products-table'

afterEach(() => vi.unstubAllGlobals())

const JOB_ID = '7d1f0a52-8b0e-4c55-9d0a-3f7c1b2a9e10'

const group = (id: string, title: string, multiple: boolean, options: [string, string][]) =>
  ({
    type: 'filter-groups',
    id,
    attributes: {
      title,
      titleEn: title,
      multiple,
      appliesTo: null,
      options: options.map(([optionId, optionTitle], index) => ({
        id: optionId,
        title: optionTitle,
        titleEn: optionTitle,
        description: null,
        descriptionEn: null,
        position: index + 1,
        productCount: 3,
      })),
    },
  }) satisfies AdminTaxonomyGroupResource

const TAXONOMY = [
  group('categories', 'Categorias', false, [['luva-de-seguranca', 'Luva de segurança']]),
  group('segments', 'Segmentos', true, [
    ['agricultura', 'Agricultura'],
    ['construcao', 'Construção'],
  ]),
]

const row = (id: string, name: string) => adminProductRow(id, name, false)

const aJob = (attributes: Partial<BulkActionAttributes> = {}) =>
  BulkActionDocument.parse({
    data: {
      type: 'bulk-actions',
      id: JOB_ID,
      attributes: {
        status: 'queued',
        action: 'publish',
        groupId: null,
        optionId: null,
        total: 2,
        processed: 0,
        succeeded: 0,
        refused: 0,
        refusals: [],
        failure: null,
        createdAt: '2026-11-26T04:00:00.000Z',
        startedAt: null,
        finishedAt: null,
        ...attributes,
      },
    },
  })

function JobPage() {
  return <p>job {useParams().id}</p>
}

/** The product list (45 products match, 2 on the page) with the bulk action's page behind it. */
async function renderList() {
  const products = AdminProductListDocument.parse({
    data: [row('p1', 'Luva Nitro'), row('p2', 'Luva Látex')],
    meta: { total: 45 },
    links: { self: '/api/v1/admin/products' },
  })
  const fake = installFakeApi({
    'GET /api/v1/admin/products': { status: 200, body: products },
    'GET /api/v1/admin/filter-groups': { status: 200, body: { data: TAXONOMY } },
    'POST /api/v1/admin/bulk-actions': { status: 202, body: aJob() },
    [`GET /api/v1/admin/bulk-actions/${JOB_ID}`]: { status: 200, body: aJob() },
  })
  await renderWithProviders(
    <ReduxProvider store={createTestStore()}>
      <MemoryRouter initialEntries={['/admin/produtos?category=luva-de-seguranca']}>
        <Routes>
          <Route path="/admin/produtos" element={<ProductsTable />} />
          <Route path="/admin/produtos/acoes/:id" element={<JobPage />} />
        </Routes>
      </MemoryRouter>
    </ReduxProvider>,
    { namespaces: ['admin-catalog'] },
  )
  await screen.findByRole('link', { name: 'Luva Nitro' })
  return fake
}

describe('bulk actions in the product list', { timeout: 20_000 }, () => {
  it('selects rows with the keyboard, confirms once with the count, and opens the job', async () => {
    const fake = await renderList()
    expect(screen.queryByRole('region', { name: 'Ações em massa' })).toBeNull()

    // Real checkboxes, each named by its product: reachable with Tab, ticked with Space.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Luva Nitro' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Luva Látex' }))
    const bar = screen.getByRole('region', { name: 'Ações em massa' })
    expect(within(bar).getByRole('status').textContent).toBe('2 produtos selecionados')

    fireEvent.click(within(bar).getByRole('button', { name: 'Publicar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Publicar 2 produtos?' })
    expect(within(dialog).getByText(/Os incompletos não são publicados/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publicar (2)' }))

    await screen.findByText(`job ${JOB_ID}`)
    const [post] = fake.callsTo('POST /api/v1/admin/bulk-actions')
    expect(post!.body).toEqual({
      data: { type: 'bulk-actions', attributes: { action: 'publish', selection: { ids: ['p1', 'p2'] } } },
    })
  })

  it('offers every product matching the filters, and asks for the group and option to remove', async () => {
    const fake = await renderList()
    const page = screen.getAllByRole('checkbox', { name: 'Selecionar os produtos desta página' })[0]!
    fireEvent.click(page)
    fireEvent.click(
      screen.getByRole('button', { name: 'Selecionar todos os 45 produtos que correspondem aos filtros' }),
    )
    const bar = screen.getByRole('region', { name: 'Ações em massa' })
    expect(within(bar).getByRole('status').textContent).toBe(
      'Todos os 45 produtos que correspondem aos filtros estão selecionados.',
    )

    fireEvent.click(within(bar).getByRole('button', { name: 'Remover opção' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remover uma opção de 45 produtos?' })
    const confirm = within(dialog).getByRole('button', { name: 'Remover opção (45)' })
    expect(confirm.hasAttribute('disabled')).toBe(true)
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Grupo/ }), {
      target: { value: 'segments' },
    })
    fireEvent.change(within(dialog).getByRole('combobox', { name: /^Opção/ }), {
      target: { value: 'construcao' },
    })
    expect(confirm.hasAttribute('disabled')).toBe(false)
    fireEvent.click(confirm)

    await screen.findByText(`job ${JOB_ID}`)
    expect(fake.callsTo('POST /api/v1/admin/bulk-actions')[0]!.body).toEqual({
      data: {
        type: 'bulk-actions',
        attributes: {
          action: 'remove-option',
          groupId: 'segments',
          optionId: 'construcao',
          selection: { filter: { category: 'luva-de-seguranca' } },
        },
      },
    })
  })

  it('shows the refusal the server answered, in the dialog', async () => {
    const fake = await renderList()
    fake.on('POST /api/v1/admin/bulk-actions', {
      status: 422,
      body: {
        errors: [
          {
            status: '422',
            code: 'empty_selection',
            title: 'Empty selection',
            detail: 'Nenhum produto selecionado: escolha produtos ou filtros que encontrem algum.',
            source: { pointer: '/data/attributes/selection' },
          },
        ],
      },
    })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Luva Nitro' }))
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }))
    const dialog = await screen.findByRole('dialog', { name: 'Excluir 1 produto?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir (1)' }))
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/Nenhum produto selecionado/)
  })
})

describe('a bulk action page', { timeout: 20_000 }, () => {
  it('shows the progress, then the refused products with links to them', async () => {
    const answers = [
      aJob({ status: 'running', total: 3, processed: 1, succeeded: 1 }),
      aJob({
        status: 'done',
        total: 3,
        processed: 3,
        succeeded: 2,
        refused: 1,
        refusals: [
          {
            productId: 'p9',
            reference: 'EP-9',
            message: 'Incompleto para publicar: preencha Imagens.',
          },
        ],
      }),
    ]
    installFakeApi({
      [`GET /api/v1/admin/bulk-actions/${JOB_ID}`]: () => ({
        status: 200,
        body: answers.shift() ?? answers.at(-1),
      }),
    })
    await renderWithProviders(
      <ReduxProvider store={createTestStore()}>
        <MemoryRouter>
          <BulkActionView id={JOB_ID} focus={false} />
        </MemoryRouter>
      </ReduxProvider>,
      { namespaces: ['admin-catalog'] },
    )
    const bar = await screen.findByRole('progressbar', { name: 'Progresso da ação em massa' })
    expect(bar.getAttribute('aria-valuetext')).toBe('1 de 3 produtos')
    await waitFor(() => expect(screen.getByRole('table', { name: 'Produtos recusados' })).toBeTruthy(), {
      timeout: 5000,
    })
    expect(screen.getByRole('link', { name: 'EP-9' }).getAttribute('href')).toBe('/admin/produtos/p9')
    expect(screen.getByText('Incompleto para publicar: preencha Imagens.')).toBeTruthy()
  })

  it('names the option of an option action by its titles, and says when nothing was refused', async () => {
    installFakeApi({
      [`GET /api/v1/admin/bulk-actions/${JOB_ID}`]: {
        status: 200,
        body: aJob({
          status: 'done',
          action: 'remove-option',
          groupId: 'segments',
          optionId: 'construcao',
          processed: 2,
          succeeded: 2,
        }),
      },
      'GET /api/v1/admin/filter-groups': { status: 200, body: { data: TAXONOMY } },
    })
    await renderWithProviders(
      <ReduxProvider store={createTestStore()}>
        <MemoryRouter>
          <BulkActionView id={JOB_ID} focus={false} />
        </MemoryRouter>
      </ReduxProvider>,
      { namespaces: ['admin-catalog'] },
    )
    expect(await screen.findByRole('heading', { name: 'Remover opção' })).toBeTruthy()
    expect(await screen.findByText(/^Segmentos: Construção · /)).toBeTruthy()
    expect(screen.getByText('Pronto: todos os produtos foram alterados.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})

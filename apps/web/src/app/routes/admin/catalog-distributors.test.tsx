import {
  AdminDistributorDocument,
  AdminDistributorListDocument,
  DistributorImportDocument,
} from '@escudo/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, errorAnswer, installFakeApi, type FakeRequest } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const ID = '5b0c7a52-8b0e-4c55-9d0a-3f7c1b2a9e10'
const distributor = {
  type: 'distributors' as const,
  id: ID,
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
    version: 3,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
  },
}
const TAXONOMY = [
  {
    type: 'filter-groups',
    id: 'categories',
    attributes: {
      title: 'Categorias',
      titleEn: 'Categories',
      multiple: false,
      appliesTo: null,
      options: [
        {
          id: 'luva-de-seguranca',
          title: 'Luva de segurança',
          titleEn: 'Safety glove',
          description: null,
          descriptionEn: null,
          position: 1,
          productCount: 3,
        },
      ],
    },
  },
]
const report = (dryRun: boolean) =>
  DistributorImportDocument.parse({
    data: {
      type: 'distributor-imports',
      id: 'r-1',
      attributes: {
        dryRun,
        total: 2,
        created: 1,
        updated: 0,
        unchanged: 0,
        refused: 1,
        errors: [{ row: 3, column: 'UF', message: 'Use a sigla de um estado (UF), como SP.' }],
      },
    },
  })
const attributesOf = (request: FakeRequest) =>
  (request.body as { data: { attributes: Record<string, unknown> } }).data.attributes

async function openDistributors() {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
  const fake = installFakeApi({
    'POST /api/v1/auth/refresh': authAnswer({ name: 'Equipe Escudo', role: 'catalogue' }),
    'GET /api/v1/admin/filter-groups': { status: 200, body: { data: TAXONOMY } },
    'GET /api/v1/admin/distributors': {
      status: 200,
      body: AdminDistributorListDocument.parse({
        data: [distributor],
        meta: { total: 1 },
        links: { self: '/api/v1/admin/distributors' },
      }),
    },
    [`DELETE /api/v1/admin/distributors/${ID}`]: { status: 204 },
    [`PATCH /api/v1/admin/distributors/${ID}`]: (request) => ({
      status: 200,
      body: AdminDistributorDocument.parse({
        data: { ...distributor, attributes: { ...distributor.attributes, ...attributesOf(request) } },
      }),
    }),
    'POST /api/v1/admin/distributors': errorAnswer(422, [
      {
        code: 'validation_failed',
        detail: 'O CNPJ não é válido: confira os números.',
        source: { pointer: '/data/attributes/cnpj' },
      },
    ]),
    'POST /api/v1/admin/distributors/import': (request) => ({
      status: 200,
      body: report((request.body as FormData).get('dryRun') === 'true'),
    }),
  })
  const app = await renderApp('/admin/distribuidores')
  await screen.findByRole('heading', { level: 1, name: 'Distribuidores' })
  await screen.findByRole('cell', { name: 'Campinas EPI' })
  return { fake, ...app }
}

describe('distributors in the back office', { timeout: 20_000 }, () => {
  it('lists them with CNPJ, place and categories, and filters by state', async () => {
    const { fake } = await openDistributors()
    expect(screen.getByRole('cell', { name: '11.222.333/0001-81' })).toBeDefined()
    expect(screen.getByRole('cell', { name: 'Campinas/SP' })).toBeDefined()
    expect(await screen.findByRole('cell', { name: 'Luva de segurança' })).toBeDefined()
    fireEvent.change(screen.getByRole('combobox', { name: 'UF' }), { target: { value: 'RJ' } })
    await waitFor(() =>
      expect(fake.callsTo('GET /api/v1/admin/distributors').at(-1)?.query.get('filter[state]')).toBe('RJ'),
    )
  })

  it('shows the server refusal on its field, and edits with the version read', async () => {
    const { fake } = await openDistributors()
    fireEvent.click(screen.getByRole('button', { name: 'Novo distribuidor' }))
    const dialog = await screen.findByRole('dialog', { name: 'Novo distribuidor' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /CNPJ/ }), { target: { value: '1' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialog).findByText('O CNPJ não é válido: confira os números.')).toBeDefined()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: 'Editar Campinas EPI' }))
    const edit = await screen.findByRole('dialog', { name: 'Editar Campinas EPI' })
    fireEvent.change(within(edit).getByRole('textbox', { name: /Cidade/ }), { target: { value: 'Valinhos' } })
    fireEvent.click(within(edit).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(attributesOf(fake.callsTo(`PATCH /api/v1/admin/distributors/${ID}`)[0]!)).toMatchObject({
      city: 'Valinhos',
      cnpj: '11.222.333/0001-81',
      phone: '(19) 3221-4004',
      version: 3,
    })
  })

  it('deletes only after confirmation', async () => {
    const { fake } = await openDistributors()
    fireEvent.click(screen.getByRole('button', { name: 'Excluir Campinas EPI' }))
    const dialog = await screen.findByRole('dialog', { name: 'Excluir distribuidor' })
    expect(fake.callsTo(`DELETE /api/v1/admin/distributors/${ID}`)).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }))
    await waitFor(() => expect(fake.callsTo(`DELETE /api/v1/admin/distributors/${ID}`)).toHaveLength(1))
  })

  it('checks a spreadsheet first, shows the refused rows, then imports it', async () => {
    const { fake } = await openDistributors()
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
    fireEvent.change(input, { target: { files: [new File(['CNPJ;Nome'], 'distribuidores.csv')] } })
    fireEvent.click(await screen.findByRole('button', { name: 'Conferir (sem gravar)' }))
    // Each count in its own number: "1 criado", "0 atualizados" (never "1 criados").
    expect(
      await screen.findByText(
        'Conferência de 2 linhas (nada foi gravado). Ao importar: 1 criado, 0 atualizados, 0 sem mudança e 1 recusado.',
      ),
    ).toBeDefined()
    const refused = screen.getByRole('table', { name: 'Linhas recusadas' })
    expect(within(refused).getByText('Use a sigla de um estado (UF), como SP.')).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }))
    expect(
      await screen.findByText('Importação concluída: 1 criado, 0 atualizados, 0 sem mudança e 1 recusado.'),
    ).toBeDefined()
    const sent = fake.callsTo('POST /api/v1/admin/distributors/import')
    expect(sent.map((call) => (call.body as FormData).get('dryRun'))).toEqual(['true', 'false'])
  })
})

import { AuditListDocument, StaffListDocument, type AuditEntryAttributes } from '@escudo/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFRESH_TOKEN_KEY } from '../../../lib/session/refresh-token-storage'
import { authAnswer, installFakeApi, type FakeRequest } from '../../../testing/fake-api'
import { renderApp } from '../../../testing/render-app'
import { moment } from '../../../testing/moment'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const PRODUCT = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'
const ESTIMATE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
const BRUNO = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc'
const LONG =
  'Luva com revestimento nitrílico, boa aderência em superfícies oleosas e abrasivas, punho de malha.'

const entry = (id: string, attributes: Partial<AuditEntryAttributes>) => ({
  type: 'audit-entries' as const,
  id,
  attributes: {
    at: '2026-11-26T14:05:00.000Z',
    actorId: BRUNO,
    actorName: 'Bruno Lima',
    apiKeyId: null,
    entityType: 'products' as const,
    entityId: PRODUCT,
    table: 'products',
    action: 'update' as const,
    before: null,
    after: null,
    ...attributes,
  },
})

const ENTRIES = [
  entry('3', {
    before: { ca_number: '12345', ca_valid_until: '2027-01-31', description: 'Curta.' },
    after: { ca_number: '45123', ca_valid_until: '2031-06-30', description: LONG },
  }),
  entry('2', {
    at: '2026-11-25T20:30:00.000Z',
    actorName: 'Carla Dias',
    apiKeyId: null,
    entityType: 'estimates',
    entityId: ESTIMATE,
    table: 'estimates',
    before: { status: 'em_aberto', lead_time: null },
    after: { status: 'respondido', lead_time: '10 dias' },
  }),
  entry('1', {
    action: 'insert',
    table: 'product_datasheets',
    after: { product_id: PRODUCT, size: 1293, file_name: 'ficha.pdf', file_path: 'datasheets/x' },
  }),
  entry('0', {
    action: 'insert',
    entityType: 'bulk-actions',
    entityId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
    table: 'bulk_actions',
    after: { id: 'x', kind: 'publish', total: 3 },
  }),
]

/** An admin on the audit screen at `path`; the fake answers every page with the same three entries. */
async function openAudit(path = '/admin/auditoria', language: 'pt-BR' | 'en' = 'pt-BR') {
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-stored')
  const fake = installFakeApi({
    'POST /api/v1/auth/refresh': authAnswer({ name: 'Equipe Escudo', role: 'admin' }),
    'GET /api/v1/admin/staff': {
      status: 200,
      body: StaffListDocument.parse({
        data: [
          {
            type: 'staff',
            id: BRUNO,
            attributes: {
              name: 'Bruno Lima',
              email: 'bruno@escudo.example',
              role: 'catalogue',
              disabled: false,
              createdAt: '2026-11-01T12:00:00.000Z',
            },
          },
        ],
      }),
    },
    'GET /api/v1/admin/audit-log': () => ({
      status: 200,
      body: AuditListDocument.parse({
        data: ENTRIES,
        meta: { total: 3 },
        links: { self: '/api/v1/admin/audit-log' },
      }),
    }),
  })
  const app = await renderApp(path, { language })
  await screen.findByRole('heading', {
    level: 1,
    name: language === 'en' ? 'Audit log' : 'Registro de alterações',
  })
  await screen.findAllByText('Bruno Lima', { selector: 'p' })
  return { fake, ...app }
}

const lastQuery = (calls: FakeRequest[]) => Object.fromEntries(calls.at(-1)!.query.entries())

describe('audit log screen', { timeout: 20_000 }, () => {
  it('lists who changed what, newest first, with the fields before and after', async () => {
    await openAudit()
    const rows = within(screen.getByRole('table', { name: 'Registro de alterações' })).getAllByRole('row')
    expect(rows).toHaveLength(5)
    const product = within(rows[1]!)
    // The brand's time (São Paulo, UTC-3), as pt-BR writes it.
    // As every back-office screen writes a moment: short, in the reader's zone.
    expect(product.getByText(moment('pt-BR', '2026-11-26T14:05:00.000Z'))).toBeDefined()
    expect(product.getByRole('link', { name: 'Produto alterado' }).getAttribute('href')).toBe(
      `/admin/produtos/${PRODUCT}`,
    )
    const ca = product.getByText('Número do CA:').closest('li')!
    expect(ca.textContent).toBe('Número do CA: 12345 →passou a 45123')
    expect(product.getByText('Validade do CA:').closest('li')!.textContent).toContain('31/01/2027')

    const estimate = within(rows[2]!)
    expect(estimate.getByRole('link', { name: 'Orçamento respondido' }).getAttribute('href')).toBe(
      `/admin/orcamentos/${ESTIMATE}`,
    )
    expect(estimate.getByText('Situação:').closest('li')!.textContent).toContain('Em aberto')
    expect(estimate.getByText('Prazo de entrega:').closest('li')!.textContent).toContain('(vazio)')

    // A column named by its table (a data sheet's size), where the file is stored left out.
    const datasheet = within(rows[3]!)
    expect(datasheet.getByRole('link', { name: 'Ficha técnica enviada' })).toBeDefined()
    expect(datasheet.getByText('ficha.pdf', { selector: 'p' })).toBeDefined()
    expect(datasheet.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tamanho do arquivo (bytes): 1293',
      'Arquivo: ficha.pdf',
    ])

    // A kind without a page of its own: its label, no link; unknown columns by their own name.
    const bulk = within(rows[4]!)
    expect(bulk.getByText('Ação em massa iniciada')).toBeDefined()
    expect(bulk.queryByRole('link')).toBeNull()
    expect(bulk.getByText('kind:')).toBeDefined()
  })

  it('cuts a long value short and shows it whole on demand', async () => {
    await openAudit()
    const line = screen.getByText('Descrição:').closest('li')!
    expect(line.textContent).not.toContain('punho de malha.')
    fireEvent.click(within(line).getByRole('button', { name: 'ver tudo' }))
    expect(line.textContent).toContain('punho de malha.')
    fireEvent.click(within(line).getByRole('button', { name: 'ver menos' }))
    expect(line.textContent).not.toContain('punho de malha.')
  })

  it('filters by person, kind and days, in the address and in the request', async () => {
    const { fake, location } = await openAudit()
    fireEvent.change(screen.getByRole('combobox', { name: 'Pessoa' }), { target: { value: BRUNO } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Tipo' }), { target: { value: 'estimates' } })
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-11-01' } })
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-11-26' } })
    await waitFor(() =>
      expect(lastQuery(fake.callsTo('GET /api/v1/admin/audit-log'))).toEqual({
        'page[number]': '1',
        'page[size]': '20',
        'filter[actor]': BRUNO,
        'filter[entityType]': 'estimates',
        'filter[from]': '2026-11-01',
        'filter[to]': '2026-11-26',
        // Days where the reader is, as the times on screen.
        'filter[zone]': Intl.DateTimeFormat().resolvedOptions().timeZone,
      }),
    )
    expect(new URLSearchParams(location().split('?')[1]).toString()).toBe(
      `actor=${BRUNO}&kind=estimates&from=2026-11-01&to=2026-11-26`,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }))
    await waitFor(() => expect(location()).toBe('/admin/auditoria'))
  })

  it('reads its filters back from the address, leaving out what is not a filter value', async () => {
    const { fake } = await openAudit('/admin/auditoria?kind=nada&from=ontem&to=2026-11-20&q=abc&page=2')
    expect(lastQuery(fake.callsTo('GET /api/v1/admin/audit-log'))).toEqual({
      'page[number]': '2',
      'page[size]': '20',
      'filter[entityId]': 'abc',
      'filter[to]': '2026-11-20',
      'filter[zone]': Intl.DateTimeFormat().resolvedOptions().timeZone,
    })
    expect((screen.getByRole('combobox', { name: 'Tipo' }) as HTMLSelectElement).value).toBe('')
  })

  it('speaks English', async () => {
    await openAudit('/admin/auditoria', 'en')
    expect(screen.getByRole('link', { name: 'Product changed' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Quote answered' })).toBeDefined()
    expect(screen.getByText('CA number:').closest('li')!.textContent).toContain('12345')
    expect(screen.getByRole('combobox', { name: 'Person' })).toBeDefined()
    expect(screen.getAllByText(moment('en', '2026-11-26T14:05:00.000Z'))).toHaveLength(3)
  })
})

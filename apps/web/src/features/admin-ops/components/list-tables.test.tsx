import { AdminContactMessageListDocument, CustomerListDocument } from '@escudo/contracts'
import { fireEvent, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Provider as ReduxProvider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../testing/fake-api'
import { renderWithProviders } from '../../../testing/render'
import { createTestStore } from '../../../testing/store'
import { ContactMessagesView } from './contact-messages-view'
import { CustomersList } from './customers-list'
import { EstimatesInbox } from './estimates-inbox'
import { anInbox } from '../testing/test-data'

afterEach(() => vi.unstubAllGlobals())

const render = (ui: ReactElement) =>
  renderWithProviders(
    <ReduxProvider store={createTestStore()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ReduxProvider>,
    { namespaces: ['admin-ops'] },
  )

/** On phones each row is a card: every cell says which column it is, with the header's own text. */
function expectCellsLabelledByTheirColumn(table: HTMLElement) {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
  expect(headers.length).toBeGreaterThan(0)
  const [, ...rows] = within(table).getAllByRole('row')
  expect(rows.length).toBeGreaterThan(0)
  for (const row of rows) {
    const cells = within(row).getAllByRole('cell')
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(headers)
  }
  // The CSS turns the elements into blocks on phones: explicit roles keep them a table for screen readers.
  expect(table.getAttribute('role')).toBe('table')
  expect(rows[0]!.getAttribute('role')).toBe('row')
}

describe('back office list tables as cards on phones', { timeout: 20_000 }, () => {
  it('the estimates inbox labels every cell with its column', async () => {
    installFakeApi({ 'GET /api/v1/admin/estimates': { status: 200, body: anInbox() } })
    await render(<EstimatesInbox />)
    await screen.findByText('Ana Souza')
    const table = screen.getByRole('table')
    expectCellsLabelledByTheirColumn(table)
    const total = within(table).getAllByRole('cell').at(-1)!
    expect(total.getAttribute('data-label')).toBe('Total')
  })

  it('the customers list labels every cell with its column', async () => {
    const body = CustomerListDocument.parse({
      data: [
        {
          type: 'customers',
          id: 'c1',
          attributes: {
            name: 'Rafael Monteiro',
            email: 'rafael@obras.example',
            company: 'Obras Monteiro',
            cnpj: null,
            phone: null,
            locale: 'pt-BR',
            disabled: false,
            disabledAt: null,
            createdAt: '2026-11-20T12:00:00.000Z',
            estimateCount: 2,
            openEstimateCount: 1,
            lastEstimateAt: '2026-11-21T12:00:00.000Z',
          },
        },
      ],
      meta: { total: 1 },
      links: { self: '/api/v1/admin/customers' },
    })
    installFakeApi({ 'GET /api/v1/admin/customers': { status: 200, body } })
    await render(<CustomersList />)
    await screen.findByRole('link', { name: 'Rafael Monteiro' })
    expectCellsLabelledByTheirColumn(screen.getByRole('table'))
  })

  it('the contact messages list asks for new messages first, filters from the first page, and says when none match', async () => {
    const asked: URLSearchParams[] = []
    const body = AdminContactMessageListDocument.parse({
      data: [],
      meta: { total: 0 },
      links: { self: '/api/v1/admin/contact-messages' },
    })
    installFakeApi({
      'GET /api/v1/admin/contact-messages': (request) => {
        asked.push(request.query)
        return { status: 200, body }
      },
    })
    await render(<ContactMessagesView />)
    expect(await screen.findByText('Nenhuma mensagem.')).toBeTruthy()
    expect(asked.at(-1)?.get('filter[handled]')).toBe('false')
    // The filter is named by the label above it.
    const filter = screen.getByRole('radiogroup', { name: 'Mostrar' })
    fireEvent.click(within(filter).getByRole('radio', { name: 'Todas' }))
    await vi.waitFor(() => expect(asked.at(-1)?.has('filter[handled]')).toBe(false))
    expect(asked.at(-1)?.get('page[number]')).toBe('1')
  })
})

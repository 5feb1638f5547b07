import { screen, within } from '@testing-library/react'
import { Provider as ReduxProvider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeApi } from '../../../testing/fake-api'
import { renderWithProviders } from '../../../testing/render'
import { createTestStore } from '../../../testing/store'
import { EstimateDetail } from './estimate-detail'
import { anEstimate } from '../testing/test-data'

afterEach(() => vi.unstubAllGlobals())

const ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'

describe('estimate detail', { timeout: 20_000 }, () => {
  it('shows every contact the customer gave: e-mail, company, phone to call and CNPJ', async () => {
    installFakeApi({ [`GET /api/v1/admin/estimates/${ID}`]: { status: 200, body: anEstimate() } })
    await renderWithProviders(
      <ReduxProvider store={createTestStore()}>
        <MemoryRouter>
          <EstimateDetail id={ID} />
        </MemoryRouter>
      </ReduxProvider>,
      { namespaces: ['admin-ops'] },
    )
    const box = within((await screen.findByText('Ana Souza', { selector: 'p' })).parentElement!)
    expect(box.getByRole('link', { name: 'ana@example.com' }).getAttribute('href')).toBe(
      'mailto:ana@example.com',
    )
    expect(box.getByText('Metalúrgica Souza')).toBeDefined()
    expect(box.getByRole('link', { name: '(31) 98765-4321' }).getAttribute('href')).toBe('tel:+5531987654321')
    expect(box.getByText('CNPJ 12.345.678/0001-95')).toBeDefined()
    // Each contact on a line of its own: the e-mail and the phone are two blocks, not two inline links in a row.
    const lineOf = (name: string) => box.getByRole('link', { name }).closest('p')?.textContent
    expect(lineOf('ana@example.com')).toBe('ana@example.com')
    expect(lineOf('(31) 98765-4321')).toBe('(31) 98765-4321')
    // The status steps are not called "Histórico": the change log beside them (AuditHistory) is.
    expect(screen.getByRole('region', { name: 'Andamento' })).toBeDefined()
    expect(screen.queryByRole('region', { name: 'Histórico' })).toBeNull()
  })
})

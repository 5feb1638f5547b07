import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../testing/render'
import { CustomerListFallback, CustomerListPages } from './customer-list-states'

describe('customer list states', () => {
  it('stands three busy placeholders where the list will be', async () => {
    const onRetry = vi.fn()
    await renderWithProviders(
      <CustomerListFallback loading onRetry={onRetry} placeholder={{ height: 48, radius: 'sm' }} />,
      { namespaces: ['customer'] },
    )
    const busy = screen.getByLabelText('Carregando…')
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect(busy.children).toHaveLength(3)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says the load failed and retries on demand', async () => {
    const onRetry = vi.fn()
    await renderWithProviders(
      <CustomerListFallback loading={false} onRetry={onRetry} placeholder={{ height: 48, radius: 'sm' }} />,
      { namespaces: ['customer'], language: 'en' },
    )
    expect(screen.getByRole('alert').textContent).toBe('We could not load this.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('shows page buttons only past one page, with their names', async () => {
    const onPage = vi.fn()
    const first = await renderWithProviders(
      <CustomerListPages total={12} pageSize={12} page={1} onPage={onPage} />,
      { namespaces: ['customer'] },
    )
    expect(screen.queryByRole('button')).toBeNull()
    first.unmount()
    await renderWithProviders(<CustomerListPages total={13} pageSize={12} page={1} onPage={onPage} />, {
      namespaces: ['customer'],
    })
    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }))
    expect(onPage).toHaveBeenCalledWith(2)
  })
})

import { createDemoApi, installDemoApi } from '@escudo/demo-api'
import { screen, waitFor, within } from '@testing-library/react'
import axios from 'axios'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../testing/render'
import { InvoiceList } from './invoice-list'

let http: ReturnType<typeof axios.create>

beforeEach(() => {
  http = axios.create()
  installDemoApi(http, createDemoApi(), { delayMs: 0 })
})

const links = {
  add: '/dashboard/invoices/add',
  preview: (id: number) => `/dashboard/invoices/${id}`,
  edit: (id: number) => `/dashboard/invoices/${id}/edit`,
  print: (id: number) => `/dashboard/invoices/${id}/print`,
}

describe('InvoiceList', () => {
  it('names every value by its column, so a phone shows each invoice as a card with its total', async () => {
    await renderWithProviders(<InvoiceList links={links} />, {
      http,
      namespaces: ['dashboard'],
      route: '/dashboard/invoices',
    })
    const table = screen.getByRole('table', { name: 'Faturas' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11))
    const totals = within(table)
      .getAllByRole('cell')
      .filter((cell) => cell.getAttribute('data-label') === 'Total')
    expect(totals).toHaveLength(10)
    // In reais, written the Brazilian way, as the shop's prices are.
    for (const cell of totals) expect(cell.textContent).toMatch(/^R\$\s[\d.]+,\d{2}$/)
    // Recent: the newest invoice (first, newest first) was issued within the last week.
    const issued = within(table)
      .getAllByRole('cell')
      .filter((cell) => cell.getAttribute('data-label') === 'Emissão')
    const years = [new Date(), new Date(Date.now() - 7 * 24 * 60 * 60 * 1000)].map((date) =>
      date.getFullYear(),
    )
    expect(issued[0]?.textContent).toMatch(new RegExp(`(${years.join('|')})$`))
  })
})

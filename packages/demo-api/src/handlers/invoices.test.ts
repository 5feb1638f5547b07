import { describe, expect, it } from 'vitest'
import type { Invoice, InvoiceClient } from '../data/invoices'
import type { InvoiceBody, InvoiceListBody } from '../responses'
import { testApi } from '../testing'

const LIST = '/apps/invoice/invoices'
const idsOf = (invoices: Invoice[]) => invoices.map((invoice) => invoice.id)

describe('GET /apps/invoice/invoices', () => {
  it('pages 10 newest first, with every invoice in stored order as allData', async () => {
    const { data } = await testApi().get<InvoiceListBody>(LIST)
    expect(data.total).toBe(50)
    expect(idsOf(data.invoices)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41])
    expect(idsOf(data.allData)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
  })

  it('answers an empty page past the end, total unchanged', async () => {
    const { data } = await testApi().get<InvoiceListBody>(LIST, { page: 8, perPage: 10 })
    expect(data.invoices).toEqual([])
    expect(data.total).toBe(50)
  })

  it('filters by status case-insensitively and by client name or e-mail', async () => {
    const { get } = testApi()
    const all = (await get<InvoiceListBody>(LIST)).data.allData
    const paid = (await get<InvoiceListBody>(LIST, { status: 'paid', perPage: 50 })).data
    const expectedPaid = all.filter((invoice) => invoice.invoiceStatus === 'Paid')
    expect(paid.total).toBe(expectedPaid.length)
    expect(idsOf(paid.invoices)).toEqual(idsOf(expectedPaid).reverse())

    const partial = (await get<InvoiceListBody>(LIST, { status: 'Partial Payment', perPage: 50 })).data
    expect(partial.invoices.every((invoice) => invoice.invoiceStatus === 'Partial Payment')).toBe(true)

    const sample = all[20] as Invoice
    const byName = (await get<InvoiceListBody>(LIST, { q: sample.client.name.toUpperCase() })).data
    expect(idsOf(byName.invoices)).toContain(sample.id)
    const byEmail = (await get<InvoiceListBody>(LIST, { q: sample.client.companyEmail, perPage: 50 })).data
    expect(
      byEmail.invoices.every((invoice) => invoice.client.companyEmail === sample.client.companyEmail),
    ).toBe(true)
  })

  it('never reorders allData or the clients, whatever the list call', async () => {
    const { get } = testApi()
    const clients = (await get<InvoiceClient[]>('/api/invoice/clients')).data
    await get(LIST, { status: 'sent', q: 'a', page: 2 })
    expect((await get<InvoiceClient[]>('/api/invoice/clients')).data).toEqual(clients)
    const { data } = await get<InvoiceListBody>(LIST)
    expect(idsOf(data.allData)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
  })

  it('answers no invoices for a status no invoice has (filters are exact)', async () => {
    const lost = await testApi().get<InvoiceListBody>(LIST, { status: 'lost' })
    expect(lost.status).toBe(200)
    expect(lost.data).toMatchObject({ invoices: [], total: 0 })
  })
})

describe('GET /api/invoice/invoices/{id}', () => {
  it('answers the invoice and the payment details', async () => {
    const { data } = await testApi().get<InvoiceBody>('/api/invoice/invoices/7')
    expect(data.invoice.id).toBe(7)
    expect(data.paymentDetails).toEqual({
      totalDue: 'R$ 12.110,55',
      bankName: expect.any(String),
      country: expect.any(String),
      iban: expect.any(String),
      swiftCode: expect.any(String),
    })
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const { get } = testApi()
    expect((await get('/api/invoice/invoices/51')).status).toBe(404)
    expect((await get('/api/invoice/invoices/seven')).status).toBe(400)
  })
})

describe('GET /api/invoice/clients', () => {
  it('answers the clients of the first five invoices', async () => {
    const { get } = testApi()
    const { data } = await get<InvoiceClient[]>('/api/invoice/clients')
    const all = (await get<InvoiceListBody>(LIST)).data.allData
    expect(data).toEqual(all.slice(0, 5).map((invoice) => invoice.client))
  })
})

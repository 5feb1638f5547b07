import type { ClientsBody, InvoiceBody, InvoiceListBody, InvoiceStatus } from '@escudo/demo-api'
import type { AxiosInstance } from 'axios'

export type InvoiceQuery = { q: string; status: InvoiceStatus | ''; page: number; perPage: number }

export async function getInvoices(http: AxiosInstance, query: InvoiceQuery, signal?: AbortSignal) {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''))
  return (await http.get<InvoiceListBody>('/apps/invoice/invoices', { params, signal })).data
}

export async function getInvoice(http: AxiosInstance, id: string, signal?: AbortSignal) {
  return (await http.get<InvoiceBody>(`/api/invoice/invoices/${encodeURIComponent(id)}`, { signal })).data
}

/** The template's client picker offers the first five clients. */
export async function getClients(http: AxiosInstance, signal?: AbortSignal) {
  return (await http.get<ClientsBody>('/api/invoice/clients', { signal })).data
}

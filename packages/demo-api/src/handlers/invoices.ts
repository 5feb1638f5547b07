import { z } from 'zod'
import { PAYMENT_DETAILS } from '../data/invoices'
import { ok } from '../http'
import { findById, includesText, paginate, sortedBy } from '../list'
import type { InvoiceBody, InvoiceListBody } from '../responses'
import type { Route } from '../router'
import type { Translatable } from '../text'
import { FilterValue, Id, pageNumber, Text, validate } from '../validation'

const InvoiceQuery = z.object({
  q: Text,
  // Matched case-insensitively: the template sends `paid` from its select and `Paid` from links.
  status: FilterValue,
  perPage: pageNumber(10),
  page: pageNumber(1),
})

function sameText(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

export const invoiceRoutes: Route[] = [
  {
    method: 'GET',
    path: '/apps/invoice/invoices',
    handler: ({ state, query }) => {
      const { q, status, perPage, page } = validate(InvoiceQuery, query, 'query')
      const matches = state.invoices.filter(
        (invoice) =>
          (includesText(invoice.client.companyEmail, q) || includesText(invoice.client.name, q)) &&
          (status === '' || sameText(invoice.invoiceStatus, status)),
      )
      const newestFirst = sortedBy(matches, (a, b) => b.id - a.id)
      return ok({
        allData: state.invoices,
        invoices: paginate(newestFirst, page, perPage),
        total: matches.length,
      } satisfies Translatable<InvoiceListBody>)
    },
  },
  {
    method: 'GET',
    path: '/api/invoice/invoices/:id',
    handler: ({ state, params }) => {
      const { id } = validate(z.object({ id: Id }), params, 'path')
      const invoice = findById(state.invoices, id, 'Invoice')
      return ok({ invoice, paymentDetails: PAYMENT_DETAILS } satisfies Translatable<InvoiceBody>)
    },
  },
  {
    method: 'GET',
    path: '/api/invoice/clients',
    handler: ({ state }) => ok(state.invoices.slice(0, 5).map((invoice) => invoice.client)),
  },
]

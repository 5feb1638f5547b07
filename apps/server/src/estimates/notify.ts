import type { Config } from '../config/env'
import type { Database } from '../db/client'
import type { Estimate } from '../db/schema/index'
import { brandInbox } from '../mail/brand-inbox'
import type { Mailer } from '../mail/mailer'
import type { CustomerEstimateEvent, EmailLine, StaffEstimateEvent } from '../mail/templates/customer'
import type { EstimateRow, EstimatesRepository } from './estimates-repository'
import { quoteTerms } from './quote-terms'

/** What the estimate emails need: the outbox, the lines as they stand, the site's URL and the brand's address. */
export type NotifyDeps = {
  mailer: Pick<Mailer, 'queue'>
  estimates: Pick<EstimatesRepository, 'lines'>
  config: Pick<Config, 'publicUrl' | 'mailFrom'>
}

/** Web pages the emails link to. */
export const customerEstimateUrl = (publicUrl: string, id: string) =>
  `${publicUrl}/minha-conta/orcamentos/${id}`
export const staffEstimateUrl = (publicUrl: string, id: string) => `${publicUrl}/admin/orcamentos/${id}`

/** The estimate's lines as they stand in `tx` (prices included once answered). */
async function emailLines({ estimates }: NotifyDeps, tx: Database, estimateId: string): Promise<EmailLine[]> {
  const rows = await estimates.lines([estimateId], tx)
  return rows.map(({ line, product }) => ({
    name: product.name,
    reference: product.reference,
    size: line.size,
    quantity: line.quantity,
    note: line.note,
    unitPriceCents: line.unitPriceCents,
  }))
}

/** Emails the brand about something a customer did; commits with the change (`tx`). */
export async function notifyBrand(
  deps: NotifyDeps,
  tx: Database,
  { customer }: EstimateRow,
  estimate: Estimate,
  event: CustomerEstimateEvent,
  message: string | null,
) {
  await deps.mailer.queue(
    {
      to: brandInbox(deps.config.mailFrom),
      locale: 'pt-BR',
      template: 'estimate-customer-update',
      data: {
        customerName: customer.name,
        customerEmail: customer.email,
        company: customer.company,
        number: estimate.number,
        event,
        status: estimate.status,
        message,
        lines: event === 'created' || event === 'edited' ? await emailLines(deps, tx, estimate.id) : [],
        link: staffEstimateUrl(deps.config.publicUrl, estimate.id),
      },
    },
    tx,
  )
}

/** Confirms to the customer, in their language, the request they just submitted. */
export async function confirmToCustomer(
  deps: NotifyDeps,
  tx: Database,
  { customer }: EstimateRow,
  estimate: Estimate,
) {
  await deps.mailer.queue(
    {
      to: customer.email,
      locale: customer.locale,
      template: 'estimate-received',
      data: {
        name: customer.name,
        number: estimate.number,
        message: estimate.message,
        lines: await emailLines(deps, tx, estimate.id),
        link: customerEstimateUrl(deps.config.publicUrl, estimate.id),
      },
    },
    tx,
  )
}

/** Emails the customer about something staff did, in the customer's language. */
export async function notifyCustomer(
  deps: NotifyDeps,
  tx: Database,
  { customer }: EstimateRow,
  estimate: Estimate,
  event: StaffEstimateEvent,
  message: string | null,
  totalCents: number | null = null,
) {
  await deps.mailer.queue(
    {
      to: customer.email,
      locale: customer.locale,
      template: 'estimate-staff-update',
      data: {
        name: customer.name,
        number: estimate.number,
        event,
        message,
        totalCents,
        terms: quoteTerms(estimate),
        lines: event === 'respondido' ? await emailLines(deps, tx, estimate.id) : [],
        link: customerEstimateUrl(deps.config.publicUrl, estimate.id),
      },
    },
    tx,
  )
}

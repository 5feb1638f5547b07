import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client'
import type { Estimate } from '../db/schema/index'
import type { CustomerEstimateEvent, EmailLine, StaffEstimateEvent } from '../mail/templates/customer'
import type { EstimateRow } from './repository'

/** Web pages the emails link to. */
export const customerEstimateUrl = (app: FastifyInstance, id: string) =>
  `${app.config.publicUrl}/minha-conta/orcamentos/${id}`
export const staffEstimateUrl = (app: FastifyInstance, id: string) =>
  `${app.config.publicUrl}/admin/orcamentos/${id}`

/** The brand's inbox is the address of MAIL_FROM ("Escudo EPI <contato@…>" → "contato@…"). */
export const brandInbox = (app: FastifyInstance) =>
  /<([^>]+)>/.exec(app.config.mailFrom)?.[1] ?? app.config.mailFrom

/** The estimate's lines as they stand in `tx` (prices included once answered). */
async function emailLines(app: FastifyInstance, tx: Database, estimateId: string): Promise<EmailLine[]> {
  const rows = await app.estimatesRepository.lines([estimateId], tx)
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
  app: FastifyInstance,
  tx: Database,
  { customer }: EstimateRow,
  estimate: Estimate,
  event: CustomerEstimateEvent,
  message: string | null,
) {
  await app.mailer.queue(
    {
      to: brandInbox(app),
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
        lines: event === 'created' || event === 'edited' ? await emailLines(app, tx, estimate.id) : [],
        link: staffEstimateUrl(app, estimate.id),
      },
    },
    tx,
  )
}

/** Confirms to the customer, in their language, the request they just submitted. */
export async function confirmToCustomer(
  app: FastifyInstance,
  tx: Database,
  { customer }: EstimateRow,
  estimate: Estimate,
) {
  await app.mailer.queue(
    {
      to: customer.email,
      locale: customer.locale,
      template: 'estimate-received',
      data: {
        name: customer.name,
        number: estimate.number,
        message: estimate.message,
        lines: await emailLines(app, tx, estimate.id),
        link: customerEstimateUrl(app, estimate.id),
      },
    },
    tx,
  )
}

/** Emails the customer about something staff did, in the customer's language. */
export async function notifyCustomer(
  app: FastifyInstance,
  tx: Database,
  { customer }: EstimateRow,
  estimate: Estimate,
  event: StaffEstimateEvent,
  message: string | null,
  totalCents: number | null = null,
) {
  await app.mailer.queue(
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
        validUntil: estimate.validUntil,
        leadTime: estimate.leadTime,
        lines: event === 'respondido' ? await emailLines(app, tx, estimate.id) : [],
        link: customerEstimateUrl(app, estimate.id),
      },
    },
    tx,
  )
}

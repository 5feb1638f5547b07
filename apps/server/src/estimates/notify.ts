import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client'
import type { Estimate } from '../db/schema/index'
import type { CustomerEstimateEvent, StaffEstimateEvent } from '../lib/mailer/customer-templates'
import type { EstimateRow } from '../plugins/app/customer/estimates-repository'
import { formatBrl, formatDateBr } from './money'

/** Web pages the emails link to. */
export const customerEstimateUrl = (app: FastifyInstance, id: string) =>
  `${app.config.publicUrl}/minha-conta/orcamentos/${id}`
export const staffEstimateUrl = (app: FastifyInstance, id: string) =>
  `${app.config.publicUrl}/admin/orcamentos/${id}`

/** The brand's inbox is the address of MAIL_FROM ("Escudo EPI <contato@…>" → "contato@…"). */
export const brandInbox = (app: FastifyInstance) =>
  /<([^>]+)>/.exec(app.config.mailFrom)?.[1] ?? app.config.mailFrom

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
        link: staffEstimateUrl(app, estimate.id),
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
        total: totalCents === null ? null : formatBrl(totalCents),
        validUntil: estimate.validUntil ? formatDateBr(estimate.validUntil) : null,
        link: customerEstimateUrl(app, estimate.id),
      },
    },
    tx,
  )
}

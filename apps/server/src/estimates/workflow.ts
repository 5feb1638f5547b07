import {
  CUSTOMER_ERROR_CODES,
  type AdminUpdateEstimateRequest,
  type EstimateStatus,
  type UpdateEstimateRequest,
} from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/client'
import type { Estimate, User } from '../db/schema/index'
import { type Bilingual, codedProblem, notFound, validationFailed } from '../lib/errors'
import { estimateMessages } from './estimate-messages'
import type { Mailer } from '../mail/mailer'
import { confirmToCustomer, notifyBrand, notifyCustomer, type NotifyDeps } from './notify'
import type { EstimatesRepository } from './estimates-repository'
import { afterCustomerMessage, assertEditable, assertThreadOpen, assertTransition } from './state-machine'
import { validateLines } from './validate-lines'
import type { Webhooks } from '../webhooks/plugin'
import { estimateDocuments } from './documents'

declare module 'fastify' {
  interface FastifyInstance {
    estimateWorkflow: EstimateWorkflow
  }
}

type CustomerChange = UpdateEstimateRequest['data']['attributes']
type StaffChange = AdminUpdateEstimateRequest['data']['attributes']
type LineRequest = Parameters<typeof validateLines>[1]

export type EstimateWorkflowDeps = NotifyDeps & {
  db: Database
  estimates: EstimatesRepository
  mailer: Pick<Mailer, 'queue' | 'kick'>
  now: () => Date
  /**
   * Where the estimate's events go (issue 37); their data, the staff's JSON:API document of it, is rendered
   * right after the commit (the `estimates` renderer, registered by the plugin below).
   */
  webhooks: Pick<Webhooks, 'emit' | 'transaction'>
}

type EstimateEvent = 'estimate.created' | 'estimate.status_changed' | 'estimate.message_added'

const stale = () =>
  codedProblem(
    409,
    CUSTOMER_ERROR_CODES.staleVersion,
    {
      'pt-BR': 'O orçamento mudou enquanto você o editava. Recarregue e tente de novo.',
      en: 'The estimate changed while you were editing it. Reload and try again.',
    },
    { pointer: '/data/attributes/version' },
  )
const missing = (id: string) => notFound(estimateMessages.missing(id))

/** The terms an answer carries, as stored: each one replaces the last answer's (the contract required the rest). */
const answeredTerms = (change: StaffChange) => ({
  freightTerms: change.freightTerms ?? null,
  freightCents: change.freightCents ?? null,
  ipiIncluded: change.ipiIncluded ?? null,
  icmsIncluded: change.icmsIncluded ?? null,
  paymentTerms: change.paymentTerms ?? null,
  paymentTermsText: change.paymentTermsText ?? null,
  minimumOrderCents: change.minimumOrderCents ?? null,
})

/**
 * Each customer or staff action on an estimate: the transition, its history entry, its message and its
 * email, in one transaction; the outbox is kicked after the commit.
 */
export function estimateWorkflow(deps: EstimateWorkflowDeps) {
  const { db, estimates, mailer, now, webhooks } = deps

  /** A change of estimate `id`: its webhook events' documents show it as it leaves it. */
  async function move(id: string, work: (tx: Database) => Promise<void>) {
    await webhooks.transaction(db, work, { type: 'estimates', id })
    mailer.kick()
  }

  /**
   * Records a webhook event of estimate `id` in `tx`, the transaction of the change (run by
   * `webhooks.transaction`, after which its document is rendered).
   */
  const publish = (tx: Database, type: EstimateEvent, id: string) =>
    webhooks.emit(tx, { type, resource: { type: 'estimates', id } })

  /** A price for every line of the estimate, and a validity date from today on. */
  async function checkAnswer(estimate: Estimate, change: StaffChange) {
    const lines = await estimates.lines([estimate.id])
    const prices = new Map((change.lines ?? []).map((line) => [line.id, line.unitPriceCents]))
    const problems: { pointer: string; detail: Bilingual }[] = []
    const unknown = [...prices.keys()].filter((lineId) => !lines.some(({ line }) => line.id === lineId))
    if (unknown.length || lines.some(({ line }) => !prices.has(line.id)))
      problems.push({
        pointer: '/data/attributes/lines',
        detail: {
          'pt-BR': 'Informe um preço para cada item do orçamento, e só para eles.',
          en: 'Give a price for each line of the estimate, and only for them.',
        },
      })
    const today = now().toISOString().slice(0, 10)
    if (change.validUntil && change.validUntil < today)
      problems.push({
        pointer: '/data/attributes/validUntil',
        detail: {
          'pt-BR': 'A validade não pode ser anterior a hoje.',
          en: 'The validity date cannot be before today.',
        },
      })
    if (problems.length) throw validationFailed(problems)
    const totalCents = lines.reduce((sum, { line }) => sum + (prices.get(line.id) ?? 0) * line.quantity, 0)
    return { prices, totalCents }
  }

  return {
    /** Customer submits: status em_aberto, history starts, the brand gets an email. Returns the new id. */
    async create(user: User, message: string, lines: LineRequest) {
      const valid = await validateLines(db, lines, now())
      const id = await webhooks.transaction(db, async (tx) => {
        const estimate = await estimates.create(user.id, message, valid, tx)
        const row = await estimates.find(estimate.id, undefined, tx)
        if (row) {
          await notifyBrand(deps, tx, row, estimate, 'created', message)
          await confirmToCustomer(deps, tx, row, estimate)
        }
        await publish(tx, 'estimate.created', estimate.id)
        return estimate.id
      })
      mailer.kick()
      return id
    },

    /** Customer cancels or accepts, or edits lines/message while open or pending. */
    async customerUpdate(user: User, id: string, change: CustomerChange) {
      const row = await estimates.find(id, user.id)
      if (!row) throw missing(id)
      const { estimate } = row
      if (change.status !== undefined) {
        const to = change.status
        assertTransition('customer', estimate.status, to)
        await move(id, async (tx) => {
          const moved = await estimates.update(estimate, { status: to }, tx)
          if (!moved) throw stale()
          await estimates.recordEvent(id, { id: user.id, role: 'customer' }, estimate.status, to, tx)
          await notifyBrand(deps, tx, row, moved, to === 'aprovado' ? 'aprovado' : 'cancelado', null)
          await publish(tx, 'estimate.status_changed', id)
        })
        return
      }
      assertEditable(estimate.status)
      const lines = change.lines && (await validateLines(db, change.lines, now()))
      await move(id, async (tx) => {
        const changed = await estimates.update(
          estimate,
          change.message === undefined ? {} : { message: change.message },
          tx,
        )
        if (!changed) throw stale()
        if (lines) await estimates.replaceLines(id, lines, tx)
        await notifyBrand(deps, tx, row, changed, 'edited', change.message ?? null)
      })
    },

    /** Staff ask for information, answer with prices, or decline (product.md section 4). */
    async staffUpdate(staff: User, id: string, change: StaffChange) {
      const row = await estimates.find(id)
      if (!row) throw missing(id)
      const { estimate } = row
      if (change.version !== undefined && change.version !== estimate.version) throw stale()
      assertTransition('staff', estimate.status, change.status)
      const answer = change.status === 'respondido' ? await checkAnswer(estimate, change) : undefined
      await move(id, async (tx) => {
        const moved = await estimates.update(
          estimate,
          {
            status: change.status,
            ...(answer
              ? {
                  leadTime: change.leadTime ?? null,
                  validUntil: change.validUntil ?? null,
                  ...answeredTerms(change),
                  answeredAt: now(),
                }
              : {}),
          },
          tx,
          change.version,
        )
        if (!moved) throw stale()
        const actor = { id: staff.id, role: 'staff' as const }
        await estimates.recordEvent(id, actor, estimate.status, change.status, tx)
        if (change.message) await estimates.addMessage(id, actor, change.message, tx)
        if (answer) await estimates.priceLines(id, answer.prices, tx)
        await publish(tx, 'estimate.status_changed', id)
        if (change.message) await publish(tx, 'estimate.message_added', id)
        const event = change.status as 'informacao_pendente' | 'respondido' | 'recusado'
        await notifyCustomer(deps, tx, row, moved, event, change.message ?? null, answer?.totalCents ?? null)
      })
    },

    /** A message on the thread; a customer's answer to a pending question sends the estimate back to the brand. */
    /**
     * A message is an append: it reads the estimate locked, inside its transaction, so a status change or
     * another message at the same moment runs before or after it and never makes it stale.
     */
    async postMessage(author: User, role: 'customer' | 'staff', id: string, body: string) {
      const actor = { id: author.id, role }
      await move(id, async (tx) => {
        const row = await estimates.find(id, role === 'customer' ? author.id : undefined, tx, true)
        if (!row) throw missing(id)
        const { estimate } = row
        assertThreadOpen(estimate.status)
        await estimates.addMessage(id, actor, body, tx)
        const next: EstimateStatus | undefined =
          role === 'customer' ? afterCustomerMessage(estimate.status) : undefined
        const changed = await estimates.update(estimate, next ? { status: next } : {}, tx)
        if (!changed) throw stale()
        if (next) await estimates.recordEvent(id, actor, estimate.status, next, tx)
        await publish(tx, 'estimate.message_added', id)
        if (next) await publish(tx, 'estimate.status_changed', id)
        if (role === 'customer') await notifyBrand(deps, tx, row, changed, 'message', body)
        else await notifyCustomer(deps, tx, row, changed, 'message', body)
      })
    },
  }
}

export type EstimateWorkflow = ReturnType<typeof estimateWorkflow>

async function plugin(app: FastifyInstance) {
  const documents = estimateDocuments(app.db, app.estimatesRepository, app.now)
  app.decorate(
    'estimateWorkflow',
    estimateWorkflow({
      db: app.db,
      estimates: app.estimatesRepository,
      mailer: app.mailer,
      now: app.now,
      config: app.config,
      webhooks: app.webhooks,
    }),
  )
  app.webhooks.renderWith('estimates', (ids, db) => documents.getMany(ids, db))
}

export default fp(plugin, {
  name: 'estimate-workflow',
  dependencies: ['db', 'clock', 'mailer', 'estimates-repository', 'webhooks'],
})

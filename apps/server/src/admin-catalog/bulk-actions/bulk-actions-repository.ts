import type { BulkAction, BulkActionAttributes, BulkRefusal, SheetLocale } from '@escudo/contracts'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { backgroundJobs, databaseClock, textForLocale } from '../../db/background-job'
import type { Database } from '../../db/client'
import { inTransaction } from '../../db/transaction'
import { bulkActions, type BulkActionRow } from '../../db/schema/index'
import { notFound } from '../../lib/errors'
import { bulkMessages, bulkRefusals } from './bulk-action-messages'
import { applyToProduct, type BulkContext } from './bulk-action-product'
import { checkBulkOption, resolveSelection, type BulkGroup, type SelectedProduct } from './bulk-selection'
import type { ProductRepository } from '../products/products-repository'

declare module 'fastify' {
  interface FastifyInstance {
    bulkActions: BulkActions
  }
}

/** Products handled between two saves of the counts (what a reader of the progress sees move). */
const BATCH = 50

export type NewBulkAction = {
  userId: string
  locale: SheetLocale
  action: BulkAction
  group: BulkGroup | undefined
  optionId: string | undefined
  products: SelectedProduct[]
}

type Logger = { error: (object: object, message: string) => void }
type Progress = { processed: number; succeeded: number; refused: number; refusals: BulkRefusal[] }

export function bulkActionAttributes(row: BulkActionRow): BulkActionAttributes {
  const iso = (date: Date | null) => date?.toISOString() ?? null
  return {
    status: row.status,
    action: row.action,
    groupId: row.groupId,
    optionId: row.optionId,
    total: row.total,
    processed: row.processed,
    succeeded: row.succeeded,
    refused: row.refused,
    refusals: row.refusals,
    failure: row.failure,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  }
}

/**
 * Bulk actions (issue 20): a bulk_actions row per action, whose job runs in the background of the process that
 * accepted it, one product at a time through the product repository, saving its counts every BATCH products so
 * any process answers its progress. The job keeps the request's actor (db/actor.ts): its writes are audited as
 * the staff member's.
 */
export function bulkActionsRepository(db: Database, deps: { products: ProductRepository; log: Logger }) {
  const running = new Set<Promise<void>>()
  let closing = false
  const jobs = backgroundJobs(db, bulkActions)

  const save = (id: string, progress: Progress) =>
    jobs.beat(id, {
      processed: sql`${bulkActions.processed} + ${progress.processed}`,
      succeeded: sql`${bulkActions.succeeded} + ${progress.succeeded}`,
      refused: sql`${bulkActions.refused} + ${progress.refused}`,
      refusals: sql`${bulkActions.refusals} || ${JSON.stringify(progress.refusals)}::jsonb`,
    })

  async function work(row: BulkActionRow, input: NewBulkAction, context: BulkContext) {
    for (let start = 0; start < input.products.length; start += BATCH) {
      if (closing) return 'stopped'
      const progress: Progress = { processed: 0, succeeded: 0, refused: 0, refusals: [] }
      for (const product of input.products.slice(start, start + BATCH)) {
        const message = await applyToProduct(context, product.id)
        progress.processed += 1
        if (message === undefined) progress.succeeded += 1
        else {
          progress.refused += 1
          progress.refusals.push({ productId: product.id, reference: product.reference, message })
        }
      }
      // Failed as stale meanwhile (its heartbeat was late): it is final, so the rest is not done either.
      if (!(await save(row.id, progress))) return 'stopped'
    }
    return 'done'
  }

  async function run(row: BulkActionRow, input: NewBulkAction) {
    const messages = bulkMessages(input.locale)
    const stopBeating = jobs.keepAlive(row.id)
    try {
      if (!(await jobs.start(row.id))) return
      const context: BulkContext = {
        db,
        repository: deps.products,
        messages,
        locale: input.locale,
        action: input.action,
        group: input.group,
        optionId: row.optionId,
        log: deps.log,
      }
      const outcome = await work(row, input, context)
      await jobs.finish(row.id, outcome === 'done' ? 'done' : 'failed', {
        failure: outcome === 'done' ? null : messages.stale,
      })
    } catch (error) {
      deps.log.error({ err: error, bulkActionId: row.id }, 'bulk action failed')
      await jobs.finish(row.id, 'failed', { failure: messages.crashed }).catch(() => {})
    } finally {
      stopBeating()
    }
  }

  /** Actions whose process stopped beating (it died) become failed, saying so in their author's language. */
  const failStale = (id?: string) =>
    jobs.failStale(
      {
        failure: textForLocale(bulkActions.locale, {
          'pt-BR': bulkMessages('pt-BR').stale,
          en: bulkMessages('en').stale,
        }),
      },
      id === undefined ? undefined : eq(bulkActions.id, id),
    )

  return {
    failStale: () => failStale(),

    /** Records the action with its resolved selection and starts it; answers at once with the queued row. */
    start: async (input: NewBulkAction): Promise<BulkActionRow> => {
      // In a transaction, like every back-office write: the audit trigger records who started it.
      const [row] = await inTransaction(db, (tx) =>
        tx
          .insert(bulkActions)
          .values({
            userId: input.userId,
            locale: input.locale,
            action: input.action,
            groupId: input.group?.id ?? null,
            optionId: input.group ? (input.optionId ?? null) : null,
            productIds: input.products.map((product) => product.id),
            total: input.products.length,
            heartbeatAt: databaseClock(),
          })
          .returning(),
      )
      const done = run(row!, input)
      running.add(done)
      void done.finally(() => running.delete(done))
      return row!
    },

    find: async (id: string): Promise<BulkActionRow> => {
      await failStale(id)
      const [row] = await db.select().from(bulkActions).where(eq(bulkActions.id, id))
      if (!row) throw notFound(bulkRefusals.missing(id))
      return row
    },

    /** The group and option an action names, checked (422 with a pointer) before it starts. */
    checkOption: (action: BulkAction, groupId: string | undefined, optionId: string | undefined) =>
      checkBulkOption(db, action, groupId, optionId),

    /** The selection (ids, or the list's filters) resolved to the products it holds now. */
    resolveSelection: (selection: Parameters<typeof resolveSelection>[1]) => resolveSelection(db, selection),

    /** Shutdown: running actions stop before their next batch and are marked failed. */
    close: async () => {
      closing = true
      await Promise.all(running)
    },
  }
}

export type BulkActions = ReturnType<typeof bulkActionsRepository>

async function plugin(app: FastifyInstance) {
  const actions = bulkActionsRepository(app.db, { products: app.productRepository, log: app.log })
  app.decorate('bulkActions', actions)
  app.addHook('onReady', () => actions.failStale())
  app.addHook('onClose', () => actions.close())
}

export default fp(plugin, { name: 'bulk-actions', dependencies: ['db', 'product-repository'] })

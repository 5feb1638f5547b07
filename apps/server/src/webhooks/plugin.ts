import { WEBHOOK_PING_EVENT } from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/client'
import { inTransaction } from '../db/transaction'
import type { WebhookEndpoint } from '../db/schema/index'
import { eachDayInBrazil } from '../lib/brazil-daily'
import { loadJwtSecret } from '../lib/jwt-secret'
import { secretSealer } from '../mail/sealed-secret'
import { refusedUrl } from './address-guard'
import { deferredRenders } from './deferred-renders'
import { createDeliveryWorker } from './delivery-worker'
import { pruneWebhooks } from './retention'
import { endpointResource } from './resources'
import { webhookSender, type AttemptResult } from './sender'
import { newSecret } from './signature'
import { webhooksRepository, type EmittedEvent, type EndpointValues } from './webhooks-repository'

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks
  }
}

export type WebhooksOptions = {
  pollMs?: number
  /** Replaces the HTTP sender (tests that count attempts without a receiver). */
  post?: (url: string, headers: Record<string, string>, body: string) => Promise<AttemptResult>
}

const PRUNE_HOUR = 4
/**
 * An event whose document is rendered after its commit and that has none this long after it was recorded lost
 * its process (a crash between the commit and the render): whoever fans it out renders it then.
 */
export const ORPHAN_AFTER_MS = 10_000

const utcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`

/**
 * Webhooks (issue 37): `app.webhooks` records events in the caller's transaction (`emit`), manages the
 * endpoints and their secrets, and runs the worker that delivers them, signed as Standard Webhooks says.
 */
async function buildWebhooks(app: FastifyInstance, { pollMs = 1_000, post }: WebhooksOptions) {
  const sealer = secretSealer(await loadJwtSecret(app.config), 'webhook-secret')
  const repository = webhooksRepository(app.db, app.now)
  const sender = webhookSender({ allowPrivate: app.config.webhooksAllowPrivate })

  const onDisabled = async (endpoint: WebhookEndpoint, tx: Database) => {
    app.log.warn({ endpointId: endpoint.id }, 'webhook endpoint failing for 3 days: disabled')
    for (const admin of await repository.admins(tx)) {
      const data = {
        name: admin.name,
        url: endpoint.url,
        since: utcMinute(endpoint.failingSince ?? app.now()),
        lastAnswer: endpoint.disabledReason ?? '',
      }
      await app.mailer.queue(
        { to: admin.email, locale: admin.locale, template: 'webhook-disabled', data },
        tx,
      )
    }
    app.mailer.kick()
  }

  // Documents rendered after the commit (`renderWith`), in batches.
  const renders = deferredRenders(app.db, app.log)

  const worker = createDeliveryWorker({
    repository,
    post: post ?? sender.post,
    open: (sealed) => sealer.open(sealed),
    now: app.now,
    log: app.log,
    pollMs,
    onDisabled,
    prepare: renders.renderWaiting,
    fanOut: () => ({
      rendered: renders.rendered,
      orphanedBefore: new Date(app.now().getTime() - ORPHAN_AFTER_MS),
      render: renders.renderOrphan,
    }),
  })

  const create = async (values: EndpointValues) => {
    const secret = newSecret()
    const endpoint = await repository.create(values, sealer.seal(secret))
    return { endpoint, secret }
  }

  const update = async (id: string, values: Partial<EndpointValues>, rotate: boolean) => {
    const secret = rotate ? newSecret() : undefined
    const endpoint = await repository.update(id, values, secret && sealer.seal(secret))
    if (values.enabled) worker.kick()
    return endpoint && { endpoint, secret }
  }

  /** A test event to one endpoint, delivered by the worker like any other; answers its delivery. */
  const ping = async (endpoint: WebhookEndpoint) => {
    const event: EmittedEvent = {
      type: WEBHOOK_PING_EVENT,
      resource: { type: 'webhook-endpoints', id: endpoint.id },
      data: async () => ({ data: endpointResource(endpoint) }),
    }
    await repository.emit(app.db, event, endpoint.id)
    worker.kick()
    const { rows } = await repository.deliveries(endpoint.id, 0, 1)
    return rows[0]
  }

  const api = {
    /**
     * Records `event` in `tx` when some endpoint wants it; answers whether it did. Call `kick()` after the
     * commit; an event without `data` is rendered after it, so record it through `transaction`.
     */
    emit: async (tx: Database, event: EmittedEvent) => {
      const id = await repository.emit(tx, event)
      if (id && !event.data) renders.recorded(tx, id, event.resource)
      return id !== undefined
    },
    /** `resourceType`'s events may leave out `data`: `render` renders it after the commit, in batches. */
    renderWith: renders.register,
    /**
     * Runs `work` in a transaction of `db`; once committed, the documents of the events it recorded without
     * `data` wait for the worker's next batch, which is kicked. With `resource`, that resource's events still
     * waiting are rendered first, so that theirs shows it as their commit left it, not as `work` changes it.
     */
    transaction: async <T>(
      db: Database,
      work: (tx: Database) => Promise<T>,
      resource?: EmittedEvent['resource'],
    ): Promise<T> => {
      if (resource) await renders.settle(resource)
      let used: Database | undefined
      let committed = false
      try {
        const result = await inTransaction(db, (tx) => {
          used = tx
          return work(tx)
        })
        committed = true
        return result
      } finally {
        if (used && renders.ended(used, committed) > 0) worker.kick()
      }
    },
    kick: () => worker.kick(),
    /** Sends what is due now and resolves when done (tests): the renders under way first. */
    deliverDue: async () => {
      await renders.idle()
      await worker.sweep()
    },
    list: repository.list,
    find: repository.find,
    create,
    update,
    remove: repository.remove,
    deliveries: repository.deliveries,
    findDelivery: repository.findDelivery,
    resend: async (endpointId: string, id: string) => {
      const row = await repository.resend(endpointId, id)
      if (row) worker.kick()
      return row
    },
    ping,
    /** Deletes the deliveries and events past WEBHOOKS_RETENTION_DAYS / WEBHOOKS_FAILED_RETENTION_DAYS (daily). */
    prune: (batch?: number) => pruneWebhooks(app.db, app.now(), app.config.webhooksRetention, batch),
    /** Why an endpoint may not have `url` (a refused address, plain http in production), or undefined. */
    refusedUrl: (url: string) =>
      refusedUrl(url, {
        allowPrivate: app.config.webhooksAllowPrivate,
        production: app.config.nodeEnv === 'production',
      }),
  }
  return { api, worker, sender }
}

export type Webhooks = Awaited<ReturnType<typeof buildWebhooks>>['api']

async function webhooks(app: FastifyInstance, options: WebhooksOptions) {
  const { api, worker, sender } = await buildWebhooks(app, options)
  app.decorate('webhooks', api)
  app.addHook('onReady', async () => worker.start())
  // Every process prunes at 4:45 in Brazil (after the audit log's 4:00 and the search log's 4:30): a row is
  // deleted once whoever gets there first, so no claim is needed.
  let pruning: Promise<unknown> = Promise.resolve()
  const daily = eachDayInBrazil(
    PRUNE_HOUR,
    async () => {
      const run = api.prune()
      pruning = run.catch(() => undefined)
      const pruned = await run
      if (pruned.delivered + pruned.failed + pruned.events > 0) app.log.info(pruned, 'webhook log pruned')
    },
    app.log,
    'daily webhook log prune',
    45 * 60_000,
  )
  app.addHook('onClose', async () => {
    daily.stop()
    await pruning
    await worker.stop()
    sender.close()
  })
}

export default fp(webhooks, { name: 'webhooks', dependencies: ['db', 'clock', 'mailer'] })

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
import { createDeliveryWorker } from './delivery-worker'
import { pruneWebhooks } from './retention'
import { endpointResource } from './resources'
import { webhookSender, type AttemptResult } from './sender'
import { newSecret } from './signature'
import {
  webhooksRepository,
  type EmittedEvent,
  type EndpointValues,
  type UnrenderedEvent,
} from './webhooks-repository'

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

/** Renders a resource's document (the JSON:API one the admin API shows) in `db`, for an event's `data`. */
export type Renderer = (id: string, db: Database) => Promise<unknown>

type Deferred = { id: string; resource: EmittedEvent['resource'] }

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

  // Documents rendered after the commit (`renderWith`): the events recorded in each open transaction, this
  // process's renders of them until they are fanned out, and the renders under way.
  const renderers = new Map<string, Renderer>()
  const deferred = new WeakMap<Database, Deferred[]>()
  const rendered = new Map<string, unknown>()
  const rendering = new Set<Promise<void>>()

  const renderer = (type: string) => {
    const render = renderers.get(type)
    if (!render) throw new Error(`no webhook renderer for ${type}`)
    return render
  }

  /** An orphan's document (see ORPHAN_AFTER_MS), rendered in the fan-out's transaction. */
  const renderOrphan = async (event: UnrenderedEvent, tx: Database) => {
    const [type, ...rest] = event.resourceKey.split(':')
    try {
      return await renderer(type!)(rest.join(':'), tx)
    } catch (err: unknown) {
      app.log.error({ err, eventId: event.id }, 'webhook document render failed; sent without data')
      return null
    }
  }

  /**
   * Renders, right after their commit, the documents of the events `tx` recorded: in one read-only transaction
   * of REPEATABLE READ, begun before the write's answer goes out, so it shows the resource as that commit left it
   * (unless another write of it commits in between). The worker is kicked when done.
   */
  const afterCommit = (tx: Database) => {
    const events = deferred.get(tx) ?? []
    deferred.delete(tx)
    for (const event of events) {
      const render = app.db
        .transaction(
          (read) => renderer(event.resource.type)(event.resource.id, read as unknown as Database),
          {
            isolationLevel: 'repeatable read',
            accessMode: 'read only',
          },
        )
        .then(
          (data) => void rendered.set(event.id, data),
          // Rendered by the fan-out once an orphan, then.
          (err: unknown) => app.log.error({ err, eventId: event.id }, 'webhook document render failed'),
        )
        .finally(() => {
          rendering.delete(render)
          worker.kick()
        })
      rendering.add(render)
    }
    if (events.length === 0) worker.kick()
  }

  const worker = createDeliveryWorker({
    repository,
    post: post ?? sender.post,
    open: (sealed) => sealer.open(sealed),
    now: app.now,
    log: app.log,
    pollMs,
    onDisabled,
    fanOut: () => ({
      rendered,
      orphanedBefore: new Date(app.now().getTime() - ORPHAN_AFTER_MS),
      render: renderOrphan,
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
      if (id && !event.data) {
        renderer(event.resource.type)
        deferred.set(tx, [...(deferred.get(tx) ?? []), { id, resource: event.resource }])
      }
      return id !== undefined
    },
    /** `event.resource.type`'s events may leave out `data`: `render` renders it after the commit. */
    renderWith: (resourceType: string, render: Renderer) => void renderers.set(resourceType, render),
    /**
     * Runs `work` in a transaction of `db`; once committed, renders the documents of the events it recorded
     * without `data` and kicks the worker.
     */
    transaction: async <T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> => {
      let used: Database | undefined
      try {
        const result = await inTransaction(db, (tx) => {
          used = tx
          return work(tx)
        })
        afterCommit(used!)
        return result
      } finally {
        if (used) deferred.delete(used)
      }
    },
    kick: () => worker.kick(),
    /** Sends what is due now and resolves when done (tests): the renders under way first. */
    deliverDue: async () => {
      await Promise.all(rendering)
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

import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client'
import type { EmittedEvent, UnrenderedEvent } from './webhooks-repository'

/**
 * Renders documents of one resource type (the JSON:API ones the admin API shows) in `db`, by id, for events'
 * `data`: a few reads for any number of them. A missing one is left out of the answer.
 */
export type Renderer = (ids: string[], db: Database) => Promise<Map<string, unknown>>

type Deferred = { id: string; resource: EmittedEvent['resource']; key: string }

const keyOf = (resource: EmittedEvent['resource']) => `${resource.type}:${resource.id}`

/**
 * The documents of events recorded without `data` (decision 049, part 3), rendered after their commit in
 * batches, by the worker before it fans out. Each batch is one read-only REPEATABLE READ transaction (one
 * snapshot). A write of a resource through `webhooks.transaction` first renders the events of it still waiting
 * (`settle`), so in this process each document shows the resource as the event's commit left it; a write by
 * another process in between is not seen to (its document shows that write too).
 */
export function deferredRenders(db: Database, log: FastifyBaseLogger) {
  const renderers = new Map<string, Renderer>()
  /** Recorded in each open transaction. */
  const inTransaction = new WeakMap<Database, Deferred[]>()
  /** Committed, not rendered yet. */
  const waiting = new Map<string, Deferred>()
  /** Renders under way, by event. */
  const underway = new Map<string, { key: string; done: Promise<void> }>()
  /** This process's renders, by event, until the fan-out writes them. */
  const rendered = new Map<string, unknown>()

  const renderer = (type: string) => {
    const render = renderers.get(type)
    if (!render) throw new Error(`no webhook renderer for ${type}`)
    return render
  }

  function render(events: Deferred[]): Promise<void> {
    for (const event of events) waiting.delete(event.id)
    const byType = new Map<string, Deferred[]>()
    for (const event of events)
      byType.set(event.resource.type, [...(byType.get(event.resource.type) ?? []), event])
    const done = db
      .transaction(
        async (read) => {
          for (const [type, ofType] of byType) {
            const ids = [...new Set(ofType.map((event) => event.resource.id))]
            const documents = await renderer(type)(ids, read as unknown as Database)
            for (const event of ofType) rendered.set(event.id, documents.get(event.resource.id) ?? null)
          }
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      )
      // Left to the fan-out, which renders an orphan (ORPHAN_AFTER_MS) itself.
      .catch((err: unknown) => log.error({ err }, 'webhook documents render failed'))
      .finally(() => {
        for (const event of events) underway.delete(event.id)
      })
    for (const event of events) underway.set(event.id, { key: event.key, done })
    return done
  }

  return {
    rendered,
    register: (type: string, render: Renderer) => void renderers.set(type, render),

    /** Notes an event recorded in `tx` without `data`, to render once `tx` commits. */
    recorded(tx: Database, id: string, resource: EmittedEvent['resource']) {
      renderer(resource.type)
      inTransaction.set(tx, [...(inTransaction.get(tx) ?? []), { id, resource, key: keyOf(resource) }])
    },

    /** `tx` committed (or, with `committed` false, rolled back): its events wait for the next batch. */
    ended(tx: Database, committed: boolean) {
      const events = inTransaction.get(tx) ?? []
      inTransaction.delete(tx)
      if (committed) for (const event of events) waiting.set(event.id, event)
      return events.length
    },

    /** Renders every event waiting, in one batch (the worker, before it fans out). */
    renderWaiting: (): Promise<void> => (waiting.size ? render([...waiting.values()]) : Promise.resolve()),

    /** Before a write of `resource`: its events waiting are rendered, and its renders under way are done. */
    async settle(resource: EmittedEvent['resource']) {
      const key = keyOf(resource)
      const own = [...waiting.values()].filter((event) => event.key === key)
      const busy = [...underway.values()].filter((entry) => entry.key === key).map((entry) => entry.done)
      await Promise.all([...(own.length ? [render(own)] : []), ...busy])
    },

    /** Resolves when no render is under way (tests' `deliverDue`). */
    idle: async () => {
      await Promise.all([...underway.values()].map((entry) => entry.done))
    },

    /** An orphan's document (its process died before rendering it), rendered in the fan-out's `tx`. */
    async renderOrphan(event: UnrenderedEvent, tx: Database) {
      const [type, ...rest] = event.resourceKey.split(':')
      const id = rest.join(':')
      try {
        return (await renderer(type!)([id], tx)).get(id) ?? null
      } catch (err: unknown) {
        log.error({ err, eventId: event.id }, 'webhook document render failed; sent without data')
        return null
      }
    },
  }
}

export type DeferredRenders = ReturnType<typeof deferredRenders>

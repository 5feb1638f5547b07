import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { flushEvery } from '../lib/flush-every'
import { sql } from 'drizzle-orm'
import { productViews } from '../db/schema/index'

declare module 'fastify' {
  interface FastifyInstance {
    viewCounter: ViewCounter
  }
}

export type ViewCounter = {
  /** Counts one view of a product page; costs a Map update, never a query. */
  record: (productId: string) => void
  /** Adds what was counted since the last flush to the database (a timer and close call it). */
  flush: () => Promise<void>
  /**
   * The header that marks an API read made for a page rendered or checked on this server: such a read counts
   * no view, since the page counts one per visitor whether it was rendered or reused (pages/cached-pages.ts).
   * Its value is a secret of this process, so no request from outside can pass for one.
   */
  pageRead: { name: string; value: string }
  /** Whether a request's headers carry `pageRead`. */
  isPageRead: (headers: Record<string, string | string[] | undefined>) => boolean
}

export type ViewCounterOptions = { flushMs?: number }

/**
 * Product page views for the back office's "most viewed": counted in memory and written in one
 * upsert every `flushMs`, so the public product route stays a read. A crash loses at most the
 * last few seconds of views, which a popularity signal can afford.
 */
async function viewCounter(app: FastifyInstance, { flushMs = 10_000 }: ViewCounterOptions) {
  let pending = new Map<string, number>()
  let flushing: Promise<void> = Promise.resolve()

  const write = async (batch: Map<string, number>) => {
    if (batch.size === 0) return
    const now = app.now()
    const rows = [...batch].map(([productId, views]) => ({ productId, views, updatedAt: now }))
    try {
      await app.db
        .insert(productViews)
        .values(rows)
        .onConflictDoUpdate({
          target: productViews.productId,
          set: { views: sql`${productViews.views} + excluded.views`, updatedAt: now },
        })
    } catch (err) {
      // A product deleted meanwhile fails the foreign key: these views are not worth retrying.
      app.log.warn({ err }, 'product views not recorded')
    }
  }

  const flush = () => {
    const batch = pending
    pending = new Map()
    flushing = flushing.then(() => write(batch))
    return flushing
  }

  flushEvery(app, flushMs, flush)

  const pageRead = { name: 'x-escudo-page-read', value: randomBytes(16).toString('base64url') }
  app.decorate('viewCounter', {
    record: (productId) => pending.set(productId, (pending.get(productId) ?? 0) + 1),
    flush,
    pageRead,
    isPageRead: (headers) => headers[pageRead.name] === pageRead.value,
  })
}

export default fp(viewCounter, { name: 'view-counter', dependencies: ['db', 'clock'] })

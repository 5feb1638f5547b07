import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { asc, gt, max, sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Database } from '../db/client'
import { catalogChangeHorizon, catalogChanges } from '../db/schema/index'
import { changeListener, type FeedLogger } from './change-listener'
import { loadIndexedProducts } from './indexed-products'
import { loadSearchRules } from './search-rule-list'
import { loadSynonymSets } from './synonym-sets'
import type { CatalogSearch, IndexedProduct } from './search/types'

export type ChangeKind =
  'product' | 'taxonomy' | 'banners' | 'highlights' | 'distributors' | 'ca-registry' | 'search-settings'

/**
 * Changes every indexed product may depend on: the taxonomy (the index searches option titles) and the CA
 * registry in use (every product's CA check). A process applies them by rebuilding its index.
 */
const REBUILDING_KINDS: ReadonlySet<ChangeKind> = new Set(['taxonomy', 'ca-registry'])
/** How the searches are steered (synonym sets and rules, issue 36): re-read whole, applied at query time. */
const SEARCH_SETTINGS: ChangeKind = 'search-settings'
export type CatalogChange = { seq: number; kind: ChangeKind; entityId: string | null; origin: string }

export type ChangeFeedOptions = {
  db: Database
  index: CatalogSearch
  log: FeedLogger
  /** PostgreSQL: opens the LISTEN connection. Absent on the embedded database (one process, see decision 019). */
  connectListener?: (() => Promise<pg.Client>) | undefined
  /** A safety net under the notifications: how often to look for changes anyway. */
  pollMs?: number
  /** Changes older than this are pruned (a process further behind rebuilds). */
  retentionMs?: number
  /**
   * false: writes record nothing and nothing is heard from other processes; only this process's own writes
   * reach its index. For measuring what the feed costs a write (`npm run bench:scale`), never for a deployment.
   */
  enabled?: boolean
}

const BATCH = 500

/**
 * The catalogue's change feed (decision 020). A write records a change in its own transaction
 * (`record`), applies it to this process's index after the commit (`applyProduct`, or a rebuild), and
 * PostgreSQL notifies the other processes at the commit; each reads the log after the last change it
 * applied, in order, and applies what other processes wrote. A dropped listener reconnects and catches up
 * from the log; a process so far behind that the log was pruned past it rebuilds its index.
 *
 * Applying a product change means reading the product now, so a change applied late is never older than
 * what the database holds; `productSeq` keeps a product from going back to an older state when this
 * process's own write and another's arrive out of order.
 */
export function createChangeFeed(options: ChangeFeedOptions) {
  const { db, index, log } = options
  const origin = randomUUID()
  const events = new EventEmitter<{ change: [CatalogChange] }>()
  const productSeq = new Map<string, number>()
  let applied = 0
  let lastAppliedAt = Date.now()
  let closed = false
  let pulling: Promise<void> | undefined
  let again = false
  let timer: NodeJS.Timeout | undefined
  // Whether the next pull reads the prune horizon: see `pullOnce`.
  let horizonDue = true
  const enabled = options.enabled ?? true
  // Disabled, writes are numbered here, for `applyProduct` alone.
  let unrecorded = 0

  /** The product as this process has it; returns false when a later change was applied already. */
  function applyProduct(seq: number, id: string, product: IndexedProduct | undefined): boolean {
    if ((productSeq.get(id) ?? 0) > seq) return false
    productSeq.set(id, seq)
    if (product) index.upsert(product)
    else index.remove(id)
    return true
  }

  // Reads of the synonym sets are numbered as they start: a read that started later saw a state at least as
  // new, so an earlier one that finishes after it is not applied.
  let synonymReads = 0
  let synonymsApplied = 0
  async function reloadSynonyms() {
    const ticket = ++synonymReads
    const [sets, rules] = await Promise.all([loadSynonymSets(db), loadSearchRules(db)])
    if (ticket < synonymsApplied) return
    synonymsApplied = ticket
    index.setSynonyms(sets)
    index.setRules(rules)
  }

  async function rebuild() {
    const [row] = await db.select({ seq: max(catalogChanges.seq) }).from(catalogChanges)
    const through = row?.seq ?? 0
    await index.rebuild()
    applied = Math.max(applied, through)
  }

  async function applyBatch(changes: CatalogChange[]) {
    const foreign = changes.filter((change) => change.origin !== origin)
    if (foreign.some((change) => REBUILDING_KINDS.has(change.kind))) {
      await index.rebuild()
    } else {
      const latest = new Map<string, number>()
      for (const change of foreign)
        if (change.kind === 'product' && change.entityId) latest.set(change.entityId, change.seq)
      const loaded = new Map(
        (await loadIndexedProducts(db, [...latest.keys()])).map((product) => [product.id, product]),
      )
      for (const [id, seq] of latest) applyProduct(seq, id, loaded.get(id))
      // A rebuild reads them too; otherwise once for the batch, however many changed.
      if (foreign.some((change) => change.kind === SEARCH_SETTINGS)) await reloadSynonyms()
    }
    applied = changes.at(-1)!.seq
    lastAppliedAt = Date.now()
    for (const change of foreign) events.emit('change', change)
  }

  /** Rebuilds when the log was pruned past the last change applied: what was pruned cannot be applied. */
  async function checkHorizon() {
    horizonDue = false // cleared first: a poll that asks again meanwhile gets another read
    let horizon: { prunedThrough: number } | undefined
    try {
      ;[horizon] = await db.select().from(catalogChangeHorizon)
    } catch (error) {
      horizonDue = true
      throw error
    }
    if (horizon && horizon.prunedThrough > applied) {
      log.warn(
        { applied, prunedThrough: horizon.prunedThrough },
        'catalogue change log pruned past us: rebuilding',
      )
      await rebuild()
    }
  }

  /**
   * Applies every change after the last one applied, in order; one pull at a time. The horizon is read only
   * when due (at start, after a reconnect, on each poll): a prune past a process that hears every notification
   * cannot happen, since it applies each change within moments and prunes take changes days old. A gap after
   * the last change applied is either a rolled-back write or a prune nobody has checked for yet (the process
   * was frozen, say), so it is checked before anything past the gap is applied.
   */
  async function pullOnce() {
    if (horizonDue) await checkHorizon()
    for (;;) {
      const rows = await db
        .select()
        .from(catalogChanges)
        .where(gt(catalogChanges.seq, applied))
        .orderBy(asc(catalogChanges.seq))
        .limit(BATCH)
      if (rows.length === 0) return
      if (rows[0]!.seq > applied + 1) {
        const before = applied
        await checkHorizon()
        if (applied !== before) continue // rebuilt: read on from where the rebuild stands
      }
      await applyBatch(rows.map((row) => ({ ...row, kind: row.kind as ChangeKind })))
      if (rows.length < BATCH) return
    }
  }

  function pull(): Promise<void> {
    if (pulling) {
      again = true
      return pulling
    }
    pulling = (async () => {
      try {
        do {
          again = false
          await pullOnce()
        } while (again && !closed)
      } catch (error) {
        // The next notification or poll tries again; if the log cannot be read, rebuilding would fail too.
        log.warn({ err: error }, 'catalogue change feed: catch-up failed')
      } finally {
        pulling = undefined
      }
    })()
    return pulling
  }

  const listener =
    options.connectListener &&
    changeListener({
      db,
      log,
      connectListener: options.connectListener,
      isClosed: () => closed,
      onNotification: () => void pull(),
      async onListening(reconnected) {
        if (reconnected) log.info({ applied }, 'catalogue change feed reconnected: catching up')
        horizonDue = true // however long it was away, the log may have been pruned past it
        await pull() // whatever was written while this connection was not listening
      },
    })

  async function prune() {
    const retention = options.retentionMs ?? 7 * 24 * 3600_000
    await db.transaction(async (tx) => {
      const cutoff = new Date(Date.now() - retention)
      const [last] = await tx
        .select({ seq: max(catalogChanges.seq) })
        .from(catalogChanges)
        .where(sql`${catalogChanges.at} < ${cutoff}`)
      if (!last?.seq) return
      await tx.delete(catalogChanges).where(sql`${catalogChanges.seq} <= ${last.seq}`)
      await tx
        .update(catalogChangeHorizon)
        .set({ prunedThrough: sql`greatest(${catalogChangeHorizon.prunedThrough}, ${last.seq})` })
    })
  }

  return {
    origin,
    events,

    /**
     * Before the index is first built: changes up to here are in the build; later ones are applied
     * after it (applying one twice is harmless: it reads the current state).
     */
    async mark() {
      const [row] = await db.select({ seq: max(catalogChanges.seq) }).from(catalogChanges)
      const [horizon] = await db.select().from(catalogChangeHorizon)
      // A log pruned empty still numbers on from the horizon: the next change is not a gap.
      applied = Math.max(row?.seq ?? 0, horizon?.prunedThrough ?? 0)
    },

    /** Starts listening (PostgreSQL) and polling. */
    async start() {
      if (!enabled) return
      await listener?.listen()
      const pollMs = options.pollMs ?? 5000
      let polls = 0
      timer = setInterval(() => {
        polls += 1
        horizonDue = true
        void pull()
        // About once an hour one process's prune is enough; any process may do it.
        if (polls % Math.max(1, Math.round(3600_000 / pollMs)) === 0)
          prune().catch((error: unknown) => log.warn({ err: error }, 'catalogue change log: prune failed'))
      }, pollMs)
      timer.unref()
    },

    /** Records a change in the caller's transaction; returns its number, for `applyProduct`. */
    async record(tx: Database, kind: ChangeKind, entityId: string | null = null): Promise<number> {
      if (!enabled) return (unrecorded += 1)
      const result = (await tx.execute(
        sql`select record_catalog_change(${kind}, ${entityId}, ${origin})::bigint as seq`,
      )) as unknown as { rows: { seq: string | number }[] }
      return Number(result.rows[0]!.seq)
    },

    applyProduct,

    /**
     * This process's own product write, after its commit: applied to the index, and told to listeners (the
     * page cache) like another process's change, so that a write made outside a request (an import job)
     * shows on the next page too.
     */
    applyOwnProduct(seq: number, id: string, product: IndexedProduct | undefined) {
      if (applyProduct(seq, id, product))
        events.emit('change', { seq, kind: 'product', entityId: id, origin })
    },

    /**
     * This process's own change of something every product depends on (a new CA registry in use), after its
     * commit: the index is rebuilt, and listeners (the page cache) are told, as for another process's change.
     */
    async applyOwnRebuild(seq: number, kind: ChangeKind) {
      await index.rebuild()
      events.emit('change', { seq, kind, entityId: null, origin })
    },

    /**
     * This process's own change of the search settings (a synonym set saved), after its commit: re-read and
     * applied at once (read-your-writes), and told to listeners (the page cache).
     */
    async applyOwnSearchSettings(seq: number) {
      await reloadSynonyms()
      events.emit('change', { seq, kind: SEARCH_SETTINGS, entityId: null, origin })
    },

    /** Catches up now, checking the horizon too (tests; readiness after a reconnect). */
    pull: () => {
      horizonDue = true
      return pull()
    },
    prune,

    status: () => ({
      connected: enabled && listener ? listener.connected() : true,
      applied,
      lastAppliedAt,
    }),

    async close() {
      closed = true
      if (timer) clearInterval(timer)
      await pulling
      await listener?.close()
    },
  }
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>

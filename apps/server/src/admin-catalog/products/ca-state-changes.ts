import { eq } from 'drizzle-orm'
import { checkCas } from '../../ca-registry/registry-checks'
import type { Database } from '../../db/client'
import { productCaStates, products } from '../../db/schema/index'
import { inTransaction } from '../../db/transaction'
import type { Webhooks } from '../../webhooks/plugin'
import type { ProductStore } from './product-store'
import { announceMove, type CaStateChange } from './ca-state-moves'
import { productDocument } from './resources'

export type { CaStateChange } from './ca-state-moves'

type Deps = {
  webhooks: Pick<Webhooks, 'emit' | 'kick'>
  read: ProductStore['read']
}

/**
 * `product.ca_state_changed` (issue 37): the registry or the date moved a product's CA between valid, expiring
 * and invalid. Each product's last announced state is a row of `product_ca_states`; a comparison reads every
 * product's state now (checkCas, the rule the catalogue uses) against it. A product never compared gets its
 * row silently (its `product.created` told of it). Each change is announced with a compare-and-set on its row
 * in the transaction that records the event: of two processes comparing at once, the second finds the row
 * changed and announces nothing.
 */
export function caStateChanges({ webhooks, read }: Deps) {
  /** Every product whose state on `at` differs from its announced one; records first states silently. */
  async function compare(db: Database, at: Date): Promise<CaStateChange[]> {
    const rows = await db
      .select({
        id: products.id,
        caNumber: products.caNumber,
        caValidUntil: products.caValidUntil,
        announced: productCaStates.state,
      })
      .from(products)
      .leftJoin(productCaStates, eq(productCaStates.productId, products.id))
    const checks = await checkCas(db, rows, at)
    const changes: CaStateChange[] = []
    const first: (typeof productCaStates.$inferInsert)[] = []
    rows.forEach((row, index) => {
      const state = checks[index]!.caState
      if (row.announced === null) first.push({ productId: row.id, state, changedAt: at })
      else if (row.announced !== state)
        changes.push({ productId: row.id, previousState: row.announced, state })
    })
    for (let start = 0; start < first.length; start += 1000)
      await db
        .insert(productCaStates)
        .values(first.slice(start, start + 1000))
        .onConflictDoNothing()
    return changes
  }

  /** Moves one product's announced state and records its event in `tx`; false when another process did. */
  const announce = (tx: Database, change: CaStateChange, at: Date) =>
    announceMove(tx, webhooks, change, at, async (inTx) => {
      const [row] = await inTx.select().from(products).where(eq(products.id, change.productId))
      if (!row) throw new Error(`product ${change.productId} vanished while announcing its CA state`)
      return productDocument(await read(inTx, row))
    })

  return {
    /**
     * Compares and announces each change in a short transaction of its own (the daily run, the one at start);
     * answers how many this process announced.
     */
    async run(db: Database, at: Date): Promise<number> {
      let announced = 0
      for (const change of await compare(db, at))
        if (await inTransaction(db, (tx) => announce(tx, change, at))) announced++
      if (announced > 0) webhooks.kick()
      return announced
    },

    /** Compares and announces in `tx`, the transaction that made the change (a new registry in use). */
    async runIn(tx: Database, at: Date): Promise<number> {
      let announced = 0
      for (const change of await compare(tx, at)) if (await announce(tx, change, at)) announced++
      return announced
    },
  }
}

export type CaStateChanges = ReturnType<typeof caStateChanges>

import type { CaState } from '@escudo/contracts'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { productCaStates } from '../../db/schema/index'
import type { Webhooks } from '../../webhooks/plugin'

/** A product whose CA state differs from the one last announced. */
export type CaStateChange = { productId: string; previousState: CaState; state: CaState }

/** The product's document as the admin API shows it, read in the announcing transaction. */
type Render = (tx: Database) => Promise<{ data: unknown }>

/**
 * Moves one product's announced state and records its `product.ca_state_changed` event in `tx`, with the
 * product's document and the move as `meta`; false when another process moved it first (compare-and-set).
 */
export async function announceMove(
  tx: Database,
  webhooks: Pick<Webhooks, 'emit'>,
  change: CaStateChange,
  at: Date,
  render: Render,
): Promise<boolean> {
  const [moved] = await tx
    .update(productCaStates)
    .set({ state: change.state, changedAt: at })
    .where(
      and(eq(productCaStates.productId, change.productId), eq(productCaStates.state, change.previousState)),
    )
    .returning({ productId: productCaStates.productId })
  if (!moved) return false
  await webhooks.emit(tx, {
    type: 'product.ca_state_changed',
    resource: { type: 'products', id: change.productId },
    data: async (inTx) => ({
      ...(await render(inTx)),
      meta: { previousState: change.previousState, state: change.state },
    }),
  })
  return true
}

/**
 * After a product write (staff editing its CA number or date, an import, a bulk action): its state, checked in
 * the write's transaction, against the one last announced. A new product's state is its first (its
 * `product.created` told of it); a move is announced at once, in the same transaction; a product never compared
 * gets its row silently.
 */
export async function announceAfterWrite(
  tx: Database,
  webhooks: Pick<Webhooks, 'emit'>,
  write: { productId: string; created: boolean; state: CaState },
  at: Date,
  render: Render,
): Promise<boolean> {
  const { productId, state } = write
  if (write.created) {
    await tx.insert(productCaStates).values({ productId, state, changedAt: at }).onConflictDoNothing()
    return false
  }
  const [announced] = await tx
    .select({ state: productCaStates.state })
    .from(productCaStates)
    .where(eq(productCaStates.productId, productId))
  if (!announced) {
    await tx.insert(productCaStates).values({ productId, state, changedAt: at }).onConflictDoNothing()
    return false
  }
  if (announced.state === state) return false
  return announceMove(tx, webhooks, { productId, previousState: announced.state, state }, at, render)
}

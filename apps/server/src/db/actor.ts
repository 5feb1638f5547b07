import { AsyncLocalStorage } from 'node:async_hooks'
import { sql } from 'drizzle-orm'
import type { Database } from './client'

/** Who makes the writes of the current request or job: a staff member, in the back office. */
export type Actor = { id: string; name: string }

const scopes = new AsyncLocalStorage<{ actor?: Actor }>()

/**
 * Runs `work` in a scope of its own, where `actAs` can name the actor later (a request scope is opened when the
 * request arrives, and its actor is known once the request is authenticated). Work started from the scope (a
 * background job) keeps its actor.
 */
export const inActorScope = <T>(work: () => T): T => scopes.run({}, work)

/** Names who makes the current scope's writes from now on. */
export function actAs(actor: Actor) {
  const scope = scopes.getStore()
  if (scope) scope.actor = actor
}

export const currentActor = (): Actor | undefined => scopes.getStore()?.actor

/**
 * Every transaction of `db` made while an actor is named tells the database who it is (transaction-local
 * settings), so the audit triggers (decision 031) record each back-office write with its author, in the write's
 * own transaction. Writes with no actor (a customer's, the seed's) are not recorded.
 */
export function withActorInTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db)
  const wrapped: Database['transaction'] = (work, config) =>
    transaction(async (tx) => {
      const actor = currentActor()
      if (actor)
        await tx.execute(
          sql`select set_config('escudo.actor_id', ${actor.id}, true), set_config('escudo.actor_name', ${actor.name}, true)`,
        )
      return work(tx)
    }, config)
  return Object.assign(db, { transaction: wrapped })
}

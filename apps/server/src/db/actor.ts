import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Who makes the writes of the current request or job: a staff member in the back office (`id`: their user id), or
 * a program with an API key (`apiKeyId`, and `name` naming the key).
 */
export type Actor =
  { id: string; name: string; apiKeyId?: undefined } | { id?: undefined; name: string; apiKeyId: string }

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

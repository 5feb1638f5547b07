/** A database read that did not answer in time. */
export class DeadlineExceeded extends Error {
  override name = 'DeadlineExceeded'
}

/**
 * Resolves as `work` does, or rejects with DeadlineExceeded after `ms`: a hung database makes a probe fail
 * fast rather than hang. `work` itself goes on (a query cannot be taken back); see `singleFlight`.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(`${what} did not answer within ${ms} ms`)), ms)
    timer.unref()
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

/**
 * Calls made while one is under way share it: probes from several load balancers, or one that comes back
 * while a hung query is still waiting, never pile further queries onto a database that does not answer.
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined
  return () =>
    (current ??= run().finally(() => {
      current = undefined
    }))
}

/**
 * A promise-based lock: `run` calls wait for one another, in order. The session
 * uses it so that only one refresh is ever in flight (a refresh token works
 * once: sending it twice signs the user out everywhere, see
 * docs/decisions/004-accounts.md).
 */
export type Lock = {
  run: <T>(task: () => Promise<T>) => Promise<T>
  /** Resolves once no task is running or queued. */
  idle: () => Promise<void>
  isLocked: () => boolean
}

export function createLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve()
  let pending = 0

  const run = <T>(task: () => Promise<T>): Promise<T> => {
    pending += 1
    const result = tail.then(task)
    // The next task waits for this one whether it succeeds or fails.
    tail = result
      .catch(() => undefined)
      .finally(() => {
        pending -= 1
      })
    return result
  }

  const idle = async (): Promise<void> => {
    while (pending > 0) await tail
  }

  return { run, idle, isLocked: () => pending > 0 }
}

type LockManager = { request: <T>(name: string, callback: () => Promise<T>) => Promise<T> }

/**
 * Runs `task` holding a Web Lock shared by every tab of the site, where the
 * browser has them: two tabs hold the same refresh token (it lives in
 * localStorage) and must not trade it at the same moment either.
 */
export function withTabsLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks
  return locks ? locks.request(name, task) : task()
}

/**
 * A readers–writer gate in one process: any number of `shared` works run together; an `exclusive` work waits for
 * the running shared ones to end, holds new ones back until it ends, and runs alone (one exclusive at a time).
 */
export type ExclusiveGate = {
  shared: <T>(work: () => Promise<T>) => Promise<T>
  exclusive: <T>(work: () => Promise<T>) => Promise<T>
}

export function exclusiveGate(): ExclusiveGate {
  let active = 0
  let held: Promise<void> | undefined
  let drained: (() => void) | undefined
  return {
    async shared(work) {
      while (held) await held
      active++
      try {
        return await work()
      } finally {
        active--
        if (active === 0) drained?.()
      }
    },
    async exclusive(work) {
      while (held) await held
      let release!: () => void
      held = new Promise<void>((resolve) => (release = resolve))
      try {
        if (active > 0) await new Promise<void>((resolve) => (drained = resolve))
        drained = undefined
        return await work()
      } finally {
        held = undefined
        release()
      }
    },
  }
}

import { describe, expect, it } from 'vitest'
import { createLock } from './lock'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('createLock', () => {
  it('runs tasks one after another, in order, even when one fails', async () => {
    const lock = createLock()
    const log: string[] = []
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} start`)
        await tick()
        log.push(`${name} end`)
        if (fail) throw new Error(name)
        return name
      }
    const results = await Promise.allSettled([
      lock.run(task('a')),
      lock.run(task('b', true)),
      lock.run(task('c')),
    ])
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end'])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  })

  it('tells when it is idle', async () => {
    const lock = createLock()
    expect(lock.isLocked()).toBe(false)
    let done = false
    void lock.run(async () => {
      await tick()
      done = true
    })
    expect(lock.isLocked()).toBe(true)
    await lock.idle()
    expect(done).toBe(true)
    expect(lock.isLocked()).toBe(false)
  })
})

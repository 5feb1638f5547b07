import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToMain } from './yield-to-main'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('yieldToMain', () => {
  it('resumes in a later task: a task already queued runs first', async () => {
    const order: string[] = []
    setTimeout(() => order.push('queued task'), 0)
    await Promise.resolve()
    order.push('same task')
    await yieldToMain()
    order.push('after the yield')
    expect(order).toEqual(['same task', 'queued task', 'after the yield'])
  })

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: schedulerYield })
    await yieldToMain()
    expect(schedulerYield).toHaveBeenCalledOnce()
  })
})

import { describe, expect, it } from 'vitest'

describe('@escudo/demo-api', () => {
  it('resolves by its package name and offers the module contract', async () => {
    const pkg = await import('@escudo/demo-api')
    const api = pkg.createDemoApi()
    expect(typeof api.handle).toBe('function')
    expect(typeof api.reset).toBe('function')
    expect(typeof pkg.installDemoApi).toBe('function')
    expect(await api.handle({ method: 'GET', url: '/pricing/data' })).toMatchObject({ status: 200 })
  })
})

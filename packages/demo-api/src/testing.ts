import { createDemoApi, type DemoApiOptions } from './create-demo-api'
import type { DemoRequest, DemoResponse } from './http'

/** A fixed clock for tests: mid-June, mid-day, so relative dates never straddle a month by accident. */
export const TEST_NOW = new Date(2020, 5, 15, 12, 0, 0)

type Answer<T> = DemoResponse & { data: T }

/**
 * A demo API on the test clock with shorthands. The generic only types what a test reads; the
 * assertions are what check it.
 */
export function testApi(options: DemoApiOptions = {}) {
  const api = createDemoApi({ now: () => TEST_NOW, ...options })
  async function call<T>(method: string, url: string, extra: Omit<DemoRequest, 'method' | 'url'> = {}) {
    const answer = await api.handle({ method, url, ...extra })
    if (!answer) throw new Error(`${method} ${url} was not answered by the simulation`)
    return answer as Answer<T>
  }
  return {
    api,
    call,
    get: <T>(url: string, params?: DemoRequest['params']) => call<T>('GET', url, { params }),
    post: <T>(url: string, data?: unknown) => call<T>('POST', url, { data }),
    del: <T>(url: string) => call<T>('DELETE', url),
  }
}

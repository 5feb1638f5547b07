import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { launchBrowser, seriousA11yViolations, visit } from './browser'

/**
 * What every journey shares: the app's address, one browser per file, patient polling, the page's heading and
 * address, the accessibility check, the JSON:API calls and the sign-ins. Journeys keep only their own steps.
 */

export const baseUrl = inject('baseUrl')

/**
 * The file's browser: launched before its tests, closed after them. The answer stands for it from the start, so a
 * journey writes `browser.newContext()` as if it held the browser itself.
 */
export function useBrowser(): Browser {
  let launched: Browser | undefined
  beforeAll(async () => {
    launched = await launchBrowser()
  })
  afterAll(async () => {
    await launched?.close()
  })
  return new Proxy({} as Browser, {
    get(_, key) {
      if (!launched) throw new Error('The browser is launched in beforeAll: use it inside a test')
      const value: unknown = Reflect.get(launched, key)
      return typeof value === 'function' ? value.bind(launched) : value
    },
  })
}

/** Pages load lazily and the server hashes passwords: give what a page shows some room to arrive. */
export const poll = <T>(read: () => T | Promise<T>, message?: string) =>
  expect.poll(read, { timeout: 15_000, message })

export const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** The page's path and query, as the address bar shows them (`decoded`: `[` rather than `%5B`). */
export function pathOf(page: Page, { decoded = false } = {}): string {
  const url = new URL(page.url())
  const path = `${url.pathname}${url.search}`
  return decoded ? decodeURIComponent(path) : path
}

export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await seriousA11yViolations(page), what).toEqual([])
}

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

const JSON_API = { 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json' }

/** A JSON:API document as the journeys read it. */
export type Doc = {
  data: { id: string; attributes: Record<string, unknown> & { status?: string } }
  meta: { accessToken?: string }
}

/** A call to the app's API; a body makes it a POST unless `method` says otherwise. */
export async function api<T = Doc>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...JSON_API, ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}

/** An account made through the API, for the journeys that only need one to exist. */
export async function registerThroughApi(name: string, email: string, password: string): Promise<void> {
  const { status } = await api('/auth/register', {
    body: { data: { type: 'users', attributes: { name, email, password } } },
  })
  expect(status).toBe(201)
}

/** An access token for an account, without a browser. */
export async function signInThroughApi(email: string, password: string): Promise<string> {
  const { status, body } = await api('/auth/login', {
    body: { data: { type: 'sessions', attributes: { email, password } } },
  })
  expect(status).toBe(200)
  return body.meta.accessToken!
}

/** Fills and sends the sign-in form the page shows. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^E-mail/).fill(email)
  await page.getByLabel(/^Senha/).fill(password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

/** Signs in on /entrar and waits to be let in. */
export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await visit(page, `${baseUrl}/entrar`)
  await fillSignIn(page, email, password)
  await poll(() => new URL(page.url()).pathname).not.toBe('/entrar')
}

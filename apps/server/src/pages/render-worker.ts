import { pathToFileURL } from 'node:url'
import { workerData, type MessagePort } from 'node:worker_threads'
import { apiOverPort } from './api-over-port'
import type { RenderedPage, RenderPage } from './cached-pages'
import { fetchOver } from './page-reads'

/** The worker module to load (a file URL), and whether it is TypeScript (render-thread.mjs). */
export type RenderThreadData = { worker: string; typescript: boolean }
/** What the pool gives each thread (render-pool.ts): the web app's renderer, and the worker to load. */
export type RenderWorkerData = { entry: string; thread: RenderThreadData }
/**
 * One render: the page's URL (which says its language), the site's public address, and the port its API
 * requests go through (transferred).
 */
export type RenderTask = { url: string; publicUrl: string; port: MessagePort }

/**
 * A thread of the render pool (render-pool.ts): the default export runs once per render. The web
 * app's renderer loads when the thread starts, so the first render on it does not wait for that; a renderer
 * that fails to load fails each render with its error instead of ending the thread (piscina would start
 * another, which would fail the same way).
 */
const entry = pathToFileURL((workerData as RenderWorkerData).entry).href
const renderer = import(entry) as Promise<{ renderPage: RenderPage }>
renderer.catch(() => undefined)

export default async function render({ url, publicUrl, port }: RenderTask): Promise<RenderedPage | null> {
  try {
    return await (await renderer).renderPage({ url, publicUrl, fetch: fetchOver(apiOverPort(port)) })
  } finally {
    port.close()
  }
}

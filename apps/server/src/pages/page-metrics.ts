import { Counter, Gauge, type Registry } from 'prom-client'
import type { PageCache } from './page-cache'
import type { RenderPool } from './render-pool'

/** How a page request was answered: from the page cache (cached-pages.ts), the app's shell, or a 503. */
export type PageAnswer = 'hit' | 'checked' | 'rendered' | 'shell' | 'refused'

export type PageMetricsOptions = {
  registry: Registry
  cache: PageCache | null
  pool: RenderPool | null
}

/**
 * The page cache's and the render pool's state in GET /metrics (decision 022): what an operator needs to
 * size PAGE_CACHE_MB, RENDER_THREADS and RENDER_QUEUE. Returns the count of page answers by kind.
 */
export function observePages({ registry, cache, pool }: PageMetricsOptions) {
  const registers = [registry]
  const answered = new Counter({
    name: 'escudo_pages_total',
    help: 'Storefront page requests by answer: hit (reused), checked (reused after its data answered the same), rendered, shell (the browser renders it), refused (503, render queue full).',
    labelNames: ['answer'] as const,
    registers,
  })
  if (cache) {
    new Gauge({
      name: 'escudo_page_cache_pages',
      help: 'Pages kept in the page cache.',
      registers,
      collect() {
        this.set(cache.stats().pages)
      },
    })
    new Gauge({
      name: 'escudo_page_cache_bytes',
      help: 'Memory the page cache holds (all encodings), out of PAGE_CACHE_MB.',
      registers,
      collect() {
        this.set(cache.stats().bytes)
      },
    })
  }
  if (pool) {
    const state = (name: 'threads' | 'running' | 'queued', help: string) =>
      new Gauge({
        name: `escudo_render_${name}`,
        help,
        registers,
        collect() {
          this.set(pool.stats()[name])
        },
      })
    state('threads', 'Render threads (RENDER_THREADS).')
    state('running', 'Pages being rendered now.')
    state('queued', 'Pages waiting for a render thread (at most RENDER_QUEUE; the next gets 503).')
  }
  return { answered: (answer: PageAnswer) => answered.inc({ answer }) }
}

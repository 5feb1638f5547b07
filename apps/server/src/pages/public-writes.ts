import type { FastifyInstance, FastifyPluginAsync } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's writes change nothing a public page shows: the page cache keeps its pages through them. */
    changesNoPublicPage?: boolean
  }
}

/**
 * Registers route plugins whose writes change nothing a storefront page shows (signing in, a visitor's
 * favourites, quotes and messages, the staff's answers to them). Every other successful write makes the page
 * cache check its pages before reusing them (decision 023): a route forgotten here costs a check, never a
 * stale page.
 */
export const changesNoPublicPage =
  (plugin: FastifyPluginAsync): FastifyPluginAsync =>
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, changesNoPublicPage: true }
    })
    // Under the prefix this wrapper was registered with; the routes take no options of their own.
    await app.register(plugin)
  }

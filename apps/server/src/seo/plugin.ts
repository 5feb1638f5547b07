import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { notFound } from '../lib/errors'
import { sendCrawlerFile } from './crawler-response'
import { robotsTxt } from './robots'
import { SITE_LANGUAGES } from './site-languages'
import { sitemapSet } from './sitemap-set'
import { sitemapSources } from './sitemap-sources'

export type SeoOptions = {
  /** URLs per child sitemap before the next file (default 50,000, the protocol's limit). */
  urlsPerFile?: number | undefined
}

const XML = 'application/xml; charset=utf-8'

/**
 * What crawlers read before the pages: GET /robots.txt, GET /sitemap.xml (an index) and its children under
 * /sitemaps/. Exact routes, so they win over the web app's catch-all (pages/plugin.ts) however it is built.
 */
async function seo(app: FastifyInstance, options: SeoOptions) {
  const { publicUrl } = app.config
  const robots = robotsTxt(publicUrl, SITE_LANGUAGES)
  const sitemaps = sitemapSet({
    publicUrl,
    languages: SITE_LANGUAGES,
    sources: sitemapSources(app.db),
    ...(options.urlsPerFile ? { urlsPerFile: options.urlsPerFile } : {}),
  })

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    sendCrawlerFile(request, reply, 'text/plain; charset=utf-8', robots),
  )
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendCrawlerFile(request, reply, XML, await sitemaps.index()),
  )
  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const body = await sitemaps.file(request.params.file)
      if (body === undefined)
        throw notFound({
          'pt-BR': `Sitemap ${request.params.file} não encontrado.`,
          en: `Sitemap ${request.params.file} not found.`,
        })
      return sendCrawlerFile(request, reply, XML, body)
    },
  )
}

export default fp(seo, { name: 'seo', dependencies: ['db'] })

import type { FastifyPluginAsync } from 'fastify'
import { notFound } from '../../../lib/errors'
import { changesNoPublicPage } from '../../../pages/public-writes'
import { adminRoutes } from './admin/index'
import { authRoutes } from './auth/index'
import { caRoutes } from './ca'
import { chemicalRoutes } from './chemicals'
import { commentRoutes } from './comments'
import { contactRoutes } from './contact-messages'
import { distributorRoutes } from './distributors'
import { estimateRoutes } from './estimates'
import { favoriteRoutes } from './favorites'
import { filterRoutes } from './filters'
import { healthRoutes } from './health'
import { homeRoutes } from './home'
import { meRoutes } from './me'
import { productFileRoutes } from './product-files'
import { productRoutes } from './products'
import { searchEventRoutes } from './search-events'
import { sizeGuideRoutes } from './size-guides'

/** Everything under /api/v1. Each resource registers its own file here. */
export const apiV1Routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes)
  await app.register(changesNoPublicPage(authRoutes), { prefix: '/auth' })
  await app.register(meRoutes)
  await app.register(adminRoutes, { prefix: '/admin' })
  await app.register(filterRoutes)
  await app.register(productRoutes)
  await app.register(changesNoPublicPage(searchEventRoutes))
  await app.register(productFileRoutes)
  await app.register(homeRoutes)
  await app.register(distributorRoutes)
  await app.register(caRoutes)
  await app.register(sizeGuideRoutes)
  await app.register(chemicalRoutes)
  await app.register(changesNoPublicPage(favoriteRoutes))
  await app.register(commentRoutes)
  await app.register(changesNoPublicPage(estimateRoutes))
  await app.register(changesNoPublicPage(contactRoutes))

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  app.setNotFoundHandler(async (request) => {
    const route = `${request.method} ${request.url.split('?')[0]}`
    throw notFound({ 'pt-BR': `Nenhum recurso em ${route}.`, en: `No resource at ${route}.` })
  })
}

import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/**
 * The OpenAPI document is generated from the zod schemas of the routes, so it
 * cannot drift from what the server validates. Served as JSON at
 * /api/v1/openapi.json and as a browsable page at /api/docs.
 */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Escudo API',
        description: 'Catalogue, accounts, favourites, comments, estimates and back office of Escudo.',
        version: '1',
      },
      tags: [
        { name: 'system', description: 'Health and documentation' },
        { name: 'catalogue', description: 'Filters, products, search and home page blocks' },
      ],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI styles itself inline; nothing else is loosened, and nothing loads from elsewhere.
    staticCSP: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  })
}

export default fp(openapi, { name: 'openapi' })

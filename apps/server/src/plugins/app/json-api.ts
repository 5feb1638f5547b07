import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { JSON_API_MEDIA_TYPE } from '@escudo/contracts'

/**
 * JSON:API documents come as `application/vnd.api+json`; parse them like JSON.
 * Responses of the API say the same media type.
 */
async function jsonApi(app: FastifyInstance) {
  // The API speaks JSON only; text bodies get a clear 415 instead of a confusing validation error.
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser(
    JSON_API_MEDIA_TYPE,
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    app.getDefaultJsonParser('error', 'error'),
  )
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type')
    if (
      request.url.startsWith('/api/v1/') &&
      typeof type === 'string' &&
      type.startsWith('application/json')
    ) {
      reply.header('content-type', `${JSON_API_MEDIA_TYPE}; charset=utf-8`)
    }
    return payload
  })
}

export default fp(jsonApi, { name: 'json-api' })

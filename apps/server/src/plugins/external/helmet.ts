import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'

/**
 * Security headers, from `helmet`. The CSP is what the built web app needs and nothing more:
 * scripts and connections to our own origin only; inline styles because Mantine writes its CSS
 * variables into a <style> element at run time.
 *
 * The middleware is made once and run on every request (the Fastify wrapper rebuilt it, CSP parsing
 * included, for each request: a tenth of the catalogue list's time).
 */
const setSecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Cross-origin isolation would break data sheets opened from other sites' links.
  crossOriginEmbedderPolicy: false,
})

async function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  )
}

export default fp(securityHeaders, { name: 'security-headers' })

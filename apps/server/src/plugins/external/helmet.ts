import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Security headers. The CSP is what the built web app needs and nothing more:
 * scripts and connections to our own origin only; inline styles because
 * Mantine writes its CSS variables into a <style> element at run time.
 */
async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
}

export default fp(securityHeaders, { name: 'security-headers' })

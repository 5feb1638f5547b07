import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { strictTransportSecurity } from 'helmet'

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
  // Said by the CSP's frame-ancestors 'none' for current browsers; DENY says the same to older ones.
  xFrameOptions: { action: 'deny' },
  // Only over HTTPS (below): over plain HTTP browsers ignore it, and it would pin a development host to HTTPS.
  strictTransportSecurity: false,
})

const setStrictTransportSecurity = strictTransportSecurity()

/** The browser features the app never uses, off for it and for anything it could be made to embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

async function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
    // request.protocol believes X-Forwarded-Proto from the proxies TRUST_PROXY names, and only from them.
    if (request.protocol === 'https') setStrictTransportSecurity(request.raw, reply.raw, () => {})
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined))
  })
}

export default fp(securityHeaders, { name: 'security-headers' })

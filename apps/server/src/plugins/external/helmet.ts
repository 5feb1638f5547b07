import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { LANGUAGE_CHOICE_SCRIPT } from '@escudo/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { strictTransportSecurity } from 'helmet'

/**
 * Security headers, from `helmet`. The CSP is what the built web app needs and nothing more:
 * scripts and connections to our own origin only, and the one inline script every page starts with (the
 * reader's chosen language, decision 041), by its hash; inline styles because Mantine writes its CSS
 * variables into a <style> element at run time.
 *
 * The headers are worked out once, at start, and copied onto every response (the Fastify wrapper rebuilt
 * the middleware, CSP parsing included, for each request: a tenth of the catalogue list's time; running
 * the middleware itself per request still cost a dozen calls through it, decision 024).
 */
export const LANGUAGE_CHOICE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(LANGUAGE_CHOICE_SCRIPT).digest('base64')}'`

const securityHeaders = headersOf(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", LANGUAGE_CHOICE_SCRIPT_HASH],
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
  }),
)

const strictTransport = headersOf(strictTransportSecurity())

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void

/**
 * The headers a helmet middleware sets, which depend on nothing in the request for the options above
 * (no CSP nonces or functions).
 */
function headersOf(middleware: Middleware): [string, string][] {
  const headers: [string, string][] = []
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => {},
  }
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error
  })
  return headers
}

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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route sets the security headers itself (the built files, whose headers are worked out once, at
     * start): the hook below leaves them to it.
     */
    ownSecurityHeaders?: boolean
  }
}

/** Every security header: what a document (a page, an SVG, anything a browser may open) is served with. */
export const DOCUMENT_SECURITY_HEADERS: [string, string][] = [
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ...securityHeaders,
]

/**
 * What a browser reads on a script, a stylesheet, an image or a font it fetches for a page; the rest
 * (Permissions-Policy, COOP, Origin-Agent-Cluster, X-Frame-Options, X-DNS-Prefetch-Control, X-XSS-Protection,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies) governs documents only and is ignored there. Kept: the
 * CSP and Referrer-Policy (a worker script runs under its own response's, and a stylesheet fetches its images
 * with its own referrer policy), nosniff and Cross-Origin-Resource-Policy (subresources are what they guard).
 */
const SUBRESOURCE = new Set([
  'content-security-policy',
  'referrer-policy',
  'x-content-type-options',
  'cross-origin-resource-policy',
])
export const SUBRESOURCE_SECURITY_HEADERS = DOCUMENT_SECURITY_HEADERS.filter(([name]) =>
  SUBRESOURCE.has(name.toLowerCase()),
)

/** Strict-Transport-Security, for responses over HTTPS only. */
export const STRICT_TRANSPORT_HEADERS = strictTransport

const setAll = (reply: FastifyReply, headers: [string, string][]) => {
  for (const [name, value] of headers) reply.raw.setHeader(name, value)
}

/** A document's security headers on this reply (HSTS when the request came over HTTPS). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  // request.protocol believes X-Forwarded-Proto from the proxies TRUST_PROXY names, and only from them.
  if (request.protocol === 'https') setAll(reply, strictTransport)
  setAll(reply, DOCUMENT_SECURITY_HEADERS)
}

async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.ownSecurityHeaders) setSecurityHeaders(request, reply)
    done()
  })
}

export default fp(securityHeadersPlugin, { name: 'security-headers' })

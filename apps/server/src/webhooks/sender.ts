import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { guardedLookup, isPublicAddress, RefusedAddressError } from './address-guard'

/** What one attempt got: the status code (null: no answer), its time, the first 1 KB of the answer or the error. */
export type AttemptResult = { statusCode: number | null; durationMs: number; response: string }

export const TIMEOUT_MS = 10_000
const RESPONSE_KEPT = 1024

/**
 * Posts webhook bodies. With `allowPrivate` false every connection goes through `guardedLookup`, and an address
 * written in the URL is checked here (Node does not look up an IP address): a refused address never connects.
 * Keep-alive agents with a bounded number of sockets per host.
 */
export function webhookSender({
  allowPrivate,
  timeoutMs = TIMEOUT_MS,
}: {
  allowPrivate: boolean
  timeoutMs?: number
}) {
  const agentOptions = { keepAlive: true, maxSockets: 16, ...(allowPrivate ? {} : { lookup: guardedLookup }) }
  const agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) }

  function post(url: string, headers: Record<string, string>, body: string): Promise<AttemptResult> {
    const started = performance.now()
    const elapsed = () => Math.round(performance.now() - started)
    return new Promise((resolve) => {
      const target = new URL(url)
      const host = target.hostname.replace(/^\[|\]$/g, '')
      if (!allowPrivate && isIP(host) && !isPublicAddress(host)) {
        resolve({ statusCode: null, durationMs: 0, response: new RefusedAddressError(host, host).message })
        return
      }
      const protocol = target.protocol === 'https:' ? 'https:' : 'http:'
      const request = (protocol === 'https:' ? https : http).request(target, {
        method: 'POST',
        agent: agents[protocol],
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Escudo-Webhooks/1',
        },
      })
      request.on('error', (error) => {
        const reason =
          error.name === 'AbortError' || error.name === 'TimeoutError'
            ? `timeout: no answer within ${timeoutMs / 1000} s`
            : error.message
        resolve({ statusCode: null, durationMs: elapsed(), response: reason })
      })
      request.on('response', (response) => {
        const chunks: Buffer[] = []
        let kept = 0
        response.on('data', (chunk: Buffer) => {
          if (kept < RESPONSE_KEPT) chunks.push(chunk)
          kept += chunk.length
        })
        response.on('error', () => {})
        response.on('end', () => {
          const text = Buffer.concat(chunks).subarray(0, RESPONSE_KEPT).toString('utf8')
          resolve({ statusCode: response.statusCode ?? null, durationMs: elapsed(), response: text })
        })
      })
      request.end(body)
    })
  }

  return {
    post,
    close() {
      agents['http:'].destroy()
      agents['https:'].destroy()
    },
  }
}

export type WebhookSender = ReturnType<typeof webhookSender>

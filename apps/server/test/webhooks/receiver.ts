import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request received, and the status it was answered. */
export type Received = { headers: IncomingHttpHeaders; body: string; at: number; status: number }
/** A delivery's body: the event, with the resource's JSON:API document as `data`. */
export type EventBody = {
  type: string
  id: string
  timestamp: string
  data: { data: { type: string; id: string; attributes: Record<string, unknown> } }
}

/**
 * A real HTTP receiver on 127.0.0.1 for the webhooks' tests: records each POST and answers `status()` (200 by
 * default; a test changes it to make deliveries fail). `hold` delays answers (a slow receiver).
 */
export async function startReceiver() {
  const received: Received[] = []
  const state = { status: 200, holdMs: 0, answer: 'ok' }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
        status: state.status,
      })
      setTimeout(
        () => response.writeHead(state.status, { 'content-type': 'text/plain' }).end(state.answer),
        state.holdMs,
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    state,
    /** The bodies received, parsed, of `type` (all when undefined). */
    events: (type?: string) =>
      received
        .map((entry) => JSON.parse(entry.body) as EventBody)
        .filter((event) => type === undefined || event.type === type),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>

/** A write document for a new endpoint. */
export const endpointBody = (url: string, events: string[], extra: Record<string, unknown> = {}) => ({
  data: { type: 'webhook-endpoints', attributes: { url, events, description: 'ERP', ...extra } },
})

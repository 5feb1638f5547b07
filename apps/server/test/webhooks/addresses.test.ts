import { describe, expect, it } from 'vitest'
import { webhookEndpoints } from '../../src/db/schema/index'
import { isPublicAddress } from '../../src/webhooks/address-guard'
import { webhookSender } from '../../src/webhooks/sender'
import { send } from '../admin-ops/helpers'
import { waitFor } from '../wait-for'
import { deliveries, useWebhookApp } from './helpers'
import { endpointBody } from './receiver'

// The default: private addresses refused.
const ctx = useWebhookApp({ env: { WEBHOOKS_ALLOW_PRIVATE: 'false' } })

describe('webhook address rules', () => {
  it('classifies loopback, private, link-local, metadata and reserved addresses as refused', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ])
      expect(isPublicAddress(address), address).toBe(false)
    for (const address of ['8.8.8.8', '200.160.2.3', '2001:4860:4860::8888'])
      expect(isPublicAddress(address), address).toBe(true)
  })

  it('answers 422 on /data/attributes/url for a loopback or private address, written or resolved', async () => {
    const { app, admin, receiver } = ctx
    for (const url of [
      receiver.url,
      `http://localhost:${receiver.port}/`,
      'http://169.254.169.254/latest',
      'http://[::1]/x',
    ]) {
      const response = await send(
        app,
        'POST',
        '/api/v1/admin/webhooks',
        admin,
        endpointBody(url, ['estimate.created']),
      )
      expect(response.statusCode, url).toBe(422)
      expect(response.json().errors[0].source.pointer).toBe('/data/attributes/url')
    }
  })

  it('refuses at connect time: a name resolving to loopback never connects (DNS rebinding)', async () => {
    const { app, admin, receiver } = ctx
    const sender = webhookSender({ allowPrivate: false })
    const result = await sender.post(`http://localhost:${receiver.port}/hooks`, {}, '{}')
    sender.close()
    expect(result.statusCode).toBeNull()
    expect(result.response).toMatch(/refused address: localhost is (127\.0\.0\.1|::1)/)

    // An endpoint saved while its name was public, now resolving to loopback: the attempt is refused.
    const at = new Date()
    const [endpoint] = await app.db
      .insert(webhookEndpoints)
      .values({
        url: `http://localhost:${receiver.port}/hooks`,
        events: ['estimate.created'],
        createdAt: at,
        updatedAt: at,
      })
      .returning()
    const ping = await send(app, 'POST', `/api/v1/admin/webhooks/${endpoint!.id}/ping`, admin)
    expect(ping.statusCode).toBe(202)
    const [delivery] = await waitFor(async () => {
      const rows = await deliveries(app, admin, endpoint!.id)
      return rows[0]?.attributes.attempts === 1 && rows
    })
    expect(delivery!.attributes).toMatchObject({ status: 'pending', lastStatusCode: null })
    expect(String(delivery!.attributes.lastResponse)).toMatch(/^refused address/)
    expect(receiver.received).toEqual([])
  })

  it('allows them with WEBHOOKS_ALLOW_PRIVATE=true', async () => {
    const sender = webhookSender({ allowPrivate: true })
    const result = await sender.post(`http://localhost:${ctx.receiver.port}/hooks`, {}, '{}')
    sender.close()
    expect(result.statusCode).toBe(200)
  })
})

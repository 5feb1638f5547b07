import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeTempDir } from '../helper'
import { httpClient, signIn } from '../scale/http-client'
import { embeddedServerEnv, serverReady, startServerProcess, type ServerProcess } from '../server-process'
import { waitFor } from '../wait-for'
import { endpointBody, startReceiver, type Receiver } from './receiver'

const STAFF = { email: 'equipe@escudo.example', password: 'admin-password-long' }

/** The real server on a free port and the embedded database in `dataDir`. */
const startServer = (dataDir: string): ServerProcess =>
  startServerProcess({
    ...embeddedServerEnv(dataDir),
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    WEBHOOKS_ALLOW_PRIVATE: 'true',
  })

const started: ServerProcess[] = []
let temp: Awaited<ReturnType<typeof makeTempDir>>
let receiver: Receiver

beforeAll(async () => {
  temp = await makeTempDir('escudo-webhooks-kill-')
  receiver = await startReceiver()
})
afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  await Promise.all(started.map((server) => server.exited))
  await receiver.close()
  await temp.remove()
})

describe('a kill -9 right after the commit', { timeout: 240_000 }, () => {
  it('delivers the committed event after the restart', async () => {
    const first = startServer(temp.dir)
    started.push(first)
    const base = await serverReady(first)
    const admin = await signIn(base, STAFF.email, STAFF.password)
    const call = httpClient(base)
    const created = await call('/api/v1/admin/webhooks', {
      method: 'POST',
      headers: admin,
      json: endpointBody(receiver.url, ['contact_message.created']),
    })
    expect(created.status, created.text()).toBe(201)

    // The receiver is down (answers 503): nothing can be delivered before the kill.
    receiver.state.status = 503
    const sent = await call('/api/v1/contact-messages', {
      method: 'POST',
      json: {
        data: {
          type: 'contact-messages',
          attributes: {
            name: 'Paula Reis',
            email: 'paula@construtora.example',
            subject: 'Luvas',
            message: 'Olá',
          },
        },
      },
    })
    expect(sent.status, sent.text()).toBe(201)
    first.child.kill('SIGKILL')
    await first.exited

    receiver.state.status = 200
    const second = startServer(temp.dir)
    started.push(second)
    await serverReady(second)
    const messageId = sent.json().data.id as string
    const delivered = await waitFor(
      async () =>
        receiver.received.find(
          (entry) => entry.status === 200 && JSON.parse(entry.body).data?.data?.id === messageId,
        ),
      120_000,
    )
    expect(JSON.parse(delivered.body).type).toBe('contact_message.created')
  })
})

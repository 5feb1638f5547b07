import { once } from 'node:events'
import { connect, createServer, type AddressInfo, type Socket } from 'node:net'

export type TcpProxy = {
  port: number
  /** New connections wait, accepted but not forwarded (their first bytes kept), until `release`. */
  hold: () => void
  release: () => void
  close: () => Promise<void>
}

/**
 * A TCP relay on a loopback port to `target`: the network path between one server process and PostgreSQL,
 * which a test can hold shut for new connections while the ones open go on working.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  let held: Socket[] | undefined
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('error', () => undefined) // a reset connection ends its pair (below), not the test
    socket.once('close', () => sockets.delete(socket))
  }
  const forward = (client: Socket) => {
    const upstream = connect(target.port, target.host)
    track(upstream)
    for (const [one, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      one.once('error', () => other.destroy())
      one.once('close', () => other.destroy())
      one.pipe(other)
    }
  }
  const server = createServer((client) => {
    track(client)
    if (held) {
      client.pause()
      held.push(client)
    } else forward(client)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    port: (server.address() as AddressInfo).port,
    hold: () => {
      held ??= []
    },
    release: () => {
      const waiting = held ?? []
      held = undefined
      for (const client of waiting) if (!client.destroyed) forward(client)
    },
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve))
      for (const socket of sockets) socket.destroy()
      await closed
    },
  }
}

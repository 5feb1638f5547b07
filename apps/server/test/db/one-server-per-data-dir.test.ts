import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCK_DIR } from '../../src/db/data-dir-lock'
import { makeTempDir } from '../helper'
import {
  embeddedServerEnv,
  logMessages,
  serverReady,
  startServerProcess,
  type ServerProcess,
} from '../server-process'

/** The real server on a free port and the embedded database. */
const startServer = (dataDir: string): ServerProcess => startServerProcess(embeddedServerEnv(dataDir))

let temp: Awaited<ReturnType<typeof makeTempDir>>
const started: ServerProcess[] = []
const claims = async () =>
  (await readdir(path.join(temp.dir, LOCK_DIR))).filter((name) => name.endsWith('.json'))

beforeAll(async () => {
  temp = await makeTempDir('escudo-one-server-')
})
afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  await Promise.all(started.map((server) => server.exited))
  await temp.remove()
})

describe('one server process per embedded data dir', { timeout: 180_000 }, () => {
  let first: ServerProcess

  it('starts the first server, with no warning about flushing: the embedded database flushes commits (046)', async () => {
    first = startServer(temp.dir)
    started.push(first)
    await serverReady(first)
    expect(logMessages(first).filter((msg) => /flush/i.test(msg))).toEqual([])
    expect(await claims()).toEqual([expect.stringContaining(`-${first.child.pid}-`)])
  })

  it('refuses a second server on the same DATA_DIR with one line naming the holder', async () => {
    const second = startServer(temp.dir)
    started.push(second)
    expect(await second.exited).not.toBe(0)
    expect(second.output).toHaveLength(1)
    expect(second.output[0]).toMatch(
      new RegExp(
        `^Escudo failed to start: DATA_DIR ${temp.dir} is in use by process ${first.child.pid} on this host ` +
          `since \\S+: stop that server first .*remove ${temp.dir}/${LOCK_DIR}/\\S+\\.json$`,
      ),
    )
    expect(await claims()).toHaveLength(1)
  })

  it('takes over the lock of a killed server and serves', async () => {
    first.child.kill('SIGKILL')
    await first.exited
    const [stale] = await claims()
    const next = startServer(temp.dir)
    started.push(next)
    const url = await serverReady(next)
    const health = await fetch(`${url}/api/v1/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' })
    expect(existsSync(path.join(temp.dir, LOCK_DIR, stale!))).toBe(false)

    // A graceful stop lets go of the data dir.
    next.child.kill('SIGTERM')
    expect(await next.exited).toBe(0)
    expect(await claims()).toEqual([])
  })
})

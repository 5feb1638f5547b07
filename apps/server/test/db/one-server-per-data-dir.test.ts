import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCK_DIR } from '../../src/db/data-dir-lock'
import { makeTempDir } from '../helper'

const root = path.resolve(import.meta.dirname, '../../../..')
const serverEntry = path.join(root, 'apps/server/src/server.ts')

type Server = { child: ChildProcess; output: string[]; exited: Promise<number | null> }

/** The real server, as `npm run dev` runs it from source, on a free port and the embedded database. */
function startServer(dataDir: string): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The embedded database even when the suite runs on PostgreSQL.
      DATABASE_URL: '',
      SEED: 'none',
      LOG_LEVEL: 'info',
      WEB_SSR: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean))
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output, exited }
}

/** The server's address once it logs that it is ready. */
async function ready(server: Server, timeoutMs = 90_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const line = server.output.find((text) => text.includes('Escudo is ready at'))
    const port = line && /localhost:(\d+)/.exec(line)?.[1]
    if (port) return `http://127.0.0.1:${port}`
    if (server.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server did not start:\n${server.output.join('\n')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const messages = (server: Server) =>
  server.output.flatMap((line) => {
    try {
      return [(JSON.parse(line) as { msg: string }).msg]
    } catch {
      return []
    }
  })

let temp: Awaited<ReturnType<typeof makeTempDir>>
const started: Server[] = []
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
  let first: Server

  it('starts the first server, which warns once that commits are not flushed to disk', async () => {
    first = startServer(temp.dir)
    started.push(first)
    await ready(first)
    const warnings = messages(first).filter((msg) => msg.includes('does not flush commits to disk'))
    expect(warnings).toHaveLength(1)
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
    const url = await ready(next)
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

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../src/app'
import type { DatabaseHandle } from '../src/db/client'
import { openTestDatabase, testConfig } from './helper'

type Line = {
  level: number
  msg: string
  reqId?: string
  req?: { url: string }
  res?: { statusCode: number }
}

const INFO = 30
const WARN = 40
const ERROR = 50

let database: DatabaseHandle
let app: App | undefined
let lines: Line[]

beforeAll(async () => {
  database = await openTestDatabase()
})

afterEach(async () => {
  await app?.close()
  app = undefined
})

afterAll(async () => {
  await database.close()
})

/** The app with ACCESS_LOG settings `env`, its log at info written into `lines` as pino writes it. */
async function start(env: NodeJS.ProcessEnv) {
  lines = []
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Line) }
  app = await buildApp(testConfig({ LOG_LEVEL: 'info', ...env }), {
    database,
    logger: { level: 'info', stream },
  })
  app.get('/api/v1/test/boom', async () => {
    throw new Error('a bug of ours')
  })
  app.get('/api/v1/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
    return { ok: true }
  })
  await app.ready()
  return app
}

/** The log lines of one request, by its Fastify request id. */
const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId)
/** The id of the request that logged last. */
const lastReqId = () => lines.findLast((line) => line.reqId)?.reqId ?? ''

describe('access log', () => {
  it('by default logs no line for a request that went well, and the failed one at error', async () => {
    const server = await start({})
    expect((await server.inject({ url: '/api/v1/products' })).statusCode).toBe(200)
    expect(lines.filter((line) => line.reqId)).toEqual([])

    expect((await server.inject({ url: '/api/v1/test/boom' })).statusCode).toBe(500)
    const failed = linesOf(lastReqId())
    expect(failed.map((line) => [line.level, line.msg])).toEqual([
      [ERROR, 'unhandled error'],
      [ERROR, 'request completed'],
    ])
    expect(failed[1]).toMatchObject({ req: { url: '/api/v1/test/boom' }, res: { statusCode: 500 } })
  })

  it('logs a request slower than ACCESS_LOG_SLOW_MS at warn', async () => {
    const server = await start({ ACCESS_LOG_SLOW_MS: '5' })
    expect((await server.inject({ url: '/api/v1/test/slow' })).statusCode).toBe(200)
    expect(linesOf(lastReqId())).toMatchObject([
      { level: WARN, msg: 'slow request', req: { url: '/api/v1/test/slow' }, res: { statusCode: 200 } },
    ])
  })

  it('with ACCESS_LOG=all logs every request as Fastify does', async () => {
    const server = await start({ ACCESS_LOG: 'all' })
    expect((await server.inject({ url: '/api/v1/products' })).statusCode).toBe(200)
    expect(linesOf(lastReqId()).map((line) => [line.level, line.msg])).toEqual([
      [INFO, 'incoming request'],
      [INFO, 'request completed'],
    ])
  })
})

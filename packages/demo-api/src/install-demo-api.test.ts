import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import axios, { AxiosError, type AxiosInstance } from 'axios'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createDemoApi } from './create-demo-api'
import type { Task } from './data/tasks'
import { installDemoApi } from './install-demo-api'
import type { TaskBody } from './responses'
import { TEST_NOW } from './testing'

interface Received {
  method?: string
  url?: string
  headers: IncomingHttpHeaders
  body: string
}

/** A real server on 127.0.0.1, to prove that calls the simulation does not know reach the network. */
let server: Server
let baseURL: string
let received: Received[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body })
      const status = request.url === '/boom' ? 500 : 200
      response.writeHead(status, { 'content-type': 'application/json', 'x-from': 'real-server' })
      response.end(JSON.stringify(status === 500 ? { error: 'exploded' } : { echoed: body }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

let instance: AxiosInstance
beforeEach(() => {
  received = []
  instance = axios.create({ baseURL })
})

const install = () => installDemoApi(instance, createDemoApi({ now: () => TEST_NOW }), { delayMs: 0 })

describe('installDemoApi', () => {
  it('answers the template’s calls without touching the network', async () => {
    install()
    const response = await instance.get<Task[]>('/apps/todo/tasks', { params: { filter: 'important' } })
    expect(response.status).toBe(200)
    expect(response.data.length).toBeGreaterThan(0)
    expect(response.data.every((task) => task.isImportant)).toBe(true)
    expect(received).toEqual([])
  })

  it('sends bodies through to the simulation as axios serialises them', async () => {
    install()
    const response = await instance.post<TaskBody>('/apps/todo/add-tasks', { task: { title: 'Via axios' } })
    expect(response.status).toBe(201)
    expect(response.data.task.title).toBe('Via axios')
  })

  it('passes array params through, as the calendar sends them', async () => {
    install()
    const response = await instance.get<unknown[]>('/apps/calendar/events', {
      params: { calendars: ['Holiday', 'Family'] },
    })
    expect(response.data).toHaveLength(3)
  })

  it('rejects 4xx answers like a real server: an AxiosError with the status and body', async () => {
    install()
    const error = await instance.get('/api/users/user', { params: { id: 999 } }).catch((caught) => caught)
    expect(error).toBeInstanceOf(AxiosError)
    expect(error.code).toBe(AxiosError.ERR_BAD_REQUEST)
    expect(error.response.status).toBe(404)
    expect(error.response.data).toEqual({ error: 'User 999 not found' })
  })

  it('lets any other call reach the server with its method, headers and body intact', async () => {
    install()
    const response = await instance.put(
      '/api/v1/quotes/7?draft=1',
      { items: [{ sku: 'LUV-01', qty: 3 }] },
      { headers: { Authorization: 'Bearer real-token', 'X-Trace': 'abc' } },
    )
    expect(response.status).toBe(200)
    expect(response.headers['x-from']).toBe('real-server')
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/quotes/7?draft=1',
      headers: { authorization: 'Bearer real-token', 'x-trace': 'abc', 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ sku: 'LUV-01', qty: 3 }] }),
    })
  })

  it('surfaces a server error on a passed-through call as an axios error', async () => {
    install()
    const error = await instance.get('/boom').catch((caught) => caught)
    expect(error).toBeInstanceOf(AxiosError)
    expect(error.response.status).toBe(500)
    expect(error.response.data).toEqual({ error: 'exploded' })
  })

  it('sends template paths to the network again once uninstalled', async () => {
    const uninstall = install()
    uninstall()
    const response = await instance.get('/apps/todo/tasks')
    expect(response.headers['x-from']).toBe('real-server')
    expect(received.map((call) => call.url)).toEqual(['/apps/todo/tasks'])
  })

  it('waits the configured delay before answering', async () => {
    installDemoApi(instance, createDemoApi(), { delayMs: 40 })
    const started = performance.now()
    await instance.get('/pricing/data')
    expect(performance.now() - started).toBeGreaterThanOrEqual(35)
  })
})

import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiAnswer, ApiRequest } from '../../src/pages/page-reads'
import { createRenderPool, RenderQueueFull, type RenderPool } from '../../src/pages/render-pool'
import { makeTempDir } from '../helper'

/**
 * A stand-in for the web app's renderer with the same contract (plugins/app/web-app.ts): it asks the API for
 * its data through the fetch it is given. /throw fails, /broken gets an API error, /exit ends its thread, /crash throws where no render
 * can catch it, /echo posts a body, and /wait/N waits for the API's answer, which the test holds back.
 */
const RENDERER = `
export async function renderPage({ url, fetch, publicUrl }) {
  const { pathname } = new URL(url)
  if (pathname === '/throw') throw new Error('the page failed to render')
  if (pathname === '/exit') process.exit(1)
  if (pathname === '/crash') {
    setTimeout(() => { throw new Error('an error no render catches') })
    return new Promise(() => {})
  }
  const response = pathname === '/echo'
    ? await fetch('http://escudo.internal/api/v1/echo', { method: 'POST', body: 'olá, servidor' })
    : await fetch('http://escudo.internal/api/v1' + pathname + '?from=worker', {
        headers: { accept: 'application/vnd.api+json' },
      })
  return {
    status: response.status,
    language: 'pt-BR',
    html: '<p>' + (await response.text()) + '</p>',
    data: JSON.stringify({ type: response.headers.get('content-type'), tags: response.headers.get('x-tag') }),
    title: 'Escudo EPI',
    head: '<link rel="canonical" href="' + publicUrl + pathname + '">',
  }
}
`

/** The API as the HTTP thread answers it: records each request; /wait/N answers when the test says so. */
function recordingApi() {
  const seen: ApiRequest[] = []
  const held = new Map<string, () => void>()
  let onRequest = () => {}
  const api = async (request: ApiRequest): Promise<ApiAnswer> => {
    seen.push(request)
    onRequest()
    if (request.url.startsWith('/api/v1/broken')) throw new Error('the API is down')
    if (request.url.startsWith('/api/v1/wait/'))
      await new Promise<void>((resolve) => held.set(request.url, resolve))
    const text = request.body ? `eco: ${request.body.toString('utf8')}` : `dados de ${request.url}`
    return {
      status: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'x-tag': ['a', 'b'] },
      body: Buffer.from(text),
    }
  }
  /** Resolves once `count` requests in all have reached the API. */
  const requests = (count: number) =>
    new Promise<void>((resolve) => {
      onRequest = () => seen.length >= count && resolve()
      onRequest()
    })
  const release = () => {
    for (const resolve of held.values()) resolve()
    held.clear()
  }
  return { api, seen, requests, release }
}

const THREADS = 2
const MAX_QUEUE = 2
const log = { error: () => {} }
let temp: Awaited<ReturnType<typeof makeTempDir>>
let entry: string
let recorded: ReturnType<typeof recordingApi>
let pool: RenderPool

beforeAll(async () => {
  temp = await makeTempDir()
  entry = path.join(temp.dir, 'entry-server.mjs')
  await writeFile(entry, RENDERER)
  recorded = recordingApi()
  pool = createRenderPool({ entry, threads: THREADS, maxQueue: MAX_QUEUE, log })
})

afterAll(async () => {
  await pool.close()
  await temp.remove()
})

const render = (pathname: string, on = pool) =>
  on.render({
    url: `http://localhost${pathname}`,
    api: recorded.api,
    publicUrl: 'https://escudo.example',
  })

describe('the render pool', () => {
  it('renders on a worker with data the API answered on this thread, which saw the request', async () => {
    // The site's public address reaches the renderer too: its canonical URLs start with it.
    expect(await render('/produtos')).toEqual({
      status: 200,
      language: 'pt-BR',
      html: '<p>dados de /api/v1/produtos?from=worker</p>',
      data: JSON.stringify({ type: 'text/plain; charset=utf-8', tags: 'a, b' }),
      title: 'Escudo EPI',
      head: '<link rel="canonical" href="https://escudo.example/produtos">',
    })
    expect(recorded.seen.at(-1)).toEqual({
      method: 'GET',
      url: '/api/v1/produtos?from=worker',
      headers: { accept: 'application/vnd.api+json' },
    })
  })

  it('carries request bodies to the API and its answers back', async () => {
    expect((await render('/echo'))?.html).toBe('<p>eco: olá, servidor</p>')
    expect(recorded.seen.at(-1)).toMatchObject({ method: 'POST', url: '/api/v1/echo' })
  })

  it('runs a render per thread at once, queues up to maxQueue and refuses the next at once', async () => {
    const before = recorded.seen.length
    const renders = Array.from({ length: THREADS + MAX_QUEUE }, (_, n) => render(`/wait/${n}`))
    // Each thread has a render waiting on the API: THREADS requests arrive while none has been answered.
    await recorded.requests(before + THREADS)
    expect(pool.stats()).toMatchObject({ threads: THREADS, running: THREADS, queued: MAX_QUEUE })
    await expect(render('/wait/x')).rejects.toBeInstanceOf(RenderQueueFull)
    expect(recorded.seen.length).toBe(before + THREADS)
    expect(pool.stats().refused).toBe(1)

    // Released, the running renders finish and the queued ones run.
    recorded.release()
    await recorded.requests(before + THREADS + MAX_QUEUE)
    recorded.release()
    const pages = await Promise.all(renders)
    expect(pages.map((page) => page?.html)).toEqual(
      renders.map((_, n) => `<p>dados de /api/v1/wait/${n}?from=worker</p>`),
    )
  })

  it('rejects a render that throws with its error, and one whose API request failed', async () => {
    await expect(render('/throw')).rejects.toThrow('the page failed to render')
    await expect(render('/broken')).rejects.toThrow('the API is down')
    expect(await render('/ok')).toMatchObject({ status: 200 })
  })

  it('rejects the render of a thread that exits, and renders the next on a fresh thread', async () => {
    await expect(render('/exit')).rejects.toThrow('worker exited with code: 1')
    for (let n = 0; n <= THREADS; n++) expect(await render(`/after-exit/${n}`)).toMatchObject({ status: 200 })
    expect(pool.stats().threads).toBe(THREADS)
  })

  it('rejects the render of a thread an uncaught error ends, and recovers', async () => {
    await expect(render('/crash')).rejects.toThrow('an error no render catches')
    expect(await render('/after-crash')).toMatchObject({ status: 200 })
  })

  it('ends its threads when closed, and renders nothing after', async () => {
    const own = createRenderPool({ entry, threads: 1, log })
    expect(await render('/ok', own)).toMatchObject({ status: 200 })
    expect(own.stats().threads).toBe(1)
    await own.close()
    expect(own.stats().threads).toBe(0)
    await expect(render('/ok', own)).rejects.toThrow('closed')
  })
})

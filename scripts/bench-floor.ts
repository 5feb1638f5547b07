import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { fastify } from 'fastify'

/**
 * The "floor" of `npm run bench:search` and `npm run bench:pages`: a bare Fastify server (the version
 * apps/server runs, no logger, no plugins, no hooks) that answers each recorded URL with the bytes and content
 * type Escudo answered for it (and its Content-Encoding, when an answer was recorded for one Accept-Encoding).
 * What it serves per second is what HTTP and the framework allow on this machine, the ceiling Escudo's
 * catalogue API and static files are compared with. Started by bench-server.ts as its own process, with the
 * answers in the JSON file named by FLOOR_ANSWERS and the port in PORT.
 */
type Answer = {
  url: string
  contentType: string
  body: string
  /** Answered only to this Accept-Encoding (static files, npm run bench:pages); any request when absent. */
  acceptEncoding?: string
  contentEncoding?: string
}

const root = path.resolve(import.meta.dirname, '..')
// The Fastify apps/server resolves, not whichever one scripts/ would find.
const fastifyPath = createRequire(path.join(root, 'apps/server/package.json')).resolve('fastify')
const { default: Fastify } = (await import(pathToFileURL(fastifyPath).href)) as { default: typeof fastify }

const answers = JSON.parse(await readFile(process.env.FLOOR_ANSWERS!, 'utf8')) as Answer[]
const keyOf = (url: string, acceptEncoding: string | undefined) => `${url}\n${acceptEncoding ?? ''}`
const byKey = new Map(
  answers.map((answer) => [
    answer.acceptEncoding === undefined ? answer.url : keyOf(answer.url, answer.acceptEncoding),
    {
      type: answer.contentType,
      encoding: answer.contentEncoding,
      body: Buffer.from(answer.body, 'base64'),
    },
  ]),
)
const app = Fastify({ logger: false })
for (const route of new Set(answers.map((answer) => answer.url.split('?')[0]!))) {
  app.get(route, (request, reply) => {
    const answer = byKey.get(keyOf(request.url, request.headers['accept-encoding'])) ?? byKey.get(request.url)
    if (!answer) return reply.code(404).send()
    if (answer.encoding) reply.header('content-encoding', answer.encoding)
    return reply.type(answer.type).send(answer.body)
  })
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.stdout.write(`floor ready (fastify ${app.version})\n`)

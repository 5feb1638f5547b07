import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'

export type BenchServer = {
  url: string
  pid: number
  seedMs: number | undefined
  indexMs: number
  products: number
  rssMb: () => Promise<{ rss: number; peak: number }>
  stop: () => Promise<void>
}

const root = path.resolve(import.meta.dirname, '..')

/** A port nothing listens on now, on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function memory(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) }
}

/**
 * The CPU time a process has used so far (user + system, all its threads), in ms: per request, a cost figure
 * that other load on the machine disturbs less than requests/s (Linux counts in 10 ms ticks).
 */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name (which may hold spaces, in parentheses): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** Stops a child process (SIGTERM) and waits for it to exit. */
const stopper = (child: ChildProcess) => async () => {
  if (child.exitCode === null) {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

/** Builds the web app (its static files and the storefront's renderer) unless BENCH_SKIP_BUILD=1. */
export function buildWebApp() {
  if (process.env.BENCH_SKIP_BUILD === '1') return
  process.stdout.write('building (npm run build -w @escudo/web)…\n')
  const result = spawnSync('npm', ['run', 'build', '-w', '@escudo/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error('the build failed')
}

export const makeDataDir = () => mkdtemp(path.join(tmpdir(), 'escudo-bench-'))
export const removeDataDir = (dir: string) => rm(dir, { recursive: true, force: true })

// What `npm run serve` runs (its environment settings, the bundled server and its Node flags), started
// here without npm so that the pid we read memory from is the server's. `npm run bench:search` bundles
// the server first.
const serveWords = (
  JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { scripts: { serve: string } }
).scripts.serve.split(/\s+/)
const settings = serveWords.filter((word) => /^[A-Z_]+=/.test(word))
const serveEnv = Object.fromEntries(settings.map((word) => word.split('=', 2) as [string, string]))
const serve = serveWords.slice(settings.length + 1) // after the settings and `node`

/**
 * Starts the real server as `npm run serve` does, on a free port and `dataDir`, with `SEED=synthetic:N`
 * (which seeds on the first start only), and waits for its "catalogue index built" and "ready" log lines.
 * `env` adds to or overrides that environment.
 */
export async function startServer(
  products: number,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<BenchServer> {
  const port = await freePort()
  // BENCH_NODE_FLAGS adds Node flags to the server's (`--cpu-prof --cpu-prof-dir=/tmp/prof` profiles it).
  const flags = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? []
  const child: ChildProcess = spawn(process.execPath, [...flags, ...serve], {
    cwd: root,
    env: {
      ...process.env,
      ...serveEnv,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: `synthetic:${products}`,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = stopper(child)
  let seedMs: number | undefined
  let index: { ms: number; products: number } | undefined
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
      const lines = createInterface({ input: child.stdout! })
      lines.on('line', (line) => {
        let entry: { msg?: string; ms?: number; products?: number }
        try {
          entry = JSON.parse(line)
        } catch {
          return
        }
        if (entry.msg === 'catalogue seeded') seedMs = entry.ms
        if (entry.msg === 'catalogue index built')
          index = { ms: entry.ms ?? 0, products: entry.products ?? 0 }
        if (entry.msg?.startsWith('Escudo is ready')) {
          // From here on the request logs are drained unread, so parsing them costs the bench nothing.
          lines.close()
          child.stdout!.resume()
          resolve()
        }
      })
    })
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    seedMs,
    indexMs: index?.ms ?? NaN,
    products: index?.products ?? 0,
    rssMb: () => memory(child.pid!),
    stop,
  }
}

/**
 * One URL's answer as Escudo gave it, for the floor server to repeat: to every request for the URL, or, with
 * `acceptEncoding`, to requests with that Accept-Encoding (header absent: '').
 */
export type FloorAnswer = {
  url: string
  contentType: string
  body: Buffer
  acceptEncoding?: string
  contentEncoding?: string
}

export type FloorServer = { url: string; fastifyVersion: string; stop: () => Promise<void> }

/**
 * Starts the floor server (scripts/bench-floor.ts) as its own process, on a free port, answering each of
 * `answers`' URLs with its bytes; `dir` keeps the answers file.
 */
export async function startFloor(answers: FloorAnswer[], dir: string): Promise<FloorServer> {
  const port = await freePort()
  const file = path.join(dir, 'floor-answers.json')
  const encoded = answers.map(({ body, ...answer }) => ({ ...answer, body: body.toString('base64') }))
  await writeFile(file, JSON.stringify(encoded))
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench-floor.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), FLOOR_ANSWERS: file },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = stopper(child)
  try {
    const fastifyVersion = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`floor server exited with ${code}`)))
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const ready = /^floor ready \(fastify (.+)\)$/.exec(line)
        if (ready) resolve(ready[1]!)
      })
    })
    return { url: `http://127.0.0.1:${port}`, fastifyVersion, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

export const repoRoot = path.resolve(import.meta.dirname, '../../..')
export const serverEntry = path.join(repoRoot, 'apps/server/src/server.ts')

export type ServerProcess = {
  child: ChildProcess
  /** Every line it wrote to stdout and stderr, in order. */
  output: string[]
  exited: Promise<number | null>
}

/**
 * The real server as `npm run dev` runs it from source (`node --import tsx`), with `env` over this process's
 * environment; `entry` may be another module that starts it (the benchmark's launcher).
 */
export function startServerProcess(env: NodeJS.ProcessEnv, entry = serverEntry): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean))
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output, exited }
}

/**
 * The environment of a production server on a free port of 127.0.0.1, logging at info, on the demo catalogue,
 * with `staff` as its first staff account: add the database, DATA_DIR and storage.
 */
export const productionServerEnv = (staff: { email: string; password: string }) => ({
  NODE_ENV: 'production',
  JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  SEED: 'demo',
  ADMIN_EMAIL: staff.email,
  ADMIN_PASSWORD: staff.password,
})

/** The environment of a production server on a free port of 127.0.0.1 and the embedded database in `dataDir`. */
export const embeddedServerEnv = (dataDir: string) => ({
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
})

/** The server's address once it logs that it is ready (it listens on PORT=0, a free port). */
export async function serverReady(server: ServerProcess, timeoutMs = 90_000): Promise<string> {
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

/** The `msg` of each JSON log line the server wrote. */
export const logMessages = (server: ServerProcess) =>
  server.output.flatMap((line) => {
    try {
      return [(JSON.parse(line) as { msg: string }).msg]
    } catch {
      return []
    }
  })

/** Stops the server (SIGTERM, then SIGKILL after `graceMs`) and answers its exit code. */
export async function stopServerProcess(server: ServerProcess, graceMs = 15_000): Promise<number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM')
    const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs)
    try {
      return await server.exited
    } finally {
      clearTimeout(timer)
    }
  }
  return server.exited
}

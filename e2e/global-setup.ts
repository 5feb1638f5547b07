import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startMailbox } from './mailbox'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** JSON file with the emails the app sent (see e2e/mailbox.ts). */
    mailboxFile: string
    /** The staff account created at start from ADMIN_EMAIL/ADMIN_PASSWORD. */
    staff: { email: string; password: string }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * Runs the real thing: `npm start` (build + server) on a free port with a
 * temporary data directory and the embedded database, as a user would.
 */
const STAFF = { email: 'equipe@escudo.example', password: 'equipe-escudo-e2e-2026' }

export default async function setup(project: TestProject) {
  const port = await freePort()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'escudo-e2e-'))
  const baseUrl = `http://127.0.0.1:${port}`
  // A real SMTP receiver: reset links are followed from the email the app actually sent.
  const mailbox = await startMailbox(
    path.join(await mkdtemp(path.join(tmpdir(), 'escudo-mail-')), 'mailbox.json'),
  )
  const output: string[] = []
  const child = spawn('npm', ['start'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Not production: `npm start` must build and serve whatever NODE_ENV the shell has (issue 16).
      NODE_ENV: 'development',
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'warn',
      SMTP_URL: mailbox.url,
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
      // The webhooks' journey delivers to a receiver the test starts on 127.0.0.1 (refused otherwise).
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))

  try {
    await waitForHealth(`${baseUrl}/api/v1/health`, child, 180_000)
  } catch (error) {
    process.stderr.write(output.join(''))
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
    await mailbox.close()
    throw error
  }
  project.provide('baseUrl', baseUrl)
  project.provide('mailboxFile', mailbox.file)
  project.provide('staff', STAFF)

  return async () => {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      // The timer must not outlive the race, or it keeps the test runner alive.
      let timer: NodeJS.Timeout | undefined
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))])
      clearTimeout(timer)
    }
    await mailbox.close()
    // npm can exit before the server it started has closed its database, which still writes into dataDir.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    await rm(path.dirname(mailbox.file), { recursive: true, force: true })
  }
}

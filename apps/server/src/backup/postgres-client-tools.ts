import { spawn } from 'node:child_process'
import { once } from 'node:events'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/**
 * Runs PostgreSQL's `pg_dump` or `psql` (from PATH: Debian's `postgresql-client` of the server's version) on the
 * database of `url`. The password goes in PGPASSWORD rather than on the command line, where any local user
 * could read it. `input` is streamed to the tool's standard input. Fails with the tool's own message.
 */
export async function runClient(
  tool: 'pg_dump' | 'psql',
  url: string,
  args: string[],
  input?: Readable,
): Promise<void> {
  const target = new URL(url)
  const password = decodeURIComponent(target.password)
  target.password = ''
  const child = spawn(tool, [...args, `--dbname=${target.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    // The tool's last words are what tell what went wrong; a runaway output is not kept whole.
    stderr = (stderr + chunk).slice(-4000)
  })
  const exited = once(child, 'close') as Promise<[number | null, NodeJS.Signals | null]>
  try {
    const fed = input ? pipeline(input, child.stdin!) : Promise.resolve()
    const [[code, signal]] = await Promise.all([exited, fed.catch(ignoreClosedPipe)])
    if (code !== 0) {
      throw new Error(`${tool} failed (${signal ?? `exit code ${code}`}): ${stderr.trim() || 'no message'}`)
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        `${tool} was not found: install PostgreSQL's client tools of your server's version (Debian: postgresql-client)`,
      )
    }
    throw error
  }
}

// When the tool stops early (an error), it closes its input: its exit code tells why, not the broken pipe.
function ignoreClosedPipe(error: NodeJS.ErrnoException) {
  if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_PREMATURE_CLOSE') return
  throw error
}

import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { createFreshDatabase, type FreshDatabase } from '../apps/server/test/scale/fresh-database'
import { writeRegistryText, writeRegistryZip } from '../apps/server/test/ca-registry/registry-fixture'
import { makeDataDir, removeDataDir, startServer, type BenchServer } from './bench-server'
// Bundles apps/server into apps/server/dist, which the benchmark runs as `npm run serve` does.
import './build-server'

/**
 * `npm run bench:caepi` (issue 21): generates a CAEPI registry export of 500,000 lines (BENCH_LINES to change
 * it; one CA in 1,000 ragged), zips it as the ministry does (BENCH_CAEPI_FORMAT=txt sends the bare TXT), and
 * imports it through the API of a started server: on PostgreSQL when DATABASE_URL is set (a fresh database,
 * dropped afterwards), else on the embedded database. Prints seconds, lines/s and the server's peak resident
 * memory; the target is 2 minutes.
 */
const LINES = Number(process.env.BENCH_LINES ?? 500_000)
const FORMAT = process.env.BENCH_CAEPI_FORMAT === 'txt' ? 'txt' : 'zip'
const TARGET_SECONDS = 120
const ADMIN = { email: 'bench@escudo.example', password: 'bench-password-long' }

type Job = {
  status: string
  lines: number
  cas: number
  rejectedLines: number
  failure: { code: string | null; params: object; text: string | null } | null
}

async function signIn(base: string): Promise<Record<string, string>> {
  const answer = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify({ data: { type: 'sessions', attributes: ADMIN } }),
  })
  if (!answer.ok) throw new Error(`login: HTTP ${answer.status}`)
  return {
    authorization: `Bearer ${((await answer.json()) as { meta: { accessToken: string } }).meta.accessToken}`,
  }
}

const dataDir = await makeDataDir()
let database: FreshDatabase | undefined
let server: BenchServer | undefined
try {
  const text = path.join(dataDir, 'tgg_export_caepi.txt')
  const generating = performance.now()
  await writeRegistryText(text, { lines: LINES, seed: 21, raggedEvery: 1000 })
  let file = text
  if (FORMAT === 'zip') {
    file = path.join(dataDir, 'caepi.zip')
    await writeRegistryZip(file, text)
  }
  const mb = async (name: string) => ((await stat(name)).size / 1024 / 1024).toFixed(0)
  process.stdout.write(
    `generated ${LINES} lines: ${await mb(text)} MB of text, sending ${FORMAT} (${await mb(file)} MB) ` +
      `[${((performance.now() - generating) / 1000).toFixed(0)} s]\n`,
  )

  if (process.env.DATABASE_URL)
    database = await createFreshDatabase(process.env.DATABASE_URL, 'escudo_bench_caepi')
  process.stdout.write(`starting the server on ${database ? 'PostgreSQL' : 'the embedded database'}…\n`)
  server = await startServer(0, path.join(dataDir, 'data'), {
    SEED: 'none',
    DATABASE_URL: database?.url ?? '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  })
  const headers = await signIn(server.url)
  const rest = (await server.rssMb()).rss

  const form = new FormData()
  // Read whole: Node 20's fetch never sends a file-backed blob (fs.openAsBlob) in a form.
  form.set('file', new Blob([await readFile(file)]), path.basename(file))
  const started = performance.now()
  const accepted = await fetch(`${server.url}/api/v1/admin/ca-registry/imports`, {
    method: 'POST',
    headers,
    body: form,
  })
  if (accepted.status !== 202) throw new Error(`import: HTTP ${accepted.status} ${await accepted.text()}`)
  const { id } = ((await accepted.json()) as { data: { id: string } }).data
  const acceptedSeconds = (performance.now() - started) / 1000
  let job: Job
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const answer = await fetch(`${server.url}/api/v1/admin/ca-registry/imports/${id}`, { headers })
    job = ((await answer.json()) as { data: { attributes: Job } }).data.attributes
    if (job.status === 'done' || job.status === 'failed') break
  }
  const seconds = (performance.now() - started) / 1000
  const { peak } = await server.rssMb()
  const ok = job.status === 'done' && seconds <= TARGET_SECONDS
  process.stdout.write(
    `${job.status}: ${job.lines} lines, ${job.cas} CAs, ${job.rejectedLines} rejected in ${seconds.toFixed(1)} s ` +
      `(upload accepted after ${acceptedSeconds.toFixed(1)} s), ${(job.lines / seconds).toFixed(0)} lines/s\n` +
      `server RSS at rest ${rest} MB, peak (VmHWM) ${peak} MB  [≤ ${TARGET_SECONDS} s: ${ok ? 'ok' : 'MISSED'}]\n`,
  )
  if (job.failure) process.stdout.write(`failure: ${JSON.stringify(job.failure)}\n`)
  process.exitCode = ok ? 0 : 1
} finally {
  await server?.stop()
  await database?.drop()
  await removeDataDir(dataDir)
}

import { makeDataDir, removeDataDir, startServer, type BenchServer } from './bench-server'
// Bundles apps/server into apps/server/dist, which the benchmark runs as `npm run serve` does.
import './build-server'

/**
 * `npm run bench:import`: the spreadsheet import of issue 20 on a 10,000-row CSV (BENCH_ROWS to change it),
 * against the real server on the embedded database: a dry run, the real run (every row created), then the same
 * file again (every row unchanged). Prints seconds, rows/s and the server's resident memory; the target is
 * 10,000 rows within 60 s with memory bounded.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000)
const TARGET_SECONDS = 60
const ADMIN = { email: 'bench@escudo.example', password: 'bench-password-long' }

type Job = {
  status: string
  processed: number
  total: number
  created: number
  updated: number
  unchanged: number
  refused: number
  errors: unknown[]
}

async function login(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify({ data: { type: 'sessions', attributes: ADMIN } }),
  })
  if (!response.ok) throw new Error(`login: HTTP ${response.status}`)
  const body = (await response.json()) as { meta: { accessToken: string } }
  return { authorization: `Bearer ${body.meta.accessToken}` }
}

/** Option ids of each group, from the public taxonomy, so that every generated row is valid. */
async function options(base: string): Promise<Record<string, string[]>> {
  const response = await fetch(`${base}/api/v1/filters`)
  const body = (await response.json()) as {
    data: { id: string; attributes: { options: { id: string }[] } }[]
  }
  return Object.fromEntries(
    body.data.map((group) => [group.id, group.attributes.options.map((option) => option.id)]),
  )
}

const quote = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)

/** A CSV as Brazilian Excel writes it (UTF-8 BOM, `;`, CRLF), one new product per row. */
function generate(rows: number, groups: Record<string, string[]>): Buffer {
  const pick = (group: string, n: number) => groups[group]![n % groups[group]!.length]!
  const header = [
    'Referência',
    'Nome',
    'Resumo',
    'Descrição',
    'Cuidados',
    'Marca',
    'Categoria',
    'Família',
    'Embalagem',
    'Tipos de risco',
    'Segmentos',
    'Número do CA',
    'Validade do CA',
    'Normas',
    'Tamanhos',
    'Lançamento',
    'Popularidade',
    'Publicado',
  ]
  const lines = [header.join(';')]
  for (let n = 0; n < rows; n += 1)
    lines.push(
      [
        `BENCH-${String(n).padStart(6, '0')}`,
        `Luva de teste ${n}`,
        'Luva gerada pelo benchmark de importação.',
        `Descrição longa da luva ${n}; com ponto e vírgula e "aspas".\nSegunda linha.`,
        'Lavar à mão.',
        pick('brands', n),
        pick('categories', n),
        pick('families', n),
        pick('packaging', n),
        `${pick('riskTypes', n)}|${pick('riskTypes', n + 1)}`,
        pick('segments', n),
        String(10_000 + n),
        '2031-12-31',
        'EN 420',
        '8|9|10',
        n % 10 === 0 ? 'true' : 'false',
        String(n % 500),
        'false',
      ]
        .map(quote)
        .join(';'),
    )
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`)
}

/** Sends the file, polls the job until it ends; returns its seconds and the server's peak RSS meanwhile. */
async function run(server: BenchServer, headers: Record<string, string>, file: Buffer, dryRun: boolean) {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'bench.csv')
  form.set('dryRun', String(dryRun))
  const started = performance.now()
  const response = await fetch(`${server.url}/api/v1/admin/imports`, { method: 'POST', headers, body: form })
  if (response.status !== 202) throw new Error(`import: HTTP ${response.status} ${await response.text()}`)
  const { data } = (await response.json()) as { data: { id: string } }
  let peak = 0
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    peak = Math.max(peak, (await server.rssMb()).rss)
    const read = await fetch(`${server.url}/api/v1/admin/imports/${data.id}`, { headers })
    const job = ((await read.json()) as { data: { attributes: Job } }).data.attributes
    if (job.status === 'done' || job.status === 'failed') {
      const seconds = (performance.now() - started) / 1000
      return { job, seconds, peak }
    }
  }
}

const dataDir = await makeDataDir()
let server: BenchServer | undefined
try {
  process.stdout.write('starting the server (demo catalogue)…\n')
  server = await startServer(0, dataDir, {
    SEED: 'demo',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  })
  const headers = await login(server.url)
  const file = generate(ROWS, await options(server.url))
  const rest = await server.rssMb()
  process.stdout.write(
    `${ROWS} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB of CSV; RSS at rest ${rest.rss} MB ` +
      `(high-water mark since start ${rest.peak} MB)\n`,
  )
  let missed = 0
  for (const [name, dryRun] of [
    ['dry run', true],
    ['real run (all created)', false],
    ['same file again (all unchanged)', false],
  ] as const) {
    const { job, seconds, peak } = await run(server, headers, file, dryRun)
    const ok = job.status === 'done' && job.refused === 0 && seconds <= TARGET_SECONDS
    if (!ok) missed += 1
    process.stdout.write(
      `${name.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s  ${(ROWS / seconds).toFixed(0).padStart(6)} rows/s  ` +
        `peak RSS ${peak} MB  created ${job.created} updated ${job.updated} unchanged ${job.unchanged} ` +
        `refused ${job.refused}  [≤ ${TARGET_SECONDS} s: ${ok ? 'ok' : 'MISSED'}]\n`,
    )
    if (job.refused > 0) process.stdout.write(`  first errors: ${JSON.stringify(job.errors.slice(0, 3))}\n`)
  }
  process.stdout.write(`server peak RSS since start (VmHWM): ${(await server.rssMb()).peak} MB\n`)
  process.exitCode = missed > 0 ? 1 : 0
} finally {
  await server?.stop()
  await removeDataDir(dataDir)
}

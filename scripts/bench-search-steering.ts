import { openDatabase } from '../apps/server/src/db/client'
import { startServer, type BenchServer } from './bench-server'

/**
 * The costs of search steering (issue 36), part of `npm run bench:search`, on one data dir already seeded:
 * - recording (SEARCH_ANALYTICS) on vs off, alternately twice each, on distinct uncached searches and on one
 *   cached URL (the issue: ≤ 5 % fewer requests/s, p99 within 1 ms);
 * - 1,000 synonym sets loaded vs none, then 1,000 rules as well, on the same server (≤ 10 % fewer requests/s);
 * - 13 months of daily aggregates: the analytics' answer times and the memory the server adds to read them.
 */

const ADMIN = { email: 'bench-search@escudo.example', password: 'bench-search-password' }
const SHARE_RECORDING = 0.95
const SHARE_SYNONYMS = 0.9
const P99_SLACK_MS = 1

/** `cpuUs`: the server's CPU time per request (µs), steadier than requests/s on a machine doing other work. */
type Load = { rps: number; p50: number; p99: number; errors: number; cpuUs?: number }
type Measure = (server: BenchServer) => Promise<Load>

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED')
const line = (name: string, run: Load) =>
  `${name.padEnd(44)} ${run.rps.toFixed(0).padStart(6)} req/s  p50 ${run.p50} ms  p99 ${run.p99} ms  errors ${run.errors}` +
  (run.cpuUs === undefined ? '' : `  server CPU ${run.cpuUs.toFixed(0)} µs/request`)
const average = (runs: Load[], pick: (run: Load) => number) =>
  runs.reduce((sum, run) => sum + pick(run), 0) / runs.length
const mean = (runs: Load[]): Load => ({
  rps: average(runs, (run) => run.rps),
  p50: average(runs, (run) => run.p50),
  p99: average(runs, (run) => run.p99),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
  cpuUs: runs.every((run) => run.cpuUs !== undefined) ? average(runs, (run) => run.cpuUs!) : undefined,
})
/** The CPU per request of `a` over `b`'s, when both were measured. */
const cpuRatio = (a: Load, b: Load) =>
  a.cpuUs === undefined || b.cpuUs === undefined ? '' : `  CPU/request ×${(a.cpuUs / b.cpuUs).toFixed(3)}`

async function accessToken(base: string) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.api+json' },
    body: JSON.stringify({ data: { type: 'sessions', attributes: ADMIN } }),
  })
  if (!response.ok) throw new Error(`login: HTTP ${response.status} ${await response.text()}`)
  return ((await response.json()) as { meta: { accessToken: string } }).meta.accessToken
}

/**
 * 1,000 synonym sets: one per catalogue word in `words` (so the measured searches expand), the rest of three
 * made-up terms each, as a brand's long tail of trade words would be; half of them one-way.
 */
async function addSynonymSets(base: string, words: string[]) {
  const token = await accessToken(base)
  const sets = Array.from({ length: 1000 }, (_, i) =>
    i < words.length ? [words[i]!, `${words[i]}x${i}`] : [`termo${i}a`, `termo${i}b`, `term ${i} c`],
  )
  for (const [i, terms] of sets.entries()) {
    const response = await fetch(`${base}/api/v1/admin/search/synonyms`, {
      method: 'POST',
      headers: { 'content-type': 'application/vnd.api+json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        data: { type: 'search-synonyms', attributes: { language: 'pt-BR', terms, oneWay: i % 2 === 1 } },
      }),
    })
    if (response.status !== 201)
      throw new Error(`synonym set ${i}: HTTP ${response.status} ${await response.text()}`)
  }
  // Every process applies a change within a second (the change feed): this one has, well before this.
  await new Promise((resolve) => setTimeout(resolve, 1500))
}

/**
 * Search rules through the API: with `matching`, one per catalogue word in `words` containing it (every measured
 * search matches one and gets a pinned product); otherwise 1,000 on made-up queries, half exact and half
 * "contains" (each measured search looks them up and finds none).
 */
async function addRules(base: string, words: string[], matching: boolean) {
  const token = await accessToken(base)
  const list = (await (await fetch(`${base}/api/v1/products?page[size]=5`)).json()) as {
    data: { id: string }[]
  }
  const ids = list.data.map((product) => product.id)
  const rules = matching
    ? words.map((word, i) => ({
        query: word,
        match: 'contains',
        pins: [{ productId: ids[i % ids.length]!, position: 1 }],
      }))
    : Array.from({ length: 1000 }, (_, i) => ({
        query: `regra ${i}`,
        match: i % 2 === 0 ? 'exact' : 'contains',
        hidden: [ids[0]!],
      }))
  for (const [i, attributes] of rules.entries()) {
    const response = await fetch(`${base}/api/v1/admin/search/rules`, {
      method: 'POST',
      headers: { 'content-type': 'application/vnd.api+json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        data: { type: 'search-rules', attributes: { language: 'pt-BR', ...attributes } },
      }),
    })
    if (response.status !== 201)
      throw new Error(`rule ${i}: HTTP ${response.status} ${await response.text()}`)
  }
  await new Promise((resolve) => setTimeout(resolve, 1500))
}

/** 13 months of daily aggregates: `perDay` queries a day in Portuguese and a fifth of that in English. */
async function addThirteenMonths(dataDir: string, perDay: number) {
  const handle = await openDatabase({ kind: 'pglite', dataDir })
  const pglite = handle.pglite!
  try {
    const started = performance.now()
    for (const [language, count] of [
      ['pt-BR', perDay],
      ['en', Math.round(perDay / 5)],
    ] as const) {
      await pglite.query(
        `
        insert into search_daily (day, language, query, searches, no_results, filtered, later_pages, clicks, click_positions)
        select (current_date - d)::date, $1, 'busca ' || q, 1 + (q * 7 + d) % 40, (q + d) % 3, (q + d) % 5,
               (q * 3 + d) % 4, (q * 5 + d) % 30, (q * 11 + d) % 90
        from generate_series(0, 395) d, generate_series(1, $2::int) q
        on conflict do nothing`,
        [language, count],
      )
    }
    const result = await pglite.query<{ rows: string; bytes: string }>(
      `select count(*)::text as rows, pg_total_relation_size('search_daily')::text as bytes from search_daily`,
    )
    const size = result.rows[0]
    return {
      rows: Number(size!.rows),
      mb: Number(size!.bytes) / 1024 / 1024,
      ms: Math.round(performance.now() - started),
    }
  } finally {
    await handle.close()
  }
}

/** Times one GET (best of three, the first warms up). */
async function timed(url: string, token: string) {
  const times: number[] = []
  for (let i = 0; i < 3; i++) {
    const started = performance.now()
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
    await response.arrayBuffer()
    times.push(performance.now() - started)
  }
  return Math.round(Math.min(...times.slice(1)))
}

/** Returns how many targets were missed. */
export async function benchSteering(options: {
  size: number
  dataDir: string
  /** Distinct uncached searches, each request the next. */
  distinct: Measure
  /** One URL of the list, answered from the list cache. */
  cached: Measure
  /** The words the distinct searches are made of. */
  words: string[]
}) {
  const { size, dataDir, distinct, cached, words } = options
  let missed = 0
  const start = (analytics: boolean) =>
    startServer(size, dataDir, {
      SEARCH_ANALYTICS: String(analytics),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    })

  process.stdout.write('search analytics (SEARCH_ANALYTICS), alternately off and on, twice each:\n')
  const runs = {
    off: { distinct: [] as Load[], cached: [] as Load[] },
    on: { distinct: [] as Load[], cached: [] as Load[] },
  }
  const rss = { off: 0, on: 0 }
  for (let round = 0; round < 2; round++) {
    for (const mode of ['off', 'on'] as const) {
      const server = await start(mode === 'on')
      try {
        runs[mode].distinct.push(await distinct(server))
        runs[mode].cached.push(await cached(server))
        rss[mode] = Math.max(rss[mode], (await server.rssMb()).rss)
      } finally {
        await server.stop()
      }
    }
  }
  for (const shape of ['distinct', 'cached'] as const) {
    const off = mean(runs.off[shape])
    const on = mean(runs.on[shape])
    const share = on.rps / off.rps
    const ok = share >= SHARE_RECORDING && on.p99 <= off.p99 + P99_SLACK_MS && on.errors + off.errors === 0
    if (!ok) missed++
    const name = shape === 'distinct' ? 'distinct searches' : 'one cached search'
    process.stdout.write(
      `${line(`  ${name}, recording off (mean)`, off)}\n${line(`  ${name}, recording on (mean)`, on)}\n` +
        `${'    on ÷ off'.padEnd(44)} ${(share * 100).toFixed(1).padStart(6)} %  p99 ${(on.p99 - off.p99).toFixed(2)} ms more` +
        `  [≥ ${SHARE_RECORDING * 100} %, p99 within ${P99_SLACK_MS} ms: ${verdict(ok)}]${cpuRatio(on, off)}\n`,
    )
  }
  process.stdout.write(`  server RSS after the loads: off ${rss.off} MB, on ${rss.on} MB\n`)

  const server: BenchServer = await start(true)
  try {
    const before = await distinct(server)
    const rssBefore = (await server.rssMb()).rss
    const adding = performance.now()
    await addSynonymSets(server.url, words)
    const addedMs = Math.round(performance.now() - adding)
    const after = await distinct(server)
    const rssAfter = (await server.rssMb()).rss
    const share = after.rps / before.rps
    const ok = share >= SHARE_SYNONYMS && after.errors === 0
    if (!ok) missed++
    process.stdout.write(
      `synonyms (added through the API in ${addedMs} ms, 1 s for the change feed):\n` +
        `${line('  no synonym set', before)}\n${line('  1,000 synonym sets', after)}\n` +
        `${'    1,000 sets ÷ none'.padEnd(44)} ${(share * 100).toFixed(1).padStart(6)} %` +
        `  [≥ ${SHARE_SYNONYMS * 100} %: ${verdict(ok)}]${cpuRatio(after, before)}  RSS ${rssBefore} → ${rssAfter} MB\n`,
    )
    // First rules that none of the measured searches match (what having rules costs every search), then one
    // rule per word that every measured search matches, with a pinned product (what applying one costs).
    const addingRules = performance.now()
    await addRules(server.url, words, false)
    const rulesMs = Math.round(performance.now() - addingRules)
    const withRules = await distinct(server)
    await addRules(server.url, words, true)
    const withPins = await distinct(server)
    const rssRules = (await server.rssMb()).rss
    process.stdout.write(`rules (1,000 added through the API in ${rulesMs} ms):\n`)
    for (const [name, run] of [
      ['+ 1,000 rules matching no measured search', withRules],
      [`+ ${words.length} rules, each search matches one (a pin)`, withPins],
    ] as const) {
      const ruleShare = run.rps / before.rps
      const ruleOk = ruleShare >= SHARE_SYNONYMS && run.errors === 0
      if (!ruleOk) missed++
      process.stdout.write(
        `${line(`  ${name}`, run)}\n` +
          `${'    ÷ no set, no rule'.padEnd(44)} ${(ruleShare * 100).toFixed(1).padStart(6)} %` +
          `  [≥ ${SHARE_SYNONYMS * 100} %: ${verdict(ruleOk)}]${cpuRatio(run, before)}\n`,
      )
    }
    process.stdout.write(`  RSS ${rssRules} MB\n`)
  } finally {
    await server.stop()
  }

  const perDay = Number(process.env.BENCH_QUERIES_PER_DAY ?? 1000)
  const volume = await addThirteenMonths(dataDir, perDay)
  process.stdout.write(
    `13 months of aggregates: ${volume.rows.toLocaleString('en')} rows (${perDay}/day pt-BR + ${perDay / 5}/day en), ` +
      `${volume.mb.toFixed(0)} MB in the database, written in ${volume.ms} ms\n`,
  )
  const reader = await start(true)
  try {
    const token = await accessToken(reader.url)
    const rssBefore = (await reader.rssMb()).rss
    const analytics = `${reader.url}/api/v1/admin/search/analytics`
    const figures = {
      '30 days': await timed(`${analytics}?filter[days]=30`, token),
      '90 days': await timed(`${analytics}?filter[days]=90`, token),
      '90 days, no results': await timed(`${analytics}?filter[days]=90&filter[noResults]=true`, token),
      'CSV, 90 days': await timed(`${analytics}/export?filter[days]=90`, token),
      'popular searches': await timed(`${reader.url}/api/v1/popular-searches?lang=pt-BR`, token),
    }
    const rssAfter = (await reader.rssMb()).rss
    process.stdout.write(
      `  answer times (best of two after a first): ${Object.entries(figures)
        .map(([name, ms]) => `${name} ${ms} ms`)
        .join(', ')}\n  server RSS ${rssBefore} MB before reading them, ${rssAfter} MB after ` +
        `(aggregates live in the database; the server keeps at most 20,000 pending rows)\n`,
    )
  } finally {
    await reader.stop()
  }
  return missed
}

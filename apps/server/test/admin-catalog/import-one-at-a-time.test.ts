import { mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import { ImportDocument, RunningJobMeta, type ImportAttributes } from '@escudo/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { importJobs } from '../../src/db/schema/index'
import type { Session } from '../customer/helpers'
import { importRunningElsewhere, multipartParts, sessions, useAdminApp } from './helpers'

const ctx = useAdminApp()
const URL = '/api/v1/admin/imports'

/**
 * A sheet of `count` new products: enough rows that its import is still running while a second request
 * arrives (each row is its own transaction).
 */
function sheet(prefix: string, count: number) {
  const header = 'Referência;Nome;Marca;Categoria;Família;Embalagem;Validade do CA'
  const rows = Array.from(
    { length: count },
    (_, index) =>
      `${prefix}-${index};Luva Fila ${prefix} ${index};escudo-pro;luva-de-seguranca;nitro-grip;caixa;2031-06-30`,
  )
  return Buffer.from([header, ...rows].join('\r\n'))
}

describe('one real import at a time', () => {
  let admin: Session

  beforeAll(async () => {
    ;({ admin } = await sessions(ctx.app))
  })

  const post = (data: Buffer, dryRun = false) => {
    const body = multipartParts([
      { name: 'dryRun', value: String(dryRun) },
      { name: 'file', data, fileName: 'produtos.csv', type: 'text/csv' },
    ])
    return ctx.app.inject({
      method: 'POST',
      url: URL,
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    })
  }

  async function finished(id: string): Promise<ImportAttributes> {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const read = await ctx.app.inject({ url: `${URL}/${id}`, headers: admin.headers })
      const job = ImportDocument.parse(read.json()).data.attributes
      if (job.status === 'done' || job.status === 'failed') return job
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error('the import did not end')
  }

  /** A real import another process is running: its heartbeat `beatSecondsAgo` old. */
  const runningElsewhere = (beatSecondsAgo = 0) => importRunningElsewhere(ctx.database.db, beatSecondsAgo)
  // The other process's import ends with its test, passed or not, so it never blocks the next one.
  afterEach(() =>
    ctx.database.db.update(importJobs).set({ status: 'done' }).where(eq(importJobs.fileName, 'outra.csv')),
  )
  const jobCount = async () =>
    (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(importJobs))[0]!.n

  /** Runs `work` with the uploads' temporary files in a folder of their own; answers what is left there. */
  async function leftInTemp(work: () => Promise<void>) {
    const folder = path.join(ctx.dataDir, 'tmp-uploads')
    await mkdir(folder, { recursive: true })
    const before = process.env.TMPDIR
    process.env.TMPDIR = folder
    try {
      await work()
    } finally {
      // Assigned undefined, an environment variable would become the text "undefined".
      if (before === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = before
    }
    return readdir(folder)
  }

  it('refuses a real import while another runs, linking to it, and keeps neither its file nor a job', async () => {
    const running = await runningElsewhere()
    const jobs = await jobCount()
    const left = await leftInTemp(async () => {
      const refused = await post(sheet('TS-ONE-A', 1))
      expect(refused.statusCode, refused.body).toBe(409)
      const [error] = refused.json().errors
      expect(error).toMatchObject({
        code: 'import_running',
        detail: expect.stringContaining('Já há uma importação em andamento'),
        links: { about: `${URL}/${running}` },
      })
      expect(RunningJobMeta.parse(error.meta)).toEqual({ running: { type: 'imports', id: running } })
    })
    expect(left).toEqual([])
    expect(await jobCount()).toBe(jobs)

    // A dry run writes nothing: it is never refused.
    const dry = await post(sheet('TS-ONE-A', 1), true)
    expect(dry.statusCode, dry.body).toBe(202)
    expect(await finished(dry.json().data.id)).toMatchObject({ status: 'done', dryRun: true, created: 1 })
  })

  it('never runs two real imports at once: of two sent together, the second waits for the first to end', async () => {
    const data = sheet('TS-ONE-B', 200)
    const answers = await Promise.all([post(data), post(data)])
    const accepted = answers
      .filter((answer) => answer.statusCode === 202)
      .map((answer) => answer.json().data.id)
    const refused = answers.filter((answer) => answer.statusCode === 409)
    expect(accepted.length + refused.length, answers.map((answer) => answer.body).join('\n')).toBe(2)
    expect(accepted.length).toBeGreaterThan(0)
    // A refusal names the import that holds the place. (Which request reaches the database first, and whether
    // the first import has ended by then, is the scheduler's choice: on a loaded machine the second request may
    // arrive after the first import finished, and is rightly accepted. The race itself, with nothing finishing
    // in between, is proven on the job table in test/db/background-job.test.ts.)
    for (const answer of refused) {
      expect(answer.json().errors[0]).toMatchObject({
        code: 'import_running',
        meta: { running: { id: accepted[0] } },
      })
    }
    const jobs = await Promise.all(accepted.map(finished))
    const [first, second] = jobs
    expect(first).toMatchObject({ status: 'done', refused: 0 })
    if (second) {
      // Both accepted: the second was queued only once the first had ended, and found nothing left to create.
      const ends = jobs.map((job) => Date.parse(job.finishedAt!)).sort()
      const starts = jobs.map((job) => Date.parse(job.createdAt)).sort()
      expect(starts[1]).toBeGreaterThanOrEqual(ends[0]!)
      expect(jobs.map((job) => job.created).sort()).toEqual([0, 200])
    } else expect(first).toMatchObject({ created: 200 })

    const again = await post(data)
    expect(again.statusCode, again.body).toBe(202)
    expect(await finished(again.json().data.id)).toMatchObject({ status: 'done', unchanged: 200 })
  })

  it('is not blocked by a real import whose process stopped beating', async () => {
    const stale = await runningElsewhere(10 * 60)
    const started = await post(sheet('TS-ONE-C', 1))
    expect(started.statusCode, started.body).toBe(202)
    const [left] = await ctx.database.db.select().from(importJobs).where(eq(importJobs.id, stale))
    expect(left).toMatchObject({ status: 'failed', failure: expect.stringContaining('reiniciado') })
    expect(await finished(started.json().data.id)).toMatchObject({ status: 'done', created: 1 })
  })

  it('answers in English to a staff member who works in English', async () => {
    await runningElsewhere()
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: admin.headers,
      payload: { data: { type: 'users', attributes: { locale: 'en' } } },
    })
    expect(patched.statusCode).toBe(200)
    const refused = await post(sheet('TS-ONE-D', 1))
    expect(refused.statusCode).toBe(409)
    expect(refused.json().errors[0].detail).toBe(
      'An import is already running. Wait for it to finish, then import again.',
    )
  })
})

import { eq, inArray } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { backgroundJobs, HEARTBEAT_MS, STALE_SECONDS, textForLocale } from '../../src/db/background-job'
import type { DatabaseHandle } from '../../src/db/client'
import { bulkActions, caRegistryImports, importJobs } from '../../src/db/schema/index'
import { openTestDatabase } from '../helper'
import { waitFor } from '../wait-for'

let database: DatabaseHandle

beforeAll(async () => {
  database = await openTestDatabase()
  await database.migrate()
})
afterAll(() => database?.close())
afterEach(() => {
  vi.useRealTimers()
})

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000)
const STALE_TEXTS = { 'pt-BR': 'parou', en: 'stopped' }

/** A bulk action row as a process left it: the table stands for any job on the database's clock. */
async function job(values: Partial<typeof bulkActions.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(bulkActions)
    .values({ locale: 'pt-BR', action: 'publish', productIds: [], total: 1, ...values })
    .returning()
  return row!.id
}

const read = async (id: string) =>
  (await database.db.select().from(bulkActions).where(eq(bulkActions.id, id)))[0]!

describe('background jobs', () => {
  it('fails the jobs whose heartbeat stopped when next read, and leaves the live ones', async () => {
    const jobs = backgroundJobs(database.db, bulkActions)
    const dead = await job({ status: 'running', heartbeatAt: ago(STALE_SECONDS + 30), locale: 'en' })
    const neverBeat = await job({ createdAt: ago(STALE_SECONDS + 30) })
    const live = await job({ status: 'running', heartbeatAt: ago(STALE_SECONDS - 30) })
    const queued = await job()
    const ids = [dead, neverBeat, live, queued]

    await jobs.failStale(
      { failure: textForLocale(bulkActions.locale, STALE_TEXTS) },
      inArray(bulkActions.id, ids),
    )

    expect(await read(dead)).toMatchObject({
      status: 'failed',
      failure: 'stopped',
      finishedAt: expect.any(Date),
    })
    expect(await read(neverBeat)).toMatchObject({ status: 'failed', failure: 'parou' })
    expect(await read(live)).toMatchObject({ status: 'running', failure: null, finishedAt: null })
    expect(await read(queued)).toMatchObject({ status: 'queued', failure: null, finishedAt: null })
  })

  it('runs a job queued → running → done, and then changes it no more', async () => {
    const jobs = backgroundJobs(database.db, bulkActions)
    const id = await job({ createdAt: ago(STALE_SECONDS + 30) })

    expect(await jobs.start(id)).toBe(true)
    expect(await jobs.start(id)).toBe(false)
    expect(await read(id)).toMatchObject({ status: 'running', startedAt: expect.any(Date) })
    // Started long after it was queued: its fresh heartbeat, not its creation, says it is alive.
    await jobs.failStale({ failure: 'stale' }, eq(bulkActions.id, id))
    expect(await jobs.beat(id, { processed: 1 })).toBe(true)
    expect(await jobs.finish(id, 'done')).toBe(true)

    const done = await read(id)
    expect(done).toMatchObject({ status: 'done', processed: 1, failure: null, finishedAt: expect.any(Date) })
    await database.db
      .update(bulkActions)
      .set({ heartbeatAt: ago(600) })
      .where(eq(bulkActions.id, id))
    await jobs.failStale({ failure: 'stale' }, eq(bulkActions.id, id))
    expect(await jobs.beat(id, { processed: 2 })).toBe(false)
    expect(await jobs.finish(id, 'failed', { failure: 'late' })).toBe(false)
    expect(await read(id)).toMatchObject({
      status: 'done',
      processed: 1,
      failure: null,
      finishedAt: done.finishedAt,
    })
  })

  it('keeps a job failed as stale failed, whatever its late process writes', async () => {
    const jobs = backgroundJobs(database.db, bulkActions)
    const id = await job({ status: 'running', heartbeatAt: ago(STALE_SECONDS + 30) })
    await jobs.failStale({ failure: 'stale' }, eq(bulkActions.id, id))

    expect(await jobs.beat(id, { processed: 5 })).toBe(false)
    expect(await jobs.finish(id, 'done')).toBe(false)
    expect(await read(id)).toMatchObject({ status: 'failed', failure: 'stale', processed: 0 })
  })

  it('judges staleness by the clock it is given', async () => {
    // The app's clock (tests move it) against creation times written by that clock: 10 minutes on, a job
    // that beat a minute ago by the wall clock has been silent for 11.
    const later = new Date(Date.now() + 10 * 60_000)
    const jobs = backgroundJobs(database.db, caRegistryImports, () => later)
    const [row] = await database.db
      .insert(caRegistryImports)
      .values({ fileName: 'x.zip', status: 'running', createdAt: ago(60), heartbeatAt: ago(60) })
      .returning()

    await backgroundJobs(database.db, caRegistryImports, () => new Date()).failStale({
      failureCode: 'importStale',
    })
    expect((await database.db.select().from(caRegistryImports)).map((job) => job.status)).toEqual(['running'])
    await jobs.failStale({ failureCode: 'importStale' })

    const [failed] = await database.db
      .select()
      .from(caRegistryImports)
      .where(eq(caRegistryImports.id, row!.id))
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'importStale', finishedAt: later })
  })

  it('lets exactly one of many inserts at the same instant start a job of its kind, and names it to the rest', async () => {
    const jobs = backgroundJobs(database.db, importJobs)
    const insert = (dryRun: boolean) => () =>
      database.db
        .insert(importJobs)
        .values({
          locale: 'pt-BR',
          dryRun,
          createOptions: false,
          fileName: 'f.csv',
          format: 'csv',
          header: [],
        })
        .returning()
    const real = () =>
      jobs.insertAlone(insert(false), 'import_jobs_one_real_active', eq(importJobs.dryRun, false))

    // Eight real imports and a dry run, all in flight together: nothing finishes in between, so the index
    // alone decides (one process; the two-process case is the same index on PostgreSQL).
    const [dry, ...answers] = await Promise.all([
      jobs.insertAlone(insert(true), 'import_jobs_one_real_active', eq(importJobs.dryRun, false)),
      ...Array.from({ length: 8 }, real),
    ])
    const started = answers.flatMap((answer) => ('job' in answer ? answer.job : []))
    expect(started).toHaveLength(1)
    const busy = answers.flatMap((answer) => ('busy' in answer ? [answer.busy] : []))
    expect(busy).toEqual(Array.from({ length: 7 }, () => started[0]!.id))
    expect('job' in dry && dry.job[0]!.dryRun).toBe(true)

    // Once it ends, the next one starts.
    expect(await jobs.finish(started[0]!.id, 'done')).toBe(true)
    const next = await real()
    expect('job' in next).toBe(true)
    if ('job' in next) await jobs.finish(next.job[0]!.id, 'done')
  })

  it('beats every HEARTBEAT_MS until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const jobs = backgroundJobs(database.db, bulkActions)
    const id = await job({ status: 'running', heartbeatAt: ago(600) })
    const beaten = async () => (await read(id)).heartbeatAt!.getTime() > ago(60).getTime()

    const stop = jobs.keepAlive(id)
    vi.advanceTimersByTime(HEARTBEAT_MS - 1)
    expect(await beaten()).toBe(false)
    vi.advanceTimersByTime(1)
    await waitFor(beaten)

    stop()
    await database.db
      .update(bulkActions)
      .set({ heartbeatAt: ago(600) })
      .where(eq(bulkActions.id, id))
    vi.advanceTimersByTime(HEARTBEAT_MS * 3)
    expect(await beaten()).toBe(false)
  })
})

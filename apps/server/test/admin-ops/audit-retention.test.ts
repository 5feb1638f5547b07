import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../src/app'
import { claimAuditPrune } from '../../src/admin-ops/audit-retention'
import type { DatabaseHandle } from '../../src/db/client'
import { auditLog } from '../../src/db/schema/index'
import { buildTestApp, openTestDatabase } from '../helper'

const NOW = new Date('2026-11-26T07:00:00Z')
const DAY_MS = 24 * 60 * 60_000

let database: DatabaseHandle
let app: App

beforeAll(async () => {
  database = await openTestDatabase()
  app = await buildTestApp(database, { AUDIT_RETENTION_DAYS: '30' }, { now: () => NOW })
})

afterAll(async () => {
  await app.close()
  await database.close()
})

beforeEach(async () => {
  await app.db.delete(auditLog)
})

/** One entry per age (days before NOW), named by its age. */
async function entriesAged(ages: number[]) {
  await app.db.insert(auditLog).values(
    ages.map((age) => ({
      at: new Date(NOW.getTime() - age * DAY_MS),
      actorName: 'Equipe Escudo',
      entityType: 'products',
      entityId: `aged-${age}`,
      tableName: 'products',
      action: 'update' as const,
    })),
  )
}

const remaining = async () =>
  (await app.db.select({ entityId: auditLog.entityId }).from(auditLog).orderBy(asc(auditLog.at))).map(
    (entry) => entry.entityId,
  )

const OLD = Array.from({ length: 12 }, (_, index) => 31 + index * 40)

describe('audit log retention', () => {
  it('deletes the entries older than AUDIT_RETENTION_DAYS, in batches, and keeps the recent ones', async () => {
    await entriesAged([...OLD, 29.9, 1, 0])
    expect(await app.auditRetention.pruneNow({ batchRows: 5 })).toEqual({ outcome: 'pruned', deleted: 12 })
    expect(await remaining()).toEqual(['aged-29.9', 'aged-1', 'aged-0'])
    expect(await app.auditRetention.pruneNow()).toEqual({ outcome: 'pruned', deleted: 0 })
  })

  it('keeps every entry when AUDIT_RETENTION_DAYS is 0', async () => {
    const forever = await buildTestApp(database, { AUDIT_RETENTION_DAYS: '0' }, { now: () => NOW })
    try {
      await entriesAged([3000, 800, 0])
      expect(await forever.auditRetention.pruneNow()).toBeUndefined()
      expect(await remaining()).toHaveLength(3)
    } finally {
      await forever.close()
    }
  })

  it('prunes in one process at a time: another claimer leaves it', async () => {
    await entriesAged(OLD)
    const release = await claimAuditPrune(database)
    expect(release).toBeDefined()
    try {
      expect(await app.auditRetention.pruneNow()).toEqual({ outcome: 'busy' })
      expect(await remaining()).toHaveLength(OLD.length)
    } finally {
      await release!()
    }
    // Two at once: one prunes, the other (if it came while the first held the claim) leaves it.
    const outcomes = await Promise.all([app.auditRetention.pruneNow(), app.auditRetention.pruneNow()])
    const deleted = outcomes.map((each) => (each?.outcome === 'pruned' ? each.deleted : 0))
    expect(deleted.reduce((sum, each) => sum + each, 0)).toBe(OLD.length)
    expect(await remaining()).toEqual([])
  })
})

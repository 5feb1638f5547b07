import type { AuditEntryResource, AuditQuery, AuditEntityType } from '@escudo/contracts'
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/client'
import { auditLog, type AuditEntry } from '../db/schema/index'
import { nextDay, startOfDay } from '../lib/zoned-day'

const BRAZIL_ZONE = 'America/Sao_Paulo'

export type AuditFilters = Pick<
  AuditQuery,
  'filter[actor]' | 'filter[entityType]' | 'filter[entityId]' | 'filter[from]' | 'filter[to]' | 'filter[zone]'
>

export function auditEntryResource(entry: AuditEntry): AuditEntryResource {
  return {
    type: 'audit-entries',
    id: String(entry.id),
    attributes: {
      at: entry.at.toISOString(),
      actorId: entry.actorId,
      actorName: entry.actorName,
      apiKeyId: entry.apiKeyId,
      entityType: entry.entityType as AuditEntityType,
      entityId: entry.entityId,
      table: entry.tableName,
      action: entry.action,
      before: entry.before ?? null,
      after: entry.after ?? null,
    },
  }
}

/**
 * The audit log, newest first (decision 031). `from` and `to` (included) are calendar days in `filter[zone]`, the
 * reader's time zone, or Brazil's when absent.
 */
export function auditLogReader(db: Database) {
  const where = (filters: AuditFilters): SQL | undefined => {
    const zone = filters['filter[zone]'] ?? BRAZIL_ZONE
    return and(
      filters['filter[actor]'] ? eq(auditLog.actorId, filters['filter[actor]']) : undefined,
      filters['filter[entityType]'] ? eq(auditLog.entityType, filters['filter[entityType]']) : undefined,
      filters['filter[entityId]'] ? eq(auditLog.entityId, filters['filter[entityId]']) : undefined,
      filters['filter[from]'] ? gte(auditLog.at, startOfDay(filters['filter[from]'], zone)) : undefined,
      filters['filter[to]'] ? lt(auditLog.at, startOfDay(nextDay(filters['filter[to]']), zone)) : undefined,
    )
  }
  return {
    async list(filters: AuditFilters, offset: number, limit: number) {
      const condition = where(filters)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(condition)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(auditLog).where(condition),
      ])
      return { data: rows.map(auditEntryResource), total: total?.n ?? 0 }
    },
  }
}

export type AuditLogReader = ReturnType<typeof auditLogReader>

declare module 'fastify' {
  interface FastifyInstance {
    auditLog: AuditLogReader
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('auditLog', auditLogReader(app.db))
  },
  { name: 'audit-log', dependencies: ['db'] },
)

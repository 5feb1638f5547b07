import type { EstimateStatus } from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/client'
import { notFound } from '../lib/errors'
import { pageLinks, pageOffset } from '../lib/pagination'
import { estimateMessages } from './estimate-messages'
import type { EstimatesRepository } from './estimates-repository'
import { estimateResource, lineChecks } from './resources'
import { estimateInbox, type InboxQuery } from './staff-inbox'

declare module 'fastify' {
  interface FastifyInstance {
    estimateDocuments: EstimateDocuments
  }
}

type ListRequest = {
  number: number
  size: number
  filter: { userId?: string; statuses?: EstimateStatus[] | undefined; q?: string | undefined }
  params: Record<string, string | undefined>
}

/** Estimates as JSON:API documents: one, a customer's list, and the staff inbox. */
export function estimateDocuments(db: Database, estimates: EstimatesRepository, now: () => Date) {
  return {
    /**
     * One estimate with lines, thread and history; with `userId`, only that customer's (else 404). Without it
     * (the staff), each line also carries its product's CA state today. In `tx`, it is the document as that
     * transaction sees it (a webhook's payload, written with the change).
     */
    async get(id: string, userId?: string, tx: Database = db) {
      const row = await estimates.find(id, userId, tx)
      if (!row) throw notFound(estimateMessages.missing(id))
      const lines = await estimates.lines([id], tx)
      const thread = await estimates.thread(id, tx)
      const checks = userId === undefined ? await lineChecks(tx, lines, now()) : undefined
      return { data: estimateResource(row, lines, thread, checks) }
    },

    /**
     * The staff's documents of estimates `ids` (as `get` without `userId`), in `tx`, with five reads for any
     * number of them (webhook payloads, rendered in batches); a missing one is left out.
     */
    async getMany(ids: string[], tx: Database = db) {
      const rows = ids.length ? await estimates.findMany(ids, tx) : []
      if (rows.length === 0) return new Map<string, unknown>()
      const found = rows.map((row) => row.estimate.id)
      const lines = await estimates.lines(found, tx)
      const threads = await estimates.threads(found, tx)
      const checks = await lineChecks(tx, lines, now())
      return new Map<string, unknown>(
        rows.map((row, index) => [
          row.estimate.id,
          { data: estimateResource(row, lines, threads[index], checks) },
        ]),
      )
    },

    async list(basePath: string, request: ListRequest) {
      const { rows, total, openCount } = await estimates.list(
        request.filter,
        pageOffset(request),
        request.size,
      )
      const lines = await estimates.lines(rows.map((row) => row.estimate.id))
      return {
        data: rows.map((row) => estimateResource(row, lines)),
        meta: { total, openCount },
        links: pageLinks(basePath, request, total),
      }
    },

    inbox: (query: InboxQuery) => estimateInbox(db, estimates, query, now),
  }
}

export type EstimateDocuments = ReturnType<typeof estimateDocuments>

async function plugin(app: FastifyInstance) {
  app.decorate('estimateDocuments', estimateDocuments(app.db, app.estimatesRepository, app.now))
}

export default fp(plugin, {
  name: 'estimate-documents',
  dependencies: ['db', 'clock', 'estimates-repository'],
})

import type { EstimateStatus } from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database } from '../db/client'
import { notFound } from '../lib/errors'
import { pageLinks, pageOffset } from '../lib/pagination'
import type { EstimatesRepository } from './repository'
import { estimateResource } from './resource'
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
export function estimateDocuments(db: Database, estimates: EstimatesRepository) {
  return {
    /** One estimate with lines, thread and history; with `userId`, only that customer's (else 404). */
    async get(id: string, userId?: string) {
      const row = await estimates.find(id, userId)
      if (!row) throw notFound(`Orçamento ${id} não encontrado.`)
      const lines = await estimates.lines([id])
      const thread = await estimates.thread(id)
      return { data: estimateResource(row, lines, thread) }
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

    inbox: (query: InboxQuery) => estimateInbox(db, estimates, query),
  }
}

export type EstimateDocuments = ReturnType<typeof estimateDocuments>

async function plugin(app: FastifyInstance) {
  app.decorate('estimateDocuments', estimateDocuments(app.db, app.estimatesRepository))
}

export default fp(plugin, { name: 'estimate-documents', dependencies: ['db', 'estimates-repository'] })

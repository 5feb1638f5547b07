import type { EstimateStatus } from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../lib/errors'
import { pageLinks, pageOffset } from '../lib/pagination'
import { estimateResource } from './resource'

/** One estimate with lines, thread and history; with `userId`, only that customer's (else 404). */
export async function estimateDocument(app: FastifyInstance, id: string, userId?: string) {
  const row = await app.estimatesRepository.find(id, userId)
  if (!row) throw notFound(`Orçamento ${id} não encontrado.`)
  const lines = await app.estimatesRepository.lines([id])
  const thread = await app.estimatesRepository.thread(id)
  return { data: estimateResource(row, lines, thread) }
}

type ListRequest = {
  number: number
  size: number
  filter: { userId?: string; statuses?: EstimateStatus[] | undefined; q?: string | undefined }
  params: Record<string, string | undefined>
}

export async function estimateList(app: FastifyInstance, basePath: string, request: ListRequest) {
  const { rows, total, openCount } = await app.estimatesRepository.list(
    request.filter,
    pageOffset(request),
    request.size,
  )
  const lines = await app.estimatesRepository.lines(rows.map((row) => row.estimate.id))
  return {
    data: rows.map((row) => estimateResource(row, lines)),
    meta: { total, openCount },
    links: pageLinks(basePath, request, total),
  }
}

import type { EstimateAttributes, EstimateStatus } from '@escudo/contracts'
import type { CaCheck } from '../ca-registry/product-check'
import { checkCas } from '../ca-registry/registry-checks'
import type { Database } from '../db/client'
import type { EstimateRow, EstimatesRepository } from './estimates-repository'
import { quoteTerms } from './quote-terms'

type Lines = Awaited<ReturnType<EstimatesRepository['lines']>>
type Thread = Awaited<ReturnType<EstimatesRepository['thread']>>
/** The CA check of each line's product today, by line id (staff only). */
export type LineChecks = Map<string, CaCheck>

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function estimateResource(
  { estimate, customer }: EstimateRow,
  lines: Lines,
  thread?: Thread,
  checks?: LineChecks,
) {
  const own = lines.filter((row) => row.line.estimateId === estimate.id)
  const priced = own.every((row) => row.line.unitPriceCents !== null)
  const attributes: EstimateAttributes = {
    number: estimate.number,
    status: estimate.status,
    message: estimate.message,
    lines: own.map(({ line, product }) => ({
      id: line.id,
      productId: line.productId,
      product: { name: product.name, slug: product.slug, reference: product.reference },
      quantity: line.quantity,
      size: line.size,
      note: line.note,
      unitPriceCents: line.unitPriceCents,
      totalCents: line.unitPriceCents === null ? null : line.unitPriceCents * line.quantity,
      caNumber: line.caNumber,
      caValidUntil: line.caValidUntil,
      ...lineCa(checks?.get(line.id)),
    })),
    totalCents:
      priced && own.length > 0
        ? own.reduce((sum, { line }) => sum + (line.unitPriceCents ?? 0) * line.quantity, 0)
        : null,
    ...quoteTerms(estimate),
    answeredAt: iso(estimate.answeredAt),
    version: estimate.version,
    createdAt: estimate.createdAt.toISOString(),
    updatedAt: estimate.updatedAt.toISOString(),
    customer: {
      name: customer.name,
      email: customer.email,
      company: customer.company,
      cnpj: customer.cnpj,
      phone: customer.phone,
    },
    ...(thread
      ? {
          messages: thread.messages.map(({ message, authorName }) => ({
            id: message.id,
            authorRole: message.authorRole,
            authorName: authorName ?? (message.authorRole === 'staff' ? 'Equipe Escudo' : 'Cliente'),
            body: message.body,
            createdAt: message.createdAt.toISOString(),
          })),
          history: thread.events.map(({ event, actorName }) => ({
            actorRole: event.actorRole,
            actorName: actorName ?? (event.actorRole === 'staff' ? 'Equipe Escudo' : 'Cliente'),
            from: event.fromStatus as EstimateStatus | null,
            to: event.toStatus,
            at: event.createdAt.toISOString(),
          })),
        }
      : {}),
  }
  return { type: 'estimates' as const, id: estimate.id, attributes }
}

const lineCa = (check: CaCheck | undefined) =>
  check ? { caState: check.caState, caRegistryStatus: check.caRegistry?.status ?? null } : {}

/** Each line's product CA checked today (the back office shows it per line). */
export async function lineChecks(db: Database, lines: Lines, now: Date): Promise<LineChecks> {
  const checks = await checkCas(
    db,
    lines.map(({ product }) => product),
    now,
  )
  return new Map(lines.map(({ line }, i) => [line.id, checks[i]!]))
}

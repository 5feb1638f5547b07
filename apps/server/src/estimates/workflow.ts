import {
  CUSTOMER_ERROR_CODES,
  type AdminUpdateEstimateRequest,
  type EstimateStatus,
  type UpdateEstimateRequest,
} from '@escudo/contracts'
import type { FastifyInstance } from 'fastify'
import type { Estimate, User } from '../db/schema/index'
import { codedProblem, notFound, validationFailed } from '../lib/errors'
import { confirmToCustomer, notifyBrand, notifyCustomer } from './notify'
import { afterCustomerMessage, assertEditable, assertThreadOpen, assertTransition } from './state-machine'
import { validateLines } from './validate-lines'

type CustomerChange = UpdateEstimateRequest['data']['attributes']
type StaffChange = AdminUpdateEstimateRequest['data']['attributes']
type LineRequest = Parameters<typeof validateLines>[1]

const stale = () =>
  codedProblem(
    409,
    CUSTOMER_ERROR_CODES.staleVersion,
    'O orçamento mudou enquanto você o editava. Recarregue e tente de novo.',
    { pointer: '/data/attributes/version' },
  )
const missing = (id: string) => notFound(`Orçamento ${id} não encontrado.`)

/** Customer submits: status em_aberto, history starts, the brand gets an email. */
export async function createEstimate(app: FastifyInstance, user: User, message: string, lines: LineRequest) {
  const valid = await validateLines(app, lines)
  const id = await app.db.transaction(async (tx) => {
    const estimate = await app.estimatesRepository.create(user.id, message, valid, tx)
    const row = await app.estimatesRepository.find(estimate.id, undefined, tx)
    if (row) {
      await notifyBrand(app, tx, row, estimate, 'created', message)
      await confirmToCustomer(app, tx, row, estimate)
    }
    return estimate.id
  })
  app.mailer.kick()
  return id
}

/** Customer cancels or accepts, or edits lines/message while open or pending. */
export async function customerUpdate(app: FastifyInstance, user: User, id: string, change: CustomerChange) {
  const row = await app.estimatesRepository.find(id, user.id)
  if (!row) throw missing(id)
  const { estimate } = row
  if (change.status !== undefined) {
    const to = change.status
    assertTransition('customer', estimate.status, to)
    await move(app, id, async (tx) => {
      const moved = await app.estimatesRepository.update(estimate, { status: to }, tx)
      if (!moved) throw stale()
      await app.estimatesRepository.recordEvent(
        id,
        { id: user.id, role: 'customer' },
        estimate.status,
        to,
        tx,
      )
      await notifyBrand(app, tx, row, moved, to === 'aprovado' ? 'aprovado' : 'cancelado', null)
    })
    return
  }
  assertEditable(estimate.status)
  const lines = change.lines && (await validateLines(app, change.lines))
  await move(app, id, async (tx) => {
    const changed = await app.estimatesRepository.update(
      estimate,
      change.message === undefined ? {} : { message: change.message },
      tx,
    )
    if (!changed) throw stale()
    if (lines) await app.estimatesRepository.replaceLines(id, lines, tx)
    await notifyBrand(app, tx, row, changed, 'edited', change.message ?? null)
  })
}

/** Staff ask for information, answer with prices, or decline (product.md section 4). */
export async function staffUpdate(app: FastifyInstance, staff: User, id: string, change: StaffChange) {
  const row = await app.estimatesRepository.find(id)
  if (!row) throw missing(id)
  const { estimate } = row
  if (change.version !== undefined && change.version !== estimate.version) throw stale()
  assertTransition('staff', estimate.status, change.status)
  const answer = change.status === 'respondido' ? await checkAnswer(app, estimate, change) : undefined
  await move(app, id, async (tx) => {
    const moved = await app.estimatesRepository.update(
      estimate,
      {
        status: change.status,
        ...(answer
          ? {
              leadTime: change.leadTime ?? null,
              validUntil: change.validUntil ?? null,
              answeredAt: app.now(),
            }
          : {}),
      },
      tx,
      change.version,
    )
    if (!moved) throw stale()
    const actor = { id: staff.id, role: 'staff' as const }
    await app.estimatesRepository.recordEvent(id, actor, estimate.status, change.status, tx)
    if (change.message) await app.estimatesRepository.addMessage(id, actor, change.message, tx)
    if (answer) await app.estimatesRepository.priceLines(id, answer.prices, tx)
    const event = change.status as 'informacao_pendente' | 'respondido' | 'recusado'
    await notifyCustomer(app, tx, row, moved, event, change.message ?? null, answer?.totalCents ?? null)
  })
}

/** A price for every line of the estimate, and a validity date from today on. */
async function checkAnswer(app: FastifyInstance, estimate: Estimate, change: StaffChange) {
  const lines = await app.estimatesRepository.lines([estimate.id])
  const prices = new Map((change.lines ?? []).map((line) => [line.id, line.unitPriceCents]))
  const problems: { pointer: string; detail: string }[] = []
  const unknown = [...prices.keys()].filter((lineId) => !lines.some(({ line }) => line.id === lineId))
  if (unknown.length || lines.some(({ line }) => !prices.has(line.id)))
    problems.push({
      pointer: '/data/attributes/lines',
      detail: 'Informe um preço para cada item do orçamento, e só para eles.',
    })
  const today = app.now().toISOString().slice(0, 10)
  if (change.validUntil && change.validUntil < today)
    problems.push({
      pointer: '/data/attributes/validUntil',
      detail: 'A validade não pode ser anterior a hoje.',
    })
  if (problems.length) throw validationFailed(problems)
  const totalCents = lines.reduce((sum, { line }) => sum + (prices.get(line.id) ?? 0) * line.quantity, 0)
  return { prices, totalCents }
}

/** A message on the thread; a customer's answer to a pending question sends the estimate back to the brand. */
export async function postMessage(
  app: FastifyInstance,
  author: User,
  role: 'customer' | 'staff',
  id: string,
  body: string,
) {
  const row = await app.estimatesRepository.find(id, role === 'customer' ? author.id : undefined)
  if (!row) throw missing(id)
  const { estimate } = row
  assertThreadOpen(estimate.status)
  const actor = { id: author.id, role }
  await move(app, id, async (tx) => {
    await app.estimatesRepository.addMessage(id, actor, body, tx)
    const next: EstimateStatus | undefined =
      role === 'customer' ? afterCustomerMessage(estimate.status) : undefined
    const changed = await app.estimatesRepository.update(estimate, next ? { status: next } : {}, tx)
    if (!changed) throw stale()
    if (next) await app.estimatesRepository.recordEvent(id, actor, estimate.status, next, tx)
    if (role === 'customer') await notifyBrand(app, tx, row, changed, 'message', body)
    else await notifyCustomer(app, tx, row, changed, 'message', body)
  })
}

async function move(
  app: FastifyInstance,
  _id: string,
  work: Parameters<FastifyInstance['db']['transaction']>[0],
) {
  await app.db.transaction(work)
  app.mailer.kick()
}

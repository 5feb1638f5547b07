import { ESTIMATE_STATUSES, type EstimateStatus } from '@escudo/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { estimates } from '../../src/db/schema/index'
import { ANSWER_TERMS, customer, someProducts, staff, useCustomerApp, type Session } from './helpers'

const ctx = useCustomerApp()

/** product.md section 4, written out here so that a change in the code cannot change the test. */
const ALLOWED: Record<'customer' | 'staff', string[]> = {
  customer: ['em_aberto>cancelado', 'informacao_pendente>cancelado', 'respondido>aprovado'],
  staff: [
    'em_aberto>informacao_pendente',
    'em_aberto>respondido',
    'em_aberto>recusado',
    'informacao_pendente>respondido',
    'informacao_pendente>recusado',
  ],
}

let ana: Session
let admin: Session

beforeAll(async () => {
  ana = await customer(ctx.app)
  admin = await staff(ctx.app)
})

/** An estimate of Ana's, put straight into `status`. */
async function estimateIn(status: EstimateStatus) {
  const { sized } = await someProducts(ctx.app)
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/estimates',
    headers: ana.headers,
    payload: {
      data: {
        type: 'estimates',
        attributes: { message: 'Teste', lines: [{ productId: sized.id, quantity: 2 }] },
      },
    },
  })
  const data = response.json().data as { id: string; attributes: { lines: { id: string }[] } }
  await ctx.app.db.update(estimates).set({ status }).where(eq(estimates.id, data.id))
  return data
}

const cases = ESTIMATE_STATUSES.flatMap((from) =>
  ESTIMATE_STATUSES.flatMap((to) => (['customer', 'staff'] as const).map((actor) => ({ from, to, actor }))),
)

describe('the estimate state machine', () => {
  it.each(cases)('$actor: $from → $to', async ({ from, to, actor }) => {
    const estimate = await estimateIn(from)
    const attributes =
      actor === 'customer'
        ? { status: to }
        : {
            status: to,
            message: 'Motivo ou pergunta',
            lines: estimate.attributes.lines.map((line) => ({ id: line.id, unitPriceCents: 990 })),
            leadTime: '10 dias',
            validUntil: '2026-12-31',
            ...ANSWER_TERMS,
          }
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/${actor === 'staff' ? 'admin/' : ''}estimates/${estimate.id}`,
      headers: actor === 'staff' ? admin.headers : ana.headers,
      payload: { data: { type: 'estimates', id: estimate.id, attributes } },
    })
    if (ALLOWED[actor].includes(`${from}>${to}`)) {
      expect(response.statusCode, response.body).toBe(200)
      const history = response.json().data.attributes.history as {
        from: string
        to: string
        actorRole: string
      }[]
      expect(history.at(-1)).toMatchObject({ from, to, actorRole: actor })
    } else {
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json().errors[0]).toMatchObject({ code: 'invalid_transition' })
      expect(response.json().errors[0].detail).toContain(`"${from}"`)
      const [row] = await ctx.app.db.select().from(estimates).where(eq(estimates.id, estimate.id))
      expect(row?.status).toBe(from)
    }
  })

  it.each(ESTIMATE_STATUSES)('a customer message on %s', async (from) => {
    const estimate = await estimateIn(from)
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/estimates/${estimate.id}/messages`,
      headers: ana.headers,
      payload: { data: { type: 'messages', attributes: { body: 'Resposta' } } },
    })
    if (from === 'cancelado' || from === 'recusado') {
      expect(response.statusCode).toBe(409)
      expect(response.json().errors[0].detail).toContain(`"${from}"`)
    } else {
      expect(response.statusCode, response.body).toBe(201)
      expect(response.json().data.attributes.status).toBe(from === 'informacao_pendente' ? 'em_aberto' : from)
    }
  })

  it.each(ESTIMATE_STATUSES)('customer edits of lines and message on %s', async (from) => {
    const estimate = await estimateIn(from)
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/estimates/${estimate.id}`,
      headers: ana.headers,
      payload: { data: { type: 'estimates', attributes: { message: 'Mensagem nova' } } },
    })
    const editable = from === 'em_aberto' || from === 'informacao_pendente'
    expect(response.statusCode, response.body).toBe(editable ? 200 : 409)
    if (!editable) expect(response.json().errors[0].detail).toContain(`"${from}"`)
  })
})

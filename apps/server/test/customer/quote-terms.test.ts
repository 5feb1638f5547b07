import { EstimateDocument } from '@escudo/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { estimateLines, estimates } from '../../src/db/schema/index'
import { submitEstimate } from '../admin-ops/helpers'
import { startSmtpReceiver, type SmtpReceiver } from '../smtp-receiver'
import { ANSWER_TERMS, customer, staff, useCustomerApp, type Session } from './helpers'
import { pdfText } from './pdf-text'

let smtp: SmtpReceiver
beforeAll(async () => {
  smtp = await startSmtpReceiver()
})
afterAll(async () => smtp?.close())
const ctx = useCustomerApp(() => ({ SMTP_URL: smtp.url }))

const answer = (session: Session, id: string, attributes: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/estimates/${id}`,
    headers: session.headers,
    payload: { data: { type: 'estimates', id, attributes } },
  })
const pointers = (response: { json: () => { errors: { source?: { pointer?: string } }[] } }) =>
  response.json().errors.map((error) => error.source?.pointer)

/** A full answer to `estimate`: prices, lead time, validity and the required terms. */
const fullAnswer = (estimate: { lineIds: string[] }) => ({
  status: 'respondido',
  lines: estimate.lineIds.map((id) => ({ id, unitPriceCents: 1990 })),
  leadTime: '10 dias úteis após o pedido',
  validUntil: '2026-12-15',
  ...ANSWER_TERMS,
})

describe('the commercial terms of an answer', () => {
  it('refuses an answer without freight, taxes or payment terms, one pointer per missing field', async () => {
    const admin = await staff(ctx.app)
    const estimate = await submitEstimate(ctx.app, await customer(ctx.app, 'Bia Lima'))
    const { freightTerms, ipiIncluded, icmsIncluded, paymentTerms, ...bare } = fullAnswer(estimate)
    expect([freightTerms, ipiIncluded, icmsIncluded, paymentTerms]).toHaveLength(4)
    const response = await answer(admin, estimate.id, bare)
    expect(response.statusCode).toBe(422)
    expect(pointers(response)).toEqual(
      expect.arrayContaining([
        '/data/attributes/freightTerms',
        '/data/attributes/ipiIncluded',
        '/data/attributes/icmsIncluded',
        '/data/attributes/paymentTerms',
      ]),
    )
    const other = await answer(admin, estimate.id, { ...fullAnswer(estimate), paymentTerms: 'outro' })
    expect(pointers(other)).toEqual(['/data/attributes/paymentTermsText'])
    expect(other.json().errors[0].detail).toBe('Descreva a condição de pagamento.')
    // Asking for information needs none of them.
    const asked = await answer(admin, estimate.id, { status: 'informacao_pendente', message: 'Qual CNPJ?' })
    expect(asked.statusCode, asked.body).toBe(200)
  })

  it.each([
    ['freightTerms', 'EXW', 'O frete é CIF (por conta do fornecedor) ou FOB (por conta do comprador).'],
    ['freightCents', -1, 'O valor do frete não pode ser negativo.'],
    ['freightCents', 12.5, 'O valor do frete é em centavos: um número inteiro.'],
    ['minimumOrderCents', -100, 'O pedido mínimo não pode ser negativo.'],
    ['minimumOrderCents', '1000', 'Informe o pedido mínimo em centavos: um número inteiro.'],
    ['ipiIncluded', 'sim', 'Diga se o IPI está incluso nos preços: true ou false.'],
    ['icmsIncluded', null, 'Diga se o ICMS está incluso nos preços: true ou false.'],
    ['paymentTerms', '45_dias', 'Condição de pagamento desconhecida'],
    ['paymentTermsText', 'x'.repeat(121), 'A condição de pagamento pode ter no máximo 120 caracteres.'],
  ])('answers 422 naming %s when it is %j', async (field, value, message) => {
    const admin = await staff(ctx.app)
    const estimate = await submitEstimate(ctx.app, await customer(ctx.app, 'Caio Reis'))
    const attributes = { ...fullAnswer(estimate), paymentTerms: 'outro', paymentTermsText: '50% no pedido' }
    const response = await answer(admin, estimate.id, { ...attributes, [field]: value })
    expect(response.statusCode, response.body).toBe(422)
    expect(pointers(response)).toEqual([`/data/attributes/${field}`])
    expect(response.json().errors[0].detail).toContain(message)
  })

  it('stores the terms with the answer, shows them in the resource, the PDF and the e-mail, greeting once', async () => {
    const admin = await staff(ctx.app)
    const ana = await customer(ctx.app, 'Ana Prado')
    const estimate = await submitEstimate(ctx.app, ana)
    const response = await answer(admin, estimate.id, {
      ...fullAnswer(estimate),
      freightTerms: 'FOB',
      freightCents: 12000,
      icmsIncluded: false,
      paymentTerms: '28_56_dias',
      minimumOrderCents: 100000,
      message: 'Olá, Ana! Segue a nossa proposta. Qualquer dúvida, estou à disposição.',
    })
    expect(response.statusCode, response.body).toBe(200)
    const terms = {
      freightTerms: 'FOB',
      freightCents: 12000,
      ipiIncluded: true,
      icmsIncluded: false,
      paymentTerms: '28_56_dias',
      paymentTermsText: null,
      minimumOrderCents: 100000,
      leadTime: '10 dias úteis após o pedido',
      validUntil: '2026-12-15',
    }
    expect(EstimateDocument.parse(response.json()).data.attributes).toMatchObject(terms)
    const seen = await ctx.app.inject({ url: `/api/v1/estimates/${estimate.id}`, headers: ana.headers })
    expect(seen.json().data.attributes).toMatchObject(terms)

    const said = [
      'Frete: FOB — frete estimado R$ 120,00 por conta do comprador',
      'IPI incluso',
      'ICMS não incluso',
      'Pagamento: 28/56 dias',
      'Pedido mínimo: R$ 1.000,00',
      'Prazo de entrega: 10 dias úteis após o pedido',
      'Validade: 15/12/2026',
    ]
    const pdf = await ctx.app.inject({ url: `/api/v1/estimates/${estimate.id}/pdf`, headers: ana.headers })
    const text = pdfText(pdf.rawPayload)
    expect(text).toContain('Condições comerciais')
    for (const term of said) expect(text).toContain(term)

    // The e-mail as the SMTP server received it (after the file's other mails): the staff's greeting only.
    const mail = await smtp.waitFor(ana.email, /Respondemos o seu orçamento/, 30_000)
    const [plain, html] = mail.text.split(/Content-Type: text\/html/)
    for (const part of [plain!, html!]) {
      for (const term of said) expect(part).toContain(term)
      expect(part.match(/Olá/g)).toHaveLength(1)
    }
  })

  it('shows an estimate answered before the terms existed with what it has, never "undefined"', async () => {
    const bruno = await customer(ctx.app, 'Bruno Melo', 'en')
    const estimate = await submitEstimate(ctx.app, bruno)
    // Answered before this change: prices, lead time and validity only.
    await ctx.app.db
      .update(estimates)
      .set({
        status: 'respondido',
        leadTime: '5 dias',
        validUntil: '2026-12-20',
        answeredAt: ctx.clock.now(),
      })
      .where(eq(estimates.id, estimate.id))
    await ctx.app.db
      .update(estimateLines)
      .set({ unitPriceCents: 990 })
      .where(eq(estimateLines.estimateId, estimate.id))
    const old = await ctx.app.inject({ url: `/api/v1/estimates/${estimate.id}`, headers: bruno.headers })
    expect(old.statusCode).toBe(200)
    expect(old.json().data.attributes).toMatchObject({
      freightTerms: null,
      ipiIncluded: null,
      paymentTerms: null,
      leadTime: '5 dias',
    })
    const pdf = pdfText(
      (await ctx.app.inject({ url: `/api/v1/estimates/${estimate.id}/pdf`, headers: bruno.headers }))
        .rawPayload,
    )
    expect(pdf).toContain('Prazo de entrega: 5 dias')
    expect(pdf).not.toMatch(/undefined|null|Frete|IPI|Pagamento/)
  })
})

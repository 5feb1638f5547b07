import { z } from 'zod'
import { PlainText, ResourceId, writeDocument } from './customer-common'
import { ESTIMATE_LINES_MAX } from './constants'
import { EstimateMessageText, EstimateStatus } from './estimates'
import { QuoteTermsInput, requireQuoteTerms } from './quote-terms'
import { says } from './says'

/* Staff's answer to an estimate (the back office's PATCH of an estimate): prices, terms, lead time, validity. */

const IsoDate = z.iso.date({
  error: says('Use uma data no formato AAAA-MM-DD.', 'Use a date in the YYYY-MM-DD format.'),
})

/**
 * Staff move an estimate; answering needs a price per line, the commercial terms (freight, taxes, payment),
 * a lead time and a validity date.
 */
export const AdminUpdateEstimateRequest = writeDocument(
  'estimates',
  QuoteTermsInput.extend({
    status: EstimateStatus,
    message: EstimateMessageText.optional(),
    lines: z
      .array(
        z.object(
          {
            id: ResourceId,
            unitPriceCents: z
              .number({
                error: says('Informe o preço unitário em centavos.', 'Enter the unit price in cents.'),
              })
              .int({
                error: says(
                  'O preço é em centavos: um número inteiro.',
                  'The price is in cents: a whole number.',
                ),
              })
              .min(0, { error: says('O preço não pode ser negativo.', 'The price cannot be negative.') })
              .max(100_000_000, { error: says('Preço alto demais.', 'The price is too high.') }),
          },
          {
            error: says(
              'Cada item é um objeto com id e unitPriceCents.',
              'Each item is an object with id and unitPriceCents.',
            ),
          },
        ),
        {
          error: says(
            'Informe o preço de cada item: uma lista de { id, unitPriceCents }.',
            'Enter the price of each item: a list of { id, unitPriceCents }.',
          ),
        },
      )
      .max(ESTIMATE_LINES_MAX, {
        error: says(
          `O orçamento tem no máximo ${ESTIMATE_LINES_MAX} itens.`,
          `The quote has at most ${ESTIMATE_LINES_MAX} items.`,
        ),
      })
      .optional(),
    leadTime: PlainText(['o prazo de entrega', 'the lead time'], 200).optional(),
    validUntil: IsoDate.optional(),
    version: z
      .number({
        error: says('Envie a versão do orçamento que você leu.', 'Send the version of the quote you read.'),
      })
      .int({
        error: says('Envie a versão do orçamento que você leu.', 'Send the version of the quote you read.'),
      })
      .min(1, {
        error: says('Envie a versão do orçamento que você leu.', 'Send the version of the quote you read.'),
      })
      .optional()
      .describe('The version read; 409 when it changed'),
  }).superRefine((a, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (a.status === 'informacao_pendente' && !a.message)
      need('message', says('Escreva a pergunta para o cliente.', 'Write the question for the customer.'))
    if (a.status === 'recusado' && !a.message)
      need('message', says('Escreva o motivo da recusa.', 'Write the reason for declining.'))
    if (a.status === 'respondido') {
      if (!a.lines?.length)
        need('lines', says('Informe o preço unitário de cada item.', 'Enter the unit price of each item.'))
      requireQuoteTerms(a, need)
      if (!a.leadTime) need('leadTime', says('Informe o prazo de entrega.', 'Enter the lead time.'))
      if (!a.validUntil)
        need(
          'validUntil',
          says('Informe a validade do orçamento.', 'Enter the date the quote is valid until.'),
        )
    }
  }),
)
export type AdminUpdateEstimateRequest = z.input<typeof AdminUpdateEstimateRequest>

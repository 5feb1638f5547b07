import { z } from 'zod'
import { PlainText } from './customer-common'
import { says } from './says'

/**
 * The commercial terms of a quote answer, as a Brazilian B2B proposal carries them (decision 040): who pays
 * the freight, whether IPI and ICMS are in the prices, the payment terms, the minimum order. Lead time and
 * validity stay where they were (`leadTime`, `validUntil`).
 */
export const FREIGHT_TERMS = ['CIF', 'FOB'] as const
export type FreightTerms = (typeof FREIGHT_TERMS)[number]

/** The payment terms reps offer most; `outro` takes a text of its own (`paymentTermsText`). */
export const PAYMENT_TERMS = [
  'antecipado',
  'a_vista',
  '28_dias',
  '28_56_dias',
  '30_60_90_dias',
  'outro',
] as const
export type PaymentTerms = (typeof PAYMENT_TERMS)[number]
export const PAYMENT_TERMS_TEXT_MAX = 120

/** An amount in cents; `label` names it in both languages, as the sentence starts (`['O valor do frete', 'The freight value']`). */
const Cents = ([pt, en]: [string, string]) => {
  const [ptLower, enLower] = [
    pt.charAt(0).toLowerCase() + pt.slice(1),
    en.charAt(0).toLowerCase() + en.slice(1),
  ]
  return z
    .number({
      error: says(
        `Informe ${ptLower} em centavos: um número inteiro.`,
        `Enter ${enLower} in cents: a whole number.`,
      ),
    })
    .int({ error: says(`${pt} é em centavos: um número inteiro.`, `${en} is in cents: a whole number.`) })
    .min(0, { error: says(`${pt} não pode ser negativo.`, `${en} cannot be negative.`) })
    .max(100_000_000, { error: says(`Valor alto demais para ${ptLower}.`, `${en} is too high.`) })
}

const Included = (tax: 'IPI' | 'ICMS') =>
  z.boolean({
    error: says(
      `Diga se o ${tax} está incluso nos preços: true ou false.`,
      `Say whether ${tax} is included in the prices: true or false.`,
    ),
  })

/** The terms as staff send them with an answer; which are required is decided with the status. */
export const QuoteTermsInput = z.object({
  freightTerms: z
    .enum(FREIGHT_TERMS, {
      error: says(
        'O frete é CIF (por conta do fornecedor) ou FOB (por conta do comprador).',
        'Freight is CIF (paid by the supplier) or FOB (paid by the buyer).',
      ),
    })
    .optional(),
  freightCents: Cents(['O valor do frete', 'The freight value']).nullable().optional(),
  ipiIncluded: Included('IPI').optional(),
  icmsIncluded: Included('ICMS').optional(),
  paymentTerms: z
    .enum(PAYMENT_TERMS, {
      error: says(
        `Condição de pagamento desconhecida: use uma de ${PAYMENT_TERMS.join(', ')}.`,
        `Unknown payment terms: use one of ${PAYMENT_TERMS.join(', ')}.`,
      ),
    })
    .optional(),
  paymentTermsText: PlainText(['a condição de pagamento', 'the payment terms'], PAYMENT_TERMS_TEXT_MAX)
    .nullable()
    .optional(),
  minimumOrderCents: Cents(['O pedido mínimo', 'The minimum order']).nullable().optional(),
})
export type QuoteTermsInput = z.input<typeof QuoteTermsInput>

/** The terms on an estimate resource; all null on one answered before they existed, or never answered. */
export const QuoteTermsAttributes = z.object({
  freightTerms: z.enum(FREIGHT_TERMS).nullable(),
  freightCents: z.number().int().nullable(),
  ipiIncluded: z.boolean().nullable(),
  icmsIncluded: z.boolean().nullable(),
  paymentTerms: z.enum(PAYMENT_TERMS).nullable(),
  paymentTermsText: z.string().nullable(),
  minimumOrderCents: z.number().int().nullable(),
})
export type QuoteTermsAttributes = z.infer<typeof QuoteTermsAttributes>

type Need = (path: string, message: string) => void

/** What an answer must say; the other terms are optional. */
export function requireQuoteTerms(terms: QuoteTermsInput, need: Need) {
  if (!terms.freightTerms)
    need('freightTerms', says('Informe o frete: CIF ou FOB.', 'Enter the freight: CIF or FOB.'))
  if (terms.ipiIncluded === undefined)
    need(
      'ipiIncluded',
      says('Diga se o IPI está incluso nos preços.', 'Say whether IPI is included in the prices.'),
    )
  if (terms.icmsIncluded === undefined)
    need(
      'icmsIncluded',
      says('Diga se o ICMS está incluso nos preços.', 'Say whether ICMS is included in the prices.'),
    )
  if (!terms.paymentTerms)
    need('paymentTerms', says('Informe a condição de pagamento.', 'Enter the payment terms.'))
  else if (terms.paymentTerms === 'outro' && !terms.paymentTermsText)
    need('paymentTermsText', says('Descreva a condição de pagamento.', 'Describe the payment terms.'))
  else if (terms.paymentTerms !== 'outro' && terms.paymentTermsText)
    need(
      'paymentTermsText',
      says(
        'Descreva a condição de pagamento só quando escolher "outro".',
        'Describe the payment terms only when you choose "outro".',
      ),
    )
}

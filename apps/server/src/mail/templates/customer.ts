import type { EstimateStatus, Locale } from '@escudo/contracts'
import { money } from './formats'
import type { Block, EmailContent } from './html'
import { describeQuoteTerms, type QuoteTermsText } from './quote-terms'

/** What staff did to an estimate; `message` is the question, the reason or the note sent with it. */
export type StaffEstimateEvent = 'informacao_pendente' | 'respondido' | 'recusado' | 'message'
/** What a customer did to an estimate. */
export type CustomerEstimateEvent = 'created' | 'edited' | 'cancelado' | 'aprovado' | 'message'

/** A line of a quote as the emails show it; the price once staff answered. */
export type EmailLine = {
  name: string
  reference: string
  size: string | null
  quantity: number
  note: string | null
  unitPriceCents: number | null
}

export type CustomerTemplateData = {
  'estimate-staff-update': {
    name: string
    number: number
    event: StaffEstimateEvent
    message: string | null
    totalCents: number | null
    /** The answer's commercial terms, lead time and validity (ISO date). */
    terms: QuoteTermsText
    lines: EmailLine[]
    link: string
  }
  /** The customer's own confirmation of a quote request. */
  'estimate-received': { name: string; number: number; message: string; lines: EmailLine[]; link: string }
  'estimate-customer-update': {
    customerName: string
    customerEmail: string
    company: string | null
    number: number
    event: CustomerEstimateEvent
    status: EstimateStatus
    message: string | null
    lines: EmailLine[]
    link: string
  }
  'contact-message': {
    name: string
    email: string
    phone: string | null
    company: string | null
    subject: string
    message: string
  }
}

type Templates = {
  [T in keyof CustomerTemplateData]: Record<Locale, (data: CustomerTemplateData[T]) => EmailContent>
}

/** The status names the web app shows (the "status" texts of the locales' customer.json), never the stored values. */
export const STATUS_LABEL: Record<Locale, Record<EstimateStatus, string>> = {
  'pt-BR': {
    em_aberto: 'Em aberto',
    informacao_pendente: 'Informação pendente',
    respondido: 'Respondido',
    aprovado: 'Aprovado',
    recusado: 'Recusado',
    cancelado: 'Cancelado',
  },
  en: {
    em_aberto: 'Open',
    informacao_pendente: 'Information needed',
    respondido: 'Answered',
    aprovado: 'Approved',
    recusado: 'Declined',
    cancelado: 'Cancelled',
  },
}

const STAFF_SUBJECT = {
  'pt-BR': {
    informacao_pendente: 'precisamos de uma informação',
    respondido: 'sua resposta chegou',
    recusado: 'não pudemos atender',
    message: 'nova mensagem',
  },
  en: {
    informacao_pendente: 'we need some information',
    respondido: 'our answer is ready',
    recusado: 'we could not take it',
    message: 'new message',
  },
} as const

const CUSTOMER_EVENT = {
  'pt-BR': {
    created: 'novo orçamento',
    edited: 'orçamento alterado pelo cliente',
    cancelado: 'cancelado pelo cliente',
    aprovado: 'APROVADO pelo cliente',
    message: 'nova mensagem do cliente',
  },
  en: {
    created: 'new quote',
    edited: 'changed by the customer',
    cancelado: 'cancelled by the customer',
    aprovado: 'APPROVED by the customer',
    message: 'new message from the customer',
  },
} as const

const LINE_WORDS = {
  'pt-BR': { reference: 'ref.', size: 'tamanho', note: 'obs.' },
  en: { reference: 'ref.', size: 'size', note: 'note' },
} as const

/** "10 × Luva Nitro (ref. LN-35), tamanho 9 — obs. azul", and its price once answered. */
function describeLine(line: EmailLine, locale: Locale): string {
  const words = LINE_WORDS[locale]
  const what = [
    `${line.quantity} × ${line.name} (${words.reference} ${line.reference})`,
    line.size && `, ${words.size} ${line.size}`,
    line.note && ` — ${words.note} ${line.note}`,
  ]
  const price =
    line.unitPriceCents === null
      ? ''
      : `: ${money(line.unitPriceCents, locale)} × ${line.quantity} = ${money(line.unitPriceCents * line.quantity, locale)}`
  return what.filter(Boolean).join('') + price
}
const lineList = (lines: EmailLine[], locale: Locale) => ({
  list: lines.map((line) => describeLine(line, locale)),
})

const lines = (...values: (Block | null | false)[]) => values.filter((v): v is Block => Boolean(v))

/**
 * Staff often open their note with a greeting of their own ("Olá, Ana! Segue a proposta…"): it goes in the
 * e-mail word for word, so the template's greeting gives way to it and the customer is greeted once.
 */
const GREETING =
  /^\s*(ol[áa]|oi|bom dia|boa tarde|boa noite|prezad[oa]s?|car[oa]s?|hello|hi|hey|dear|good (morning|afternoon|evening))(?=[\s,.!:;]|$)/i
export const opensWithGreeting = (message: string | null) => message !== null && GREETING.test(message)

const STAFF_WORDS = {
  'pt-BR': {
    hello: (name: string) => `Olá, ${name}.`,
    answered: (number: number) => `Respondemos o seu orçamento nº ${number}:`,
    terms: 'Condições comerciais:',
    approve: 'Para aprovar a proposta, abra o orçamento no site.',
    informacao_pendente: (number: number) => `Precisamos de uma informação sobre o orçamento nº ${number}:`,
    recusado: (number: number) => `Não pudemos atender o orçamento nº ${number}.`,
    message: (number: number) => `Há uma nova mensagem no orçamento nº ${number}:`,
    subject: (number: number, what: string) => `Orçamento nº ${number}: ${what} — Escudo EPI`,
    action: 'Ver orçamento',
  },
  en: {
    hello: (name: string) => `Hello, ${name}.`,
    answered: (number: number) => `We answered your quote #${number}:`,
    terms: 'Commercial terms:',
    approve: 'To approve the offer, open the quote on the website.',
    informacao_pendente: (number: number) => `We need some information about quote #${number}:`,
    recusado: (number: number) => `We could not take quote #${number}.`,
    message: (number: number) => `There is a new message on quote #${number}:`,
    subject: (number: number, what: string) => `Quote #${number}: ${what} — Escudo EPI`,
    action: 'See the quote',
  },
} as const

/** What staff did, in the customer's language: the answer with its lines, total and terms, or the note. */
function staffUpdate(d: CustomerTemplateData['estimate-staff-update'], locale: Locale): EmailContent {
  const words = STAFF_WORDS[locale]
  const greets = opensWithGreeting(d.message)
  const hello = !greets && words.hello(d.name)
  const paragraphs =
    d.event === 'respondido'
      ? lines(
          hello,
          greets && d.message,
          words.answered(d.number),
          lineList(d.lines, locale),
          d.totalCents !== null && `Total: ${money(d.totalCents, locale)}.`,
          words.terms,
          { list: describeQuoteTerms(d.terms, locale) },
          !greets && d.message,
          words.approve,
        )
      : lines(hello, words[d.event](d.number), d.message)
  return {
    subject: words.subject(d.number, STAFF_SUBJECT[locale][d.event]),
    paragraphs,
    action: { label: words.action, url: d.link },
  }
}

export const customerTemplates: Templates = {
  'estimate-staff-update': {
    'pt-BR': (d) => staffUpdate(d, 'pt-BR'),
    en: (d) => staffUpdate(d, 'en'),
  },
  'estimate-received': {
    'pt-BR': (d) => ({
      subject: `Recebemos seu pedido de orçamento nº ${d.number} — Escudo EPI`,
      paragraphs: lines(
        `Olá, ${d.name}.`,
        `Recebemos o seu pedido de orçamento nº ${d.number}, com estes itens:`,
        lineList(d.lines, 'pt-BR'),
        d.message && `Sua mensagem: ${d.message}`,
        'Nossa equipe vai responder por e-mail com preços e prazo de entrega.',
      ),
      action: { label: 'Acompanhar o orçamento', url: d.link },
    }),
    en: (d) => ({
      subject: `We received your quote request #${d.number} — Escudo EPI`,
      paragraphs: lines(
        `Hello, ${d.name}.`,
        `We received your quote request #${d.number}, with these items:`,
        lineList(d.lines, 'en'),
        d.message && `Your message: ${d.message}`,
        'Our team will answer by email with prices and lead time.',
      ),
      action: { label: 'Follow the quote', url: d.link },
    }),
  },
  'estimate-customer-update': {
    'pt-BR': (d) => ({
      subject: `Orçamento nº ${d.number}: ${CUSTOMER_EVENT['pt-BR'][d.event]}`,
      paragraphs: lines(
        `Cliente: ${d.customerName} <${d.customerEmail}>${d.company ? ` — ${d.company}` : ''}`,
        `Status: ${STATUS_LABEL['pt-BR'][d.status]}`,
        (d.event === 'created' || d.event === 'edited') && lineList(d.lines, 'pt-BR'),
        d.message,
      ),
      action: { label: 'Abrir no back office', url: d.link },
    }),
    en: (d) => ({
      subject: `Quote #${d.number}: ${CUSTOMER_EVENT.en[d.event]}`,
      paragraphs: lines(
        `Customer: ${d.customerName} <${d.customerEmail}>${d.company ? ` — ${d.company}` : ''}`,
        `Status: ${STATUS_LABEL.en[d.status]}`,
        (d.event === 'created' || d.event === 'edited') && lineList(d.lines, 'en'),
        d.message,
      ),
      action: { label: 'Open in the back office', url: d.link },
    }),
  },
  'contact-message': {
    'pt-BR': (d) => ({
      subject: `Contato pelo site: ${d.subject}`,
      paragraphs: lines(
        `De: ${d.name} <${d.email}>`,
        d.phone && `Telefone: ${d.phone}`,
        d.company && `Empresa: ${d.company}`,
        d.message,
      ),
    }),
    en: (d) => ({
      subject: `Contact form: ${d.subject}`,
      paragraphs: lines(`From: ${d.name} <${d.email}>`, d.phone, d.company, d.message),
    }),
  },
}

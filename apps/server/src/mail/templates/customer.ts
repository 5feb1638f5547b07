import type { EstimateStatus, Locale } from '@escudo/contracts'
import type { Block, EmailContent } from './html'

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
    /** ISO date. */
    validUntil: string | null
    leadTime: string | null
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

const currency = {
  'pt-BR': new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
  en: new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL' }),
}
/** Reais in the reader's locale ("R$ 1.234,56", "R$1,234.56"), with a plain space where Intl puts a no-break one. */
export const money = (cents: number, locale: Locale) =>
  currency[locale].format(cents / 100).replace(/\s/g, ' ')

const dates = {
  'pt-BR': new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }),
}
const day = (isoDate: string, locale: Locale) =>
  dates[locale].format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))

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

export const customerTemplates: Templates = {
  'estimate-staff-update': {
    'pt-BR': (d) => ({
      subject: `Orçamento nº ${d.number}: ${STAFF_SUBJECT['pt-BR'][d.event]} — Escudo EPI`,
      paragraphs: lines(
        `Olá, ${d.name}.`,
        d.event === 'respondido' && `Respondemos o seu orçamento nº ${d.number}:`,
        d.event === 'respondido' && lineList(d.lines, 'pt-BR'),
        d.event === 'respondido' && d.totalCents !== null && `Total: ${money(d.totalCents, 'pt-BR')}.`,
        d.event === 'respondido' && d.leadTime && `Prazo de entrega: ${d.leadTime}.`,
        d.event === 'respondido' && d.validUntil && `Proposta válida até ${day(d.validUntil, 'pt-BR')}.`,
        d.event === 'informacao_pendente' && `Precisamos de uma informação sobre o orçamento nº ${d.number}:`,
        d.event === 'recusado' && `Não pudemos atender o orçamento nº ${d.number}.`,
        d.event === 'message' && `Há uma nova mensagem no orçamento nº ${d.number}:`,
        d.message,
        d.event === 'respondido' && 'Para aprovar a proposta, abra o orçamento no site.',
      ),
      action: { label: 'Ver orçamento', url: d.link },
    }),
    en: (d) => ({
      subject: `Quote #${d.number}: ${STAFF_SUBJECT.en[d.event]} — Escudo EPI`,
      paragraphs: lines(
        `Hello, ${d.name}.`,
        d.event === 'respondido' && `We answered your quote #${d.number}:`,
        d.event === 'respondido' && lineList(d.lines, 'en'),
        d.event === 'respondido' && d.totalCents !== null && `Total: ${money(d.totalCents, 'en')}.`,
        d.event === 'respondido' && d.leadTime && `Lead time: ${d.leadTime}.`,
        d.event === 'respondido' && d.validUntil && `The offer is valid until ${day(d.validUntil, 'en')}.`,
        d.event === 'informacao_pendente' && `We need some information about quote #${d.number}:`,
        d.event === 'recusado' && `We could not take quote #${d.number}.`,
        d.event === 'message' && `There is a new message on quote #${d.number}:`,
        d.message,
        d.event === 'respondido' && 'To approve the offer, open the quote on the website.',
      ),
      action: { label: 'See the quote', url: d.link },
    }),
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

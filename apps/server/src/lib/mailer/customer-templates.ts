import type { EstimateStatus, Locale } from '@escudo/contracts'
import type { EmailContent } from './html'

/** What staff did to an estimate; `message` is the question, the reason or the note sent with it. */
export type StaffEstimateEvent = 'informacao_pendente' | 'respondido' | 'recusado' | 'message'
/** What a customer did to an estimate. */
export type CustomerEstimateEvent = 'created' | 'edited' | 'cancelado' | 'aprovado' | 'message'

export type CustomerTemplateData = {
  'estimate-staff-update': {
    name: string
    number: number
    event: StaffEstimateEvent
    message: string | null
    total: string | null
    validUntil: string | null
    link: string
  }
  'estimate-customer-update': {
    customerName: string
    customerEmail: string
    company: string | null
    number: number
    event: CustomerEstimateEvent
    status: EstimateStatus
    message: string | null
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
  created: 'novo orçamento',
  edited: 'orçamento alterado pelo cliente',
  cancelado: 'cancelado pelo cliente',
  aprovado: 'APROVADO pelo cliente',
  message: 'nova mensagem do cliente',
} as const

const lines = (...values: (string | null | false)[]) => values.filter((v): v is string => Boolean(v))

export const customerTemplates: Templates = {
  'estimate-staff-update': {
    'pt-BR': (d) => ({
      subject: `Orçamento nº ${d.number}: ${STAFF_SUBJECT['pt-BR'][d.event]} — Escudo EPI`,
      paragraphs: lines(
        `Olá, ${d.name}.`,
        d.event === 'respondido' && `Respondemos o seu orçamento nº ${d.number}. Total: ${d.total}.`,
        d.event === 'respondido' && d.validUntil && `Proposta válida até ${d.validUntil}.`,
        d.event === 'informacao_pendente' && `Precisamos de uma informação sobre o orçamento nº ${d.number}:`,
        d.event === 'recusado' && `Não pudemos atender o orçamento nº ${d.number}.`,
        d.event === 'message' && `Há uma nova mensagem no orçamento nº ${d.number}:`,
        d.message,
      ),
      action: { label: 'Ver orçamento', url: d.link },
    }),
    en: (d) => ({
      subject: `Quote #${d.number}: ${STAFF_SUBJECT.en[d.event]} — Escudo EPI`,
      paragraphs: lines(
        `Hello, ${d.name}.`,
        d.event === 'respondido' && `We answered your quote #${d.number}. Total: ${d.total}.`,
        d.event === 'respondido' && d.validUntil && `The offer is valid until ${d.validUntil}.`,
        d.event === 'informacao_pendente' && `We need some information about quote #${d.number}:`,
        d.event === 'recusado' && `We could not take quote #${d.number}.`,
        d.event === 'message' && `There is a new message on quote #${d.number}:`,
        d.message,
      ),
      action: { label: 'See the quote', url: d.link },
    }),
  },
  'estimate-customer-update': {
    'pt-BR': (d) => ({
      subject: `Orçamento nº ${d.number}: ${CUSTOMER_EVENT[d.event]}`,
      paragraphs: lines(
        `Cliente: ${d.customerName} <${d.customerEmail}>${d.company ? ` — ${d.company}` : ''}`,
        `Status: ${d.status}`,
        d.message,
      ),
      action: { label: 'Abrir no back office', url: d.link },
    }),
    en: (d) => ({
      subject: `Quote #${d.number}: ${d.event}`,
      paragraphs: lines(`Customer: ${d.customerName} <${d.customerEmail}>`, `Status: ${d.status}`, d.message),
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

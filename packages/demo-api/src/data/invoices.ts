import { intBetween, mulberry32, pick } from '../random'
import { AVATAR_COUNT, avatarUrl } from './assets'
import { addDays, shortDate } from './dates'
import { BRAZIL, CITIES, COMPANIES, COUNTRIES, domainOf, FIRST_NAMES, LAST_NAMES, phoneFrom } from './people'
import type { Text, Translatable } from '../text'

export const INVOICE_STATUSES = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const
export const INVOICE_SERVICES = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization',
] as const

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]
export type InvoiceService = (typeof INVOICE_SERVICES)[number]

export interface InvoiceClient {
  address: string
  company: string
  companyEmail: string
  country: string
  contact: string
  name: string
}

export interface Invoice {
  id: number
  /** `13 Dec 2019` style. */
  issuedDate: string
  client: InvoiceClient
  service: InvoiceService
  total: number
  avatar: string
  invoiceStatus: InvoiceStatus
  /** 0 when settled, otherwise currency text in reais such as `R$ 724` or `-R$ 205`. */
  balance: number | string
  dueDate: string
}

export interface PaymentDetails {
  totalDue: string
  bankName: string
  country: string
  iban: string
  swiftCode: string
}

/** An invoice as the demo API keeps it: the client's country in both languages. */
export type StoredInvoice = Omit<Invoice, 'client'> & {
  client: Omit<InvoiceClient, 'country'> & { country: Text }
}

export const INVOICE_COUNT = 50

export const PAYMENT_DETAILS: Translatable<PaymentDetails> = {
  totalDue: 'R$ 12.110,55',
  bankName: 'Banco Cooperativo do Vale',
  country: BRAZIL,
  iban: 'BR15 0000 0000 0000 1093 2345 678I 1',
  swiftCode: 'BCVLBRSP',
}

/** Days between two invoices: 50 of them span the last year, as the shop's orders are recent too. */
const ISSUE_EVERY_DAYS = 7

/**
 * 50 invoices from a fixed seed, issued in id order, the newest a few days before `now` (dates relative to today,
 * like the calendar's and the shop's: a template showing 2019 invoices looks abandoned). Amounts are in reais.
 */
export function seedInvoices(now: Date): StoredInvoice[] {
  const random = mulberry32(0x1a7b01ce)
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())
  return Array.from({ length: INVOICE_COUNT }, (_, index) => {
    const daysAgo = (INVOICE_COUNT - index) * ISSUE_EVERY_DAYS - intBetween(random, 0, 4)
    const issued = addDays(new Date(today), -daysAgo)
    const company = pick(random, COMPANIES)
    const name = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`
    return {
      id: index + 1,
      issuedDate: shortDate(issued),
      client: {
        address: pick(random, CITIES),
        company,
        companyEmail: `compras@${domainOf(company)}.com.br`,
        country: pick(random, COUNTRIES),
        contact: phoneFrom(random),
        name,
      },
      service: pick(random, INVOICE_SERVICES),
      total: intBetween(random, 1200, 9800),
      avatar: random() < 0.25 ? '' : avatarUrl(1 + ((index * 7) % AVATAR_COUNT)),
      invoiceStatus: pick(random, INVOICE_STATUSES),
      balance: balanceFrom(random),
      dueDate: shortDate(addDays(issued, intBetween(random, 15, 45))),
    }
  })
}

function balanceFrom(random: () => number): number | string {
  const roll = random()
  if (roll < 0.5) return 0
  const amount = intBetween(random, 100, 900)
  return roll < 0.85 ? `R$ ${amount}` : `-R$ ${amount}`
}

import type { Bilingual } from '../lib/errors'

/**
 * The staff's customer-service refusals (customers, contact messages, the outbox's e-mails), in both languages a staff
 * member may work in (`users.locale`): the error handler answers each reader in theirs, pt-BR by default. The
 * comments' are in `customer/customer-messages.ts`.
 */
export const adminOpsMessages = {
  customerMissing: (id: string): Bilingual => ({
    'pt-BR': `Cliente ${id} não encontrado.`,
    en: `Customer ${id} not found.`,
  }),
  contactMessageMissing: (id: string): Bilingual => ({
    'pt-BR': `Mensagem ${id} não encontrada.`,
    en: `Message ${id} not found.`,
  }),
  emailMissing: (id: string): Bilingual => ({
    'pt-BR': `E-mail ${id} não encontrado.`,
    en: `E-mail ${id} not found.`,
  }),
}

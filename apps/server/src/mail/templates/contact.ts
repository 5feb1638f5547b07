import type { Locale } from '@escudo/contracts'
import type { EmailContent } from './html'

export type AdminOpsTemplateData = {
  /** Staff answering a contact-form message; the sender's own message is quoted under the reply. */
  'contact-reply': { name: string; subject: string; reply: string; original: string; sentOn: string }
}

type Templates = {
  [T in keyof AdminOpsTemplateData]: Record<Locale, (data: AdminOpsTemplateData[T]) => EmailContent>
}

const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')

export const adminOpsTemplates: Templates = {
  'contact-reply': {
    'pt-BR': (d) => ({
      subject: `Re: ${d.subject} — Escudo EPI`,
      paragraphs: [`Olá, ${d.name}.`, d.reply, `Sua mensagem de ${d.sentOn}:`, quote(d.original)],
      footer:
        'Para continuar a conversa, responda este e-mail ou escreva pelo formulário de contato do site.',
    }),
    en: (d) => ({
      subject: `Re: ${d.subject} — Escudo EPI`,
      paragraphs: [`Hello, ${d.name}.`, d.reply, `Your message of ${d.sentOn}:`, quote(d.original)],
      footer: 'To continue the conversation, reply to this email or write through the contact form.',
    }),
  },
}

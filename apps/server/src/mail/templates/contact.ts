import type { Locale } from '@escudo/contracts'
import type { EmailContent } from './html'

export type AdminOpsTemplateData = {
  /** Staff answering a contact-form message; the sender's own message is quoted under the reply. */
  'contact-reply': { name: string; subject: string; reply: string; original: string; sentOn: string }
  /** To each admin: a scheduled backup failed (issue 35); `error` is what went wrong, `place` BACKUP_DIR or BACKUP_URL. */
  'backup-failed': { name: string; fileName: string; startedOn: string; error: string; place: string }
  /** To each admin: a webhook endpoint failed for three days and was disabled (issue 37). */
  'webhook-disabled': { name: string; url: string; since: string; lastAnswer: string }
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
  'backup-failed': {
    'pt-BR': (d) => ({
      subject: 'Falha no backup agendado — Escudo EPI',
      paragraphs: [
        `Olá, ${d.name}.`,
        `O backup agendado de ${d.startedOn} (${d.fileName}) falhou: ${d.error}`,
        `Até que seja corrigido, não há backup novo em ${d.place}. Verifique o espaço livre e as permissões desse destino; o próximo backup será tentado no horário previsto.`,
      ],
      footer: 'Você recebe este aviso por ser administrador da Escudo EPI.',
    }),
    en: (d) => ({
      subject: 'Scheduled backup failed — Escudo EPI',
      paragraphs: [
        `Hello, ${d.name}.`,
        `The scheduled backup of ${d.startedOn} (${d.fileName}) failed: ${d.error}`,
        `Until this is fixed, there is no new backup in ${d.place}. Check its free space and permissions; the next backup is tried at its usual time.`,
      ],
      footer: 'You receive this notice as an administrator of Escudo EPI.',
    }),
  },
  'webhook-disabled': {
    'pt-BR': (d) => ({
      subject: 'Webhook desativado — Escudo EPI',
      paragraphs: [
        `Olá, ${d.name}.`,
        `O endpoint de webhook ${d.url} falha desde ${d.since} e foi desativado. A última resposta foi: ${d.lastAnswer}`,
        'Corrija o sistema que recebe os eventos e reative o endpoint no back office (Webhooks); as entregas com falha podem ser enviadas de novo de lá.',
      ],
      footer: 'Você recebe este aviso por ser administrador da Escudo EPI.',
    }),
    en: (d) => ({
      subject: 'Webhook disabled — Escudo EPI',
      paragraphs: [
        `Hello, ${d.name}.`,
        `The webhook endpoint ${d.url} has failed since ${d.since} and was disabled. Its last answer was: ${d.lastAnswer}`,
        'Fix the system that receives the events and enable the endpoint again in the back office (Webhooks); the failed deliveries can be sent again from there.',
      ],
      footer: 'You receive this notice as an administrator of Escudo EPI.',
    }),
  },
}

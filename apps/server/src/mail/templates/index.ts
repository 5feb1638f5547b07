import { STAFF_INVITATION_TTL_DAYS, type Locale, type StaffRole } from '@escudo/contracts'
import { adminOpsTemplates, type AdminOpsTemplateData } from './contact'
import { customerTemplates, type CustomerTemplateData } from './customer'
import { render, type EmailContent, type RenderedEmail } from './html'

/** What each template needs; `name` is the recipient's display name. */
export type TemplateData = {
  welcome: { name: string }
  'password-reset': { name: string; link: string }
  'password-changed': { name: string }
  'staff-invitation': { name: string; invitedBy: string; role: StaffRole; link: string }
} & CustomerTemplateData &
  AdminOpsTemplateData
export type TemplateName = keyof TemplateData

type Templates = { [T in TemplateName]: Record<Locale, (data: TemplateData[T]) => EmailContent> }

const ROLE_NAMES: Record<Locale, Record<StaffRole, string>> = {
  'pt-BR': { admin: 'administração', catalogue: 'catálogo', sales: 'atendimento' },
  en: { admin: 'administration', catalogue: 'catalogue', sales: 'sales' },
}

const templates: Templates = {
  'staff-invitation': {
    'pt-BR': ({ name, invitedBy, role, link }) => ({
      subject: 'Convite para a equipe Escudo EPI',
      paragraphs: [
        `Olá, ${name}.`,
        `${invitedBy} convidou você para a equipe da Escudo EPI, na função ${ROLE_NAMES['pt-BR'][role]}.`,
        `Crie a sua senha pelo link abaixo. Ele vale por ${STAFF_INVITATION_TTL_DAYS} dias e pode ser usado uma vez.`,
      ],
      action: { label: 'Aceitar o convite', url: link },
      footer: 'Se você não esperava este convite, ignore este e-mail: nenhuma conta será criada.',
    }),
    en: ({ name, invitedBy, role, link }) => ({
      subject: 'Invitation to the Escudo EPI team',
      paragraphs: [
        `Hello, ${name}.`,
        `${invitedBy} invited you to the Escudo EPI team, in the ${ROLE_NAMES.en[role]} role.`,
        `Create your password with the link below. It works once, within ${STAFF_INVITATION_TTL_DAYS} days.`,
      ],
      action: { label: 'Accept the invitation', url: link },
      footer: 'If you did not expect this invitation, ignore this email: no account will be created.',
    }),
  },
  ...customerTemplates,
  ...adminOpsTemplates,
  welcome: {
    'pt-BR': ({ name }) => ({
      subject: 'Bem-vindo à Escudo EPI',
      paragraphs: [
        `Olá, ${name}!`,
        'Sua conta foi criada. Agora você pode guardar favoritos, comentar produtos e pedir orçamentos.',
      ],
    }),
    en: ({ name }) => ({
      subject: 'Welcome to Escudo EPI',
      paragraphs: [
        `Hello, ${name}!`,
        'Your account is ready. You can now keep favourites, comment on products and request quotes.',
      ],
    }),
  },
  'password-reset': {
    'pt-BR': ({ name, link }) => ({
      subject: 'Redefinição de senha — Escudo EPI',
      paragraphs: [
        `Olá, ${name}.`,
        'Recebemos um pedido para redefinir a senha da sua conta. O link abaixo vale por 1 hora e pode ser usado uma vez.',
      ],
      action: { label: 'Redefinir senha', url: link },
      footer: 'Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
    }),
    en: ({ name, link }) => ({
      subject: 'Reset your password — Escudo EPI',
      paragraphs: [
        `Hello, ${name}.`,
        'We received a request to reset the password of your account. The link below works once, within 1 hour.',
      ],
      action: { label: 'Reset password', url: link },
      footer: 'If you did not ask for it, ignore this email: your password stays the same.',
    }),
  },
  'password-changed': {
    'pt-BR': ({ name }) => ({
      subject: 'Sua senha foi alterada — Escudo EPI',
      paragraphs: [
        `Olá, ${name}.`,
        'A senha da sua conta acabou de ser alterada e as outras sessões foram encerradas.',
        'Se não foi você, redefina a senha agora pela opção "Esqueci minha senha" e fale conosco.',
      ],
    }),
    en: ({ name }) => ({
      subject: 'Your password was changed — Escudo EPI',
      paragraphs: [
        `Hello, ${name}.`,
        'The password of your account was just changed, and your other sessions were signed out.',
        'If it was not you, reset it now with "Forgot my password" and contact us.',
      ],
    }),
  },
}

export function renderTemplate<T extends TemplateName>(
  template: T,
  locale: Locale,
  data: TemplateData[T],
): RenderedEmail {
  return render(templates[template][locale](data))
}

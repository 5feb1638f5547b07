import type { Locale } from '@escudo/contracts'
import { adminOpsTemplates, type AdminOpsTemplateData } from './contact'
import { customerTemplates, type CustomerTemplateData } from './customer'
import { render, type EmailContent, type RenderedEmail } from './html'

/** What each template needs; `name` is the recipient's display name. */
export type TemplateData = {
  welcome: { name: string }
  'password-reset': { name: string; link: string }
  'password-changed': { name: string }
} & CustomerTemplateData &
  AdminOpsTemplateData
export type TemplateName = keyof TemplateData

type Templates = { [T in TemplateName]: Record<Locale, (data: TemplateData[T]) => EmailContent> }

const templates: Templates = {
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

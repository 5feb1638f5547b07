import type { Bilingual } from '../lib/errors'
import type { StaffArea } from '@escudo/contracts'

/**
 * The accounts' refusals (sign-in, registration, sessions, the reader's own account) in both languages a reader
 * may have (`users.locale`): the error handler answers a signed-in reader in theirs, pt-BR otherwise (so sign-in
 * and registration, made before anyone is signed in, answer in pt-BR). Staff invitations keep their own.
 */
export const accountMessages = {
  signIn: {
    'pt-BR': 'Entre na sua conta para continuar.',
    en: 'Sign in to your account to continue.',
  },
  invalidSession: {
    'pt-BR': 'A sessão expirou ou é inválida. Entre de novo.',
    en: 'Your session has expired or is invalid. Please sign in again.',
  },
  endedSession: {
    'pt-BR': 'A sessão expirou ou foi encerrada. Entre de novo.',
    en: 'Your session has expired or was ended. Please sign in again.',
  },
  invalidCredentials: {
    'pt-BR': 'E-mail ou senha incorretos.',
    en: 'Incorrect e-mail or password.',
  },
  accountDisabled: {
    'pt-BR': 'Esta conta está desativada. Fale conosco.',
    en: 'This account is disabled. Please contact us.',
  },
  emailTaken: {
    'pt-BR': 'Este e-mail já tem uma conta. Entre ou redefina a senha.',
    en: 'This e-mail already has an account. Sign in or reset the password.',
  },
  invalidResetToken: {
    'pt-BR': 'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo.',
    en: 'This reset link is invalid, has already been used or has expired. Ask for a new one.',
  },
  wrongCurrentPassword: {
    'pt-BR': 'A senha atual não confere.',
    en: 'The current password does not match.',
  },
  invalidApiKey: {
    'pt-BR': 'Esta chave de API não existe, foi revogada ou expirou.',
    en: 'This API key does not exist, has been revoked or has expired.',
  },
  /** Why an API key may not use a back-office route (403). */
  apiKeyRefusals: {
    never: {
      'pt-BR': 'Chaves de API não têm acesso a esta parte da API; ela é só para a equipe, com login.',
      en: 'API keys have no access to this part of the API; it is for signed-in staff only.',
    },
    outOfScope: (scope: string): Bilingual => ({
      'pt-BR': `Esta chave de API não tem a permissão ${scope}, necessária aqui.`,
      en: `This API key lacks the ${scope} scope this endpoint needs.`,
    }),
  },
  /** Why a staff member's role may not use an area (403). */
  areaRefusals: {
    overview: {
      'pt-BR': 'Esta área é só para a equipe Escudo.',
      en: 'This area is for the Escudo team only.',
    },
    catalogue: {
      'pt-BR':
        'Sua função não dá acesso ao catálogo (produtos, filtros, banners, destaques, importações). Peça a um administrador.',
      en: 'Your role does not give access to the catalogue (products, filters, banners, highlights, imports). Ask an administrator.',
    },
    sales: {
      'pt-BR':
        'Sua função não dá acesso ao atendimento (orçamentos, comentários, contatos, clientes). Peça a um administrador.',
      en: 'Your role does not give access to customer service (estimates, comments, contacts, customers). Ask an administrator.',
    },
    staff: {
      'pt-BR': 'Só administradores gerenciam a equipe e veem o registro de alterações e os e-mails.',
      en: 'Only administrators manage the team and see the change log and the e-mails.',
    },
  } satisfies Record<StaffArea, Bilingual>,
}

import { ADMIN_CATALOG_ERROR_CODES } from '@escudo/contracts'
import { codedProblem, type Bilingual } from '../lib/errors'

/**
 * 409: what the staff member saves changed since they opened it (`sent`: the version they read; `now`: the
 * current one). One message for every versioned record of the back-office catalogue; `subject` names it.
 */
export const staleVersion = (subject: Bilingual, sent: number, now: number) =>
  codedProblem(
    409,
    ADMIN_CATALOG_ERROR_CODES.staleVersion,
    {
      'pt-BR':
        `${subject['pt-BR']} foi alterado por outra pessoa depois que você o abriu (versão ${sent}; agora ${now}). ` +
        'Recarregue para ver a versão atual; suas alterações não foram salvas.',
      en:
        `Someone else changed ${subject.en} after you opened it (version ${sent}; now ${now}). ` +
        'Reload to see the current version; your changes were not saved.',
    },
    { pointer: '/data/attributes/version' },
  )

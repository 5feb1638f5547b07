import { useTranslation } from 'react-i18next'
import { ContactMessagesView } from '../../../features/admin-ops/components/contact-messages-view'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { useBackOfficeTitle } from './ops-title'

export function OpsContactsPage() {
  const { t } = useTranslation('admin-ops')
  useBackOfficeTitle(t('titles.contacts'))
  return (
    <SessionGate>
      <ContactMessagesView />
    </SessionGate>
  )
}

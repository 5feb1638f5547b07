import { useTranslation } from 'react-i18next'
import { OutboxList } from '../../../features/admin-ops/components/outbox-list'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { useDocumentTitle } from './ops-title'

export function OpsOutboxPage() {
  const { t } = useTranslation('admin-ops')
  useDocumentTitle(t('titles.outbox'))
  return (
    <SessionGate>
      <OutboxList />
    </SessionGate>
  )
}

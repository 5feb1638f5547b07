import { useTranslation } from 'react-i18next'
import { OutboxList } from '../../../features/admin-ops/components/outbox-list'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { useBackOfficeTitle } from './ops-title'

export function OpsOutboxPage() {
  const { t } = useTranslation('admin-ops')
  useBackOfficeTitle(t('titles.outbox'))
  return (
    <SessionGate>
      <OutboxList />
    </SessionGate>
  )
}

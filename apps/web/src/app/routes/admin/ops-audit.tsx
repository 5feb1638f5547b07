import { useTranslation } from 'react-i18next'
import { AuditLogView } from '../../../features/admin-ops/components/audit-log-view'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { useBackOfficeTitle } from './ops-title'

export function OpsAuditPage() {
  const { t } = useTranslation('admin-ops')
  useBackOfficeTitle(t('titles.audit'))
  return (
    <SessionGate>
      <AuditLogView />
    </SessionGate>
  )
}

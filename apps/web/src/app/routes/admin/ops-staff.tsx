import { useTranslation } from 'react-i18next'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { StaffTeam } from '../../../features/admin-ops/components/staff-team'
import { useBackOfficeTitle } from './ops-title'

export function OpsStaffPage() {
  const { t } = useTranslation('admin-ops')
  useBackOfficeTitle(t('titles.staff'))
  return (
    <SessionGate>
      <StaffTeam />
    </SessionGate>
  )
}

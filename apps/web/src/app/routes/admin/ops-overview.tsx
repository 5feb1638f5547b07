import { useTranslation } from 'react-i18next'
import { OverviewView } from '../../../features/admin-ops/components/overview-view'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { useBackOfficeTitle } from './ops-title'

export function OpsOverviewPage() {
  const { t } = useTranslation('admin-ops')
  useBackOfficeTitle(t('titles.overview'))
  return (
    <SessionGate>
      <OverviewView />
    </SessionGate>
  )
}

import { useTranslation } from 'react-i18next'
import { OverviewView } from '../../../features/admin-ops/components/overview-view'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { useDocumentTitle } from './ops-title'

export function OpsOverviewPage() {
  const { t } = useTranslation('admin-ops')
  useDocumentTitle(t('titles.overview'))
  return (
    <SessionGate>
      <OverviewView />
    </SessionGate>
  )
}

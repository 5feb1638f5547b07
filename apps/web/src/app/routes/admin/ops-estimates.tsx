import { useTranslation } from 'react-i18next'
import { EstimatesInbox } from '../../../features/admin-ops/components/estimates-inbox'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { useBackOfficeTitle } from './ops-title'

export function OpsEstimatesPage() {
  const { t } = useTranslation('admin-ops')
  useBackOfficeTitle(t('titles.estimates'))
  return (
    <SessionGate>
      <EstimatesInbox />
    </SessionGate>
  )
}

import { useTranslation } from 'react-i18next'
import { EstimatesInbox } from '../../../features/admin-ops/components/estimates-inbox'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { useDocumentTitle } from './ops-title'

export function OpsEstimatesPage() {
  const { t } = useTranslation('admin-ops')
  useDocumentTitle(t('titles.estimates'))
  return (
    <SessionGate>
      <EstimatesInbox />
    </SessionGate>
  )
}

import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { EstimateDetail } from '../../../features/admin-ops/components/estimate-detail'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { useBackOfficeTitle } from './ops-title'

export function OpsEstimatePage() {
  const { t } = useTranslation('admin-ops')
  const { id = '' } = useParams()
  useBackOfficeTitle(t('titles.estimate'))
  return (
    <SessionGate>
      <EstimateDetail key={id} id={id} />
    </SessionGate>
  )
}

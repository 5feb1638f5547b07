import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { CustomerDetail } from '../../../features/admin-ops/components/customer-detail'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { useBackOfficeTitle } from './ops-title'

export function OpsCustomerPage() {
  const { t } = useTranslation('admin-ops')
  const { id = '' } = useParams()
  useBackOfficeTitle(t('titles.customer'))
  return (
    <SessionGate>
      <CustomerDetail key={id} id={id} />
    </SessionGate>
  )
}

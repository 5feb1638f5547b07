import { useTranslation } from 'react-i18next'
import { CustomersList } from '../../../features/admin-ops/components/customers-list'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { useBackOfficeTitle } from './ops-title'

export function OpsCustomersPage() {
  const { t } = useTranslation('admin-ops')
  useBackOfficeTitle(t('titles.customers'))
  return (
    <SessionGate>
      <CustomersList />
    </SessionGate>
  )
}

import { useTranslation } from 'react-i18next'
import { ApiKeys } from '../../../features/admin-ops/components/api-keys'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { useBackOfficeTitle } from './ops-title'

export function OpsApiKeysPage() {
  const { t } = useTranslation('admin-ops')
  useBackOfficeTitle(t('titles.apiKeys'))
  return (
    <SessionGate>
      <ApiKeys />
    </SessionGate>
  )
}

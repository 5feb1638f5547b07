import { useTranslation } from 'react-i18next'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { Webhooks } from '../../../features/admin-ops/components/webhooks'
import { useBackOfficeTitle } from './ops-title'

export function OpsWebhooksPage() {
  const { t } = useTranslation('admin-ops')
  useBackOfficeTitle(t('titles.webhooks'))
  return (
    <SessionGate>
      <Webhooks />
    </SessionGate>
  )
}

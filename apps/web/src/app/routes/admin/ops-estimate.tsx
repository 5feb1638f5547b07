import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { AuditHistory } from '../../../features/admin-ops/components/audit-history'
import { EstimateDetail } from '../../../features/admin-ops/components/estimate-detail'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { useBackOfficeTitle } from './ops-title'

export function OpsEstimatePage() {
  const { t } = useTranslation('admin-ops')
  const { id = '' } = useParams()
  useBackOfficeTitle(t('titles.estimate'))
  return (
    <SessionGate>
      <Stack gap="lg">
        <EstimateDetail key={id} id={id} />
        <AuditHistory key={id} entityType="estimates" id={id} />
      </Stack>
    </SessionGate>
  )
}

import { useTranslation } from 'react-i18next'
import { CommentsModeration } from '../../../features/admin-ops/components/comments-moderation'
import { SessionGate } from '../../../features/admin-ops/components/session-gate'
import { useBackOfficeTitle } from './ops-title'

export function OpsCommentsPage() {
  const { t } = useTranslation('admin-ops')
  useBackOfficeTitle(t('titles.comments'))
  return (
    <SessionGate>
      <CommentsModeration />
    </SessionGate>
  )
}

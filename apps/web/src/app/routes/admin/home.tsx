import { useTranslation } from 'react-i18next'
import { AreaIntro } from '../../../components/area-intro'

export function AdminHome() {
  const { t } = useTranslation('admin')
  return <AreaIntro title={t('overview.title')} lead={t('overview.lead')} note={t('overview.soon')} />
}

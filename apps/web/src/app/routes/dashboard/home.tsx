import { useTranslation } from 'react-i18next'
import { AreaIntro } from '../../../components/area-intro'

export function DashboardHome() {
  const { t } = useTranslation('dashboard')
  return <AreaIntro title={t('home.title')} lead={t('home.lead')} />
}

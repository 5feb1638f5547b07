import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { AnalyticsCards } from '../../../features/demo-cards/components/analytics-cards'
import { StatisticsCards } from '../../../features/demo-cards/components/statistics-cards'

function useCardCrumbs(current: string) {
  const { t } = useTranslation('dashboard')
  return [
    { label: t('nav.home'), href: paths.dashboard.root.getHref() },
    { label: t('nav.cards') },
    { label: current },
  ]
}

export function StatisticsCardsPage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader title={t('nav.statistics')} crumbs={useCardCrumbs(t('nav.statistics'))} />
      <StatisticsCards />
    </>
  )
}

export function AnalyticsCardsPage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader title={t('nav.analytics')} crumbs={useCardCrumbs(t('nav.analytics'))} />
      <AnalyticsCards />
    </>
  )
}

import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { CalendarApp } from '../../../features/demo-calendar/components/calendar-app'

export function CalendarPage() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader
        title={t('nav.calendar')}
        crumbs={[
          { label: t('nav.home'), href: paths.dashboard.root.getHref() },
          { label: t('nav.apps') },
          { label: t('nav.calendar') },
        ]}
      />
      <CalendarApp />
    </>
  )
}

import '@mantine/charts/styles.css'
import { mayUse } from '@escudo/contracts'
import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSelector } from 'react-redux'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { SearchAnalyticsView } from '../../../features/admin-catalog/search-analytics/components/search-analytics-view'
import { selectUser } from '../../../lib/session/session-slice'
import { useBackOfficeTitle } from './ops-title'

/** "Buscas": the storefront search's analytics (issue 36), for every staff role. */
export function SearchAnalyticsPage() {
  const { t } = useTranslation('admin-catalog')
  const user = useSelector(selectUser)
  useBackOfficeTitle(t('searches.title'))
  return (
    <>
      <PageHeader
        title={t('searches.title')}
        crumbs={[
          { label: t('nav.overview'), href: paths.admin.root.getHref() },
          { label: t('searches.title') },
        ]}
      />
      <Text c="dimmed" mb="lg" maw={720}>
        {t('searches.lead')}
      </Text>
      <SearchAnalyticsView catalogue={mayUse(user?.role, 'catalogue')} />
    </>
  )
}

import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useBackOfficeTitle } from './ops-title'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { HighlightsPicker } from '../../../features/admin-catalog/home/components/highlights-picker'

export function CatalogHighlightsPage() {
  const { t } = useTranslation('admin-catalog')
  useBackOfficeTitle(t('highlights.title'))
  return (
    <>
      <PageHeader
        title={t('highlights.title')}
        crumbs={[
          { label: t('nav.overview'), href: paths.admin.root.getHref() },
          { label: t('highlights.title') },
        ]}
      />
      <Text c="dimmed" mb="lg" maw={720}>
        {t('highlights.lead')}
      </Text>
      <HighlightsPicker />
    </>
  )
}

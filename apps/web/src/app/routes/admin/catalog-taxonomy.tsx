import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useBackOfficeTitle } from './ops-title'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { SizeGuideSection } from '../../../features/admin-catalog/taxonomy/components/size-guide-section'
import { TaxonomyEditor } from '../../../features/admin-catalog/taxonomy/components/taxonomy-editor'

export function CatalogTaxonomyPage() {
  const { t } = useTranslation('admin-catalog')
  useBackOfficeTitle(t('taxonomy.title'))
  return (
    <>
      <PageHeader
        title={t('taxonomy.title')}
        crumbs={[
          { label: t('nav.overview'), href: paths.admin.root.getHref() },
          { label: t('taxonomy.title') },
        ]}
      />
      <Text c="dimmed" mb="lg" maw={720}>
        {t('taxonomy.lead')}
      </Text>
      <TaxonomyEditor />
      <SizeGuideSection />
    </>
  )
}

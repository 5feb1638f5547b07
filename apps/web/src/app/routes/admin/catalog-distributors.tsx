import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { useGetAdminTaxonomyQuery } from '../../../features/admin-catalog/taxonomy/api/taxonomy'
import { DistributorImport } from '../../../features/admin-catalog/distributors/components/distributor-import'
import { DistributorsManager } from '../../../features/admin-catalog/distributors/components/distributors-manager'
import { useBackOfficeTitle } from './ops-title'

/** "Onde comprar": the distributors, their spreadsheet import and export. */
export function CatalogDistributorsPage() {
  const { t, i18n } = useTranslation('admin-catalog')
  useBackOfficeTitle(t('distributors.title'))
  const taxonomy = useGetAdminTaxonomyQuery()
  const english = i18n.resolvedLanguage === 'en'
  const categories = (taxonomy.data?.find((group) => group.id === 'categories')?.options ?? []).map(
    (option) => ({ value: option.id, label: english ? option.titleEn : option.title }),
  )
  return (
    <>
      <PageHeader
        title={t('distributors.title')}
        crumbs={[
          { label: t('nav.overview'), href: paths.admin.root.getHref() },
          { label: t('distributors.title') },
        ]}
      />
      <Text c="dimmed" mb="lg" maw={720}>
        {t('distributors.lead')}
      </Text>
      <Stack gap="xl">
        <DistributorsManager categories={categories} />
        <DistributorImport />
      </Stack>
    </>
  )
}

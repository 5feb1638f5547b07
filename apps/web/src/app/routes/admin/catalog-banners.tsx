import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useBackOfficeTitle } from './ops-title'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { BannersManager } from '../../../features/admin-catalog/home/components/banners-manager'

export function CatalogBannersPage() {
  const { t } = useTranslation('admin-catalog')
  useBackOfficeTitle(t('banners.title'))
  return (
    <>
      <PageHeader
        title={t('banners.title')}
        crumbs={[
          { label: t('nav.overview'), href: paths.admin.root.getHref() },
          { label: t('banners.title') },
        ]}
      />
      <Text c="dimmed" mb="lg" maw={720}>
        {t('banners.lead')}
      </Text>
      <BannersManager />
    </>
  )
}

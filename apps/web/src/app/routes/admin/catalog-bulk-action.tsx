import { Anchor, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { useBackOfficeTitle } from './ops-title'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { BulkActionView } from '../../../features/admin-catalog/bulk-actions/components/bulk-action-view'

/**
 * A bulk action's progress, then its report: the job is in the address (`…/acoes/{id}`), so a reload shows it
 * again. Arriving from the product list (which starts it), the keyboard lands on its heading.
 */
export function CatalogBulkActionPage() {
  const { t } = useTranslation('admin-catalog')
  useBackOfficeTitle(t('bulk.view.title'))
  const { id = '' } = useParams()
  const location = useLocation()
  return (
    <>
      <PageHeader
        title={t('bulk.view.title')}
        crumbs={[
          { label: t('nav.overview'), href: paths.admin.root.getHref() },
          { label: t('products.title'), href: paths.admin.products.getHref() },
          { label: t('bulk.view.title') },
        ]}
      />
      <Stack gap="md" maw={960}>
        <BulkActionView id={id} focus={location.key !== 'default'} />
        <Anchor component={Link} to={paths.admin.products.getHref()} size="sm">
          {t('bulk.view.back')}
        </Anchor>
      </Stack>
    </>
  )
}

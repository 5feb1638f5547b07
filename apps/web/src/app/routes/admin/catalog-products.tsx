import { useTranslation } from 'react-i18next'
import { useBackOfficeTitle } from './ops-title'
import { PageHeader } from '../../../components/page-header'
import {
  NewProductButton,
  ProductsTable,
} from '../../../features/admin-catalog/products/components/products-table'
import { paths } from '../../../config/paths'

export function CatalogProductsPage() {
  const { t } = useTranslation('admin-catalog')
  useBackOfficeTitle(t('products.title'))
  return (
    <>
      <PageHeader
        title={t('products.title')}
        crumbs={[
          { label: t('nav.overview'), href: paths.admin.root.getHref() },
          { label: t('products.title') },
        ]}
        actions={<NewProductButton />}
      />
      <ProductsTable />
    </>
  )
}

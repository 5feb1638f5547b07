import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import { NewProductButton, ProductsTable } from '../../../features/admin-catalog/components/products-table'
import { paths } from '../../../config/paths'

export function CatalogProductsPage() {
  const { t } = useTranslation('admin-catalog')
  return (
    <>
      <title>{`${t('products.title')} · Escudo`}</title>
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

import { Alert, Box, Center, Loader } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useBackOfficeTitle } from './ops-title'
import { useNavigate, useParams } from 'react-router'
import { PageHeader } from '../../../components/page-header'
import { NotFound } from '../../../components/page-status'
import { paths } from '../../../config/paths'
import { useGetAdminProductQuery } from '../../../features/admin-catalog/products/api/products'
import { useGetAdminTaxonomyQuery } from '../../../features/admin-catalog/taxonomy/api/taxonomy'
import { DatasheetUpload } from '../../../features/admin-catalog/products/components/datasheet-upload'
import { ProductActions } from '../../../features/admin-catalog/products/components/product-actions'
import { ProductForm } from '../../../features/admin-catalog/products/components/product-form'
import { ProductImages } from '../../../features/admin-catalog/products/components/product-images'
import { AuditHistory } from '../../../features/admin-ops/components/audit-history'

/** A new product (no id) or an existing one: the form, its media and its actions, then its history. */
export function CatalogProductPage() {
  const { t } = useTranslation('admin-catalog')
  const { id } = useParams()
  const navigate = useNavigate()
  const taxonomy = useGetAdminTaxonomyQuery()
  const product = useGetAdminProductQuery(id ?? '', { skip: !id })
  useBackOfficeTitle(id ? (product.data?.name ?? t('products.title')) : t('products.new'))
  const crumbs = [
    { label: t('nav.overview'), href: paths.admin.root.getHref() },
    { label: t('products.title'), href: paths.admin.products.getHref() },
  ]
  if (id && product.error && 'status' in product.error && product.error.status === 404) return <NotFound />
  if (taxonomy.error || product.error) return <Alert color="red">{t('errors.load')}</Alert>
  if (!taxonomy.data || (id && !product.data))
    return (
      <Center mih="40vh">
        <Loader aria-label={t('products.loading')} />
      </Center>
    )
  const current = id ? product.data : undefined
  const title = current ? current.name : t('products.new')
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[...crumbs, { label: current ? current.reference : t('products.new') }]}
      />
      <ProductForm
        key={current?.id ?? 'new'}
        product={current}
        taxonomy={taxonomy.data}
        onCreated={(created) => void navigate(paths.admin.product.getHref(created.id), { replace: true })}
        onReload={() => product.refetch()}
        media={
          current ? (
            <>
              <ProductImages product={current} />
              <DatasheetUpload product={current} />
            </>
          ) : (
            <Alert color="blue">{t('form.mediaAfterCreate')}</Alert>
          )
        }
        aside={
          current ? (
            <ProductActions
              product={current}
              onDuplicated={(copy) => void navigate(paths.admin.product.getHref(copy.id))}
              onDeleted={() => void navigate(paths.admin.products.getHref())}
            />
          ) : null
        }
      />
      {current ? (
        <Box mt="lg">
          <AuditHistory key={current.id} entityType="products" id={current.id} />
        </Box>
      ) : null}
    </>
  )
}

import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'

export function CatalogProductsPage() {
  const { t } = useTranslation('admin-catalog')
  return <PageHeader title={t('nav.products')} />
}

import { Container } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { EstimatesList } from '../../../features/estimates/components/estimates-list'
import { usePageTitle } from '../../../lib/page-title'

/** Behind RequireSession, in the account area. */
export function EstimatesPage() {
  const { t } = useTranslation('customer')
  usePageTitle(t('estimates.title'))
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={t('estimates.title')}
        crumbs={[
          { label: t('estimates.account'), href: paths.storefront.account.getHref() },
          { label: t('estimates.title') },
        ]}
      />
      <EstimatesList />
    </Container>
  )
}

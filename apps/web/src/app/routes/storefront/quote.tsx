import { Button, Container, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageHeader } from '../../../components/page-header'
import { paths } from '../../../config/paths'
import { useRequestEstimate } from '../../../features/estimates/hooks/use-request-estimate'
import { QuoteListView } from '../../../features/quote-list/components/quote-list-view'
import { usePageTitle } from '../../../lib/page-title'

/** The quote list; open to guests, who sign in when they send it (as an estimate request). */
export function QuotePage() {
  const { t } = useTranslation('customer')
  const [requestEstimate, { isLoading }] = useRequestEstimate()
  usePageTitle(t('quote.title'))
  return (
    <Container size="xl" py="xl">
      <PageHeader title={t('quote.title')} />
      <Text c="dimmed" mb="lg" maw={720}>
        {t('quote.lead')}
      </Text>
      <QuoteListView
        sendRequest={requestEstimate}
        sending={isLoading}
        emptyAction={
          <Button component={Link} to={paths.storefront.catalog.getHref()}>
            {t('quote.browse')}
          </Button>
        }
      />
    </Container>
  )
}

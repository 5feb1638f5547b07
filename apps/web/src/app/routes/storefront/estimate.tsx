import { Anchor, Container, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { NotFound } from '../../../components/page-status'
import { paths } from '../../../config/paths'
import { EstimateDetail } from '../../../features/estimates/components/estimate-detail'
import { usePageTitle } from '../../../lib/page-title'

/** Behind RequireSession; the server's emails link here. Another customer's estimate is a 404. */
export function EstimatePage() {
  const { t } = useTranslation('customer')
  const { id = '' } = useParams()
  usePageTitle(t('estimates.detailTitle'))
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to={paths.storefront.estimates.getHref()} size="sm">
          ‹ {t('estimates.backToList')}
        </Anchor>
        <EstimateDetail id={id} onMissing={<NotFound />} />
      </Stack>
    </Container>
  )
}

import { Alert, Anchor, Card, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../config/paths'
import { useFormatters } from '../../../../lib/format'
import type { Product } from '../../api/catalog-api'
import { caStatus } from '../../utils/ca-status'
import { CaBadge } from '../ca-badge'
import { CaAlternatives } from './ca-alternatives'

type CaProduct = Pick<Product, 'id' | 'caNumber' | 'caValidUntil' | 'caState' | 'caRegistry' | 'category'>

/** The day the CAEPI registry was imported, as Brazil reads it (the same on the server and in the browser). */
const CHECKED_DAY: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
}

/**
 * The product's CA (Certificado de Aprovação): its validity, what the CAEPI registry says of it (with a link
 * to the public lookup) and, when it is not valid, why it cannot be quoted and valid products to pick instead.
 */
export function ProductCa({ product }: { product: CaProduct }) {
  const { t } = useTranslation('customer')
  const format = useFormatters()
  const expiredByDate = caStatus(product.caValidUntil) === 'expired'
  const registry = product.caRegistry
  const invalid = product.caState === 'invalido'
  return (
    <Stack gap="sm">
      <Card
        withBorder
        radius="md"
        p="md"
        bg={product.caState === 'valido' ? undefined : invalid ? 'red.0' : 'orange.0'}
      >
        <Group justify="space-between" gap="xs" align="flex-start">
          <div>
            <Text fw={700}>{t('product.ca', { ca: product.caNumber })}</Text>
            <Text size="sm">
              {t(expiredByDate ? 'product.caExpiredOn' : 'product.caValidUntil', {
                date: format.date(product.caValidUntil, { dateStyle: 'long' }),
              })}
            </Text>
            {registry ? (
              <Text size="sm">
                {registry.status !== 'valido' ? (
                  <>
                    {registry.status === 'nao_encontrado'
                      ? t('product.caNotInRegistry')
                      : t('product.caRegistrySays', { situation: registry.situation })}{' '}
                  </>
                ) : null}
                <Anchor
                  component={Link}
                  to={paths.storefront.caLookup.getHref(product.caNumber)}
                  underline="always"
                >
                  {t('product.caChecked', { date: format.date(registry.checkedAt, CHECKED_DAY) })}
                </Anchor>
              </Text>
            ) : null}
          </div>
          <CaBadge product={product} size="lg" />
        </Group>
      </Card>
      {invalid ? (
        <Alert color="red" variant="light" title={t('product.caCannotQuoteTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('product.caCannotQuote')}</Text>
            <CaAlternatives product={product} />
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  )
}

import { Badge, Card, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../../../../lib/format'
import type { Product } from '../../api/catalog-api'
import { caStatus } from '../../utils/ca-status'

/** The product's CA (Certificado de Aprovação) and its validity, tinted and flagged once it nears its end. */
export function ProductCa({ product }: { product: Pick<Product, 'caNumber' | 'caValidUntil'> }) {
  const { t } = useTranslation('customer')
  const format = useFormatters()
  const ca = caStatus(product.caValidUntil)
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      bg={ca === 'valid' ? undefined : ca === 'expired' ? 'red.0' : 'orange.0'}
    >
      <Group justify="space-between" gap="xs">
        <div>
          <Text fw={700}>{t('product.ca', { ca: product.caNumber })}</Text>
          <Text size="sm">
            {t(ca === 'expired' ? 'product.caExpiredOn' : 'product.caValidUntil', {
              date: format.date(product.caValidUntil, { dateStyle: 'long' }),
            })}
          </Text>
        </div>
        {ca !== 'valid' ? (
          <Badge
            color={ca === 'expired' ? 'red' : 'orange'}
            variant="filled"
            radius="sm"
            size="lg"
            styles={ca === 'expiring' ? { root: { color: 'var(--mantine-color-black)' } } : undefined}
          >
            {t(ca === 'expired' ? 'product.caExpired' : 'product.caExpiring')}
          </Badge>
        ) : null}
      </Group>
    </Card>
  )
}
